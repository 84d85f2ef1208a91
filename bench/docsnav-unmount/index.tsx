// docsnav with `collapsed="unmount"`, for pnpm bench:heap (bench/heap.mjs): a closed group's pages are left out,
// as the hand-written peer leaves them, so the two draw about the same links. Not one of pnpm bench:browser's
// peers.
import { mountWith } from '../docsnav/index.tsx';

export const mount = (container: HTMLElement, navJson: unknown, initialPath: string) =>
  mountWith(container, navJson, initialPath, undefined, 'unmount');
