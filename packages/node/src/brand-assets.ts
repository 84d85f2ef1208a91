import { readFile } from 'node:fs/promises';
import type { NavSettings } from '@docsnav/core';
import { PathGuard } from './path-guard.js';

/** A file of docs.json's `logo` or `favicon`, read inside the docs root. */
export interface BrandAsset {
  /** Its site path as in the model (`/logo/light.svg`, without `basePath`). */
  path: string;
  /** The file's bytes. */
  source: Uint8Array;
}

/** The site paths of docs.json's `logo` and `favicon` images that are files of the docs folder (not URLs). */
export function brandAssetPaths(settings: NavSettings): string[] {
  const brand = settings.brand;
  const all = [brand?.logo?.light, brand?.logo?.dark, brand?.favicon?.light, brand?.favicon?.dark];
  return [...new Set(all.filter((p): p is string => p?.startsWith('/') === true && !p.startsWith('//')))];
}

/**
 * Reads the `logo` and `favicon` files of a model's brand from the docs folder `root`: a path the parser let
 * through is still resolved by `PathGuard`, so a symlink leading outside the root is not read. Files that are
 * missing or refused are left out (`missing` lists them).
 */
export async function readBrandAssets(
  root: string,
  settings: NavSettings,
): Promise<{ assets: BrandAsset[]; missing: string[] }> {
  const guard = new PathGuard(root);
  const assets: BrandAsset[] = [];
  const missing: string[] = [];
  for (const path of brandAssetPaths(settings)) {
    const resolved = guard.resolve(path);
    if (!resolved.ok || !(await guard.isFile(resolved.abs))) {
      missing.push(path);
      continue;
    }
    try {
      assets.push({ path, source: new Uint8Array(await readFile(resolved.abs)) });
    } catch {
      missing.push(path);
    }
  }
  return { assets, missing };
}
