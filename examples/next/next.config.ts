import type { NextConfig } from 'next';

/** A static export: `next build` writes every page of the docs navigation as HTML to `out/`. */
const config: NextConfig = {
  output: 'export',
  images: { unoptimized: true },
};

export default config;
