// docsnav's navigation without its sidebar, for pnpm bench:heap (bench/heap.mjs): what bench/docsnav does before
// it draws (parseSplit, the initial page's scope, the split index the provider builds, the page located), and a
// single link to the current page (the harness waits for it). Its heap minus bench/react-only's is what the
// navigation model itself keeps. Not one of pnpm bench:browser's peers.
import { locate, sharedSplitIndex } from '@docsnav/core';
import { parseSplit } from '@docsnav/core/split';
import { mountLinkOnly } from '../react-only/index.tsx';

export async function mount(container: HTMLElement, navJson: unknown, initialPath: string) {
  const docs = await parseSplit(navJson);
  const ids = await docs.scopesFor(initialPath);
  const scopes = (await Promise.all(ids.map((id) => docs.scope(id)))).flatMap((s) => s ?? []);
  const index = sharedSplitIndex(docs.shell, scopes);
  const handle = await mountLinkOnly(container, initialPath);
  // The handle holds them while the harness holds it (mounted), as the provider would.
  return { ...handle, kept: [docs, scopes, index, locate(index, initialPath)] };
}
