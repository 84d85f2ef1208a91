/**
 * The chunking the docsnav Vite plugin asks of Rolldown (Vite 8) for a single-entry client build: every
 * module the entry loads statically stays in the entry chunk, as Rollup (Vite 6) does.
 *
 * Why: the kit's menus, drawer, filter and closed groups load on intent or in idle time (`import()`), and
 * they import React and some kit modules the entry also holds. Rolldown (up to at least 1.2) then moves
 * those shared modules out of the entry into chunks of their own (rolldown issue #10731) — React, the JSX
 * runtime, react-dom's `index`, the kit's store and icon code, Rolldown's runtime helpers — which the first
 * page loads anyway, as three more files: 1.7 KB gzip more than the same code in the entry
 * (`pnpm size:host`, docs/components.md#host-size). One `codeSplitting` group of the modules Rolldown tags
 * `$initial` (statically reachable from the entry) holds the entry module itself, so it is the entry chunk;
 * what loads lazily is untouched.
 *
 * Left alone, so the host's choice wins: a build with more than one entry (a group would put every entry's
 * code in one chunk), one whose output sets its own chunking (`codeSplitting`, `advancedChunks`,
 * `manualChunks`, `inlineDynamicImports`), a library build, a server build, and bundlers without module tags
 * (Rollup, Rolldown before 1.1).
 */

/** The output options this module reads (a subset of Rolldown's). */
export interface ChunkingOutput {
  codeSplitting?: unknown;
  advancedChunks?: unknown;
  manualChunks?: unknown;
  inlineDynamicImports?: unknown;
  format?: string;
}

/** The group's name (the chunk it makes is the entry chunk, named after the entry). */
export const INITIAL_GROUP = 'docsnav-initial';

/** How many entries a build input names: one for a string (or nothing: Vite's `index.html`). */
export function entryCount(input: unknown): number {
  if (input === undefined || typeof input === 'string') return 1;
  if (Array.isArray(input)) return input.length;
  if (input !== null && typeof input === 'object') return Object.keys(input).length;
  return 0;
}

/** Whether a Rolldown version (`this.meta.rolldownVersion`) has module tags: 1.1 or later. */
export function hasModuleTags(version: string | undefined): boolean {
  const match = version === undefined ? null : /^(\d+)\.(\d+)\.(\d+)(-)?/.exec(version);
  if (!match) return false;
  const [major, minor] = [Number(match[1]), Number(match[2])];
  return major > 1 || (major === 1 && minor >= 1);
}

/**
 * The output options with the entry's static imports kept in the entry chunk, or undefined when the build
 * is left alone (see the module's comment). `input` is the build's input; `client` whether this is a
 * browser build (not a library or server build); `rolldownVersion` the bundler's (undefined: Rollup).
 */
export function initialChunkOutput<T extends ChunkingOutput>(
  output: T,
  input: unknown,
  client: boolean,
  rolldownVersion: string | undefined,
): (T & { codeSplitting: unknown }) | undefined {
  if (!client || !hasModuleTags(rolldownVersion) || entryCount(input) !== 1) return undefined;
  if (output.format !== undefined && output.format !== 'es') return undefined;
  const own = [output.codeSplitting, output.advancedChunks, output.manualChunks];
  if (own.some((option) => option !== undefined) || output.inlineDynamicImports) return undefined;
  return { ...output, codeSplitting: { groups: [{ name: INITIAL_GROUP, tags: ['$initial'] }] } };
}
