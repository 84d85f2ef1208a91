import { fileURLToPath } from 'node:url';
import type { build } from 'vite';

/** The browser runtime of `virtual:docsnav` imports @docsnav/core: from its sources, as in the workspace
 *  (Vite's `resolve.alias` in the plugin's tests). */
export const coreAlias = {
  '@docsnav/core': fileURLToPath(new URL('../../../core/src/index.ts', import.meta.url)),
};

/** The files (chunks and assets) of a `vite build` run with `write: false`, every output together. */
export function outputFiles(result: Awaited<ReturnType<typeof build>>) {
  return (Array.isArray(result) ? result : [result]).flatMap((o) => ('output' in o ? o.output : []));
}
