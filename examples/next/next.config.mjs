import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadDocs, readBrandAssets, writeIconTable } from '@docsnav/node';

// ESM JavaScript, not next.config.ts: Next.js compiles a TypeScript config to CommonJS, which cannot load
// @docsnav/node (an ES module package).

/** A static export: `next build` writes every page of the docs navigation as HTML to `out/`.
 *  @type {import('next').NextConfig} */
const config = {
  output: 'export',
  images: { unoptimized: true },
};

/**
 * docs.json's logo and favicon files, copied from the docs folder into `public/` at their path (Next.js
 * serves and exports `public/`). `readBrandAssets` reads inside the docs folder only: a path or symlink
 * leading out of it is not copied. Then the icon table of the docs (`lib/docsnav-icons`: exactly the icons
 * of the navigation, in its library, one chunk each; app/icons.tsx gives it to the kit).
 */
async function writeDocsFiles() {
  const root = resolve(process.env.DOCSNAV_DOCS ?? '../../packages/site/docs');
  const { model } = await loadDocs(root);
  const { assets } = await readBrandAssets(root, model.settings);
  for (const asset of assets) {
    const file = join(process.cwd(), 'public', asset.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, asset.source);
  }
  await writeIconTable(join(process.cwd(), 'lib/docsnav-icons'), model, [process.cwd()]);
}

/** @returns {Promise<import('next').NextConfig>} */
export default async function nextConfig() {
  await writeDocsFiles();
  return config;
}
