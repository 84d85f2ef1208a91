import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { convertMintJson, DOCS_JSON, MINT_JSON } from '@docsnav/node';
import { isInside } from './resolve-import.js';

/** Whether a file is the configuration of the docs folder (docs.json, or mint.json of a folder still on it). */
export function isConfigFile(root: string, file: string): boolean {
  const abs = path.resolve(file);
  return abs === path.join(root, DOCS_JSON) || abs === path.join(root, MINT_JSON);
}

/**
 * The docs.json value of a docs folder: docs.json, else mint.json converted as the loader converts it.
 * Throws when neither can be read inside the folder or parsed (the navigation diagnostics say why).
 */
export function readDocsConfig(root: string): unknown {
  try {
    return JSON.parse(readInside(root, DOCS_JSON));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return convertMintJson(JSON.parse(readInside(root, MINT_JSON))).docs;
}

/** Reads a file of the folder, never through a link that leads out of it. */
function readInside(root: string, name: string): string {
  const real = realpathSync(path.join(root, name));
  if (!isInside(realpathSync(root), real)) throw new Error(`${name} links outside the docs folder`);
  return readFileSync(real, 'utf8');
}
