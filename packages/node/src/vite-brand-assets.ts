/**
 * The Vite plugin's brand assets: docs.json's `logo` and `favicon` files, read inside the docs root only
 * (`brand-assets.ts`), served at their path in dev and emitted at their path by a build.
 */
import path from 'node:path';
import type { NavSettings } from '@docsnav/core';
import type { Connect } from 'vite';
import { brandAssetPaths, readBrandAssets } from './brand-assets.js';
import type { LoadResult } from './load-docs.js';

/** The files a client build emits for the logo and favicon: `fileName` relative to the output folder. */
export async function brandAssetFiles(
  root: string,
  settings: NavSettings,
): Promise<{ fileName: string; source: Uint8Array }[]> {
  const { assets } = await readBrandAssets(root, settings);
  return assets.map((asset) => ({ fileName: asset.path.slice(1), source: asset.source }));
}

/** Dev: answers `<base><logo or favicon path>` with that file of the docs folder (read by `readBrandAssets`). */
export function brandAssetMiddleware(
  load: () => Promise<LoadResult>,
  root: () => string,
  base: () => string,
): Connect.NextHandleFunction {
  return (req, res, next) => {
    const prefix = base().replace(/\/$/, '');
    const pathname = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
    if (!pathname.startsWith(`${prefix}/`)) return next();
    const wanted = pathname.slice(prefix.length);
    void load()
      .then(async (result) => {
        if (!brandAssetPaths(result.model.settings).includes(wanted)) return next();
        const { assets } = await readBrandAssets(root(), result.model.settings);
        const asset = assets.find((a) => a.path === wanted);
        if (!asset) return next();
        res.setHeader(
          'Content-Type',
          ASSET_TYPES[path.extname(wanted).toLowerCase()] ?? 'application/octet-stream',
        );
        res.end(asset.source);
      })
      .catch(() => next());
  };
}

const ASSET_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};
