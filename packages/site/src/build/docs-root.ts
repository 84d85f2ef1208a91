import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The example docs bundled with the site (served when no folder is given). */
export const EXAMPLE_DOCS = fileURLToPath(new URL('../../docs', import.meta.url));

/**
 * The build's output folder (`DOCSNAV_OUT_DIR`, relative to the site's package as React Router takes it,
 * default `dist`). Never read for pages or static files when it lies inside the docs folder.
 */
export function outputFolder(outDir = process.env.DOCSNAV_OUT_DIR): string {
  return path.resolve(fileURLToPath(new URL('../..', import.meta.url)), outDir || 'dist');
}

/** Where the docs folder to serve comes from: `DOCSNAV_DOCS`, relative to where the command was started. */
export interface DocsRootInput {
  /** `process.env.DOCSNAV_DOCS`. */
  docs?: string | undefined;
  /** The directory the user ran the command in (`INIT_CWD` under pnpm/npm), else `process.cwd()`. */
  cwd: string;
}

/**
 * Resolves the docs folder to serve: `DOCSNAV_DOCS` (absolute, or relative to the user's working
 * directory), else the example docs. Returns an error message when the folder has neither docs.json nor
 * mint.json (a folder still on mint.json is served through its conversion).
 */
export function resolveDocsRoot(input: DocsRootInput): { root: string } | { error: string } {
  const given = input.docs?.trim();
  const root = given ? path.resolve(input.cwd, given) : EXAMPLE_DOCS;
  if (!existsSync(root) || !statSync(root).isDirectory()) return { error: `docs folder not found: ${root}` };
  if (!existsSync(path.join(root, 'docs.json')) && !existsSync(path.join(root, 'mint.json'))) {
    return {
      error: `no docs.json (or mint.json) in ${root}: give the folder that holds the docs.json of a Mintlify site`,
    };
  }
  return { root };
}
