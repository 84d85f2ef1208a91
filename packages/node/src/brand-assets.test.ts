import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDocs } from '@docsnav/core/parse';
import { afterAll, describe, expect, it } from 'vitest';
import { brandAssetPaths, readBrandAssets } from './brand-assets.js';

const base = mkdtempSync(path.join(tmpdir(), 'docsnav-brand-'));
const root = path.join(base, 'docs');
mkdirSync(path.join(root, 'logo'), { recursive: true });
writeFileSync(path.join(root, 'logo', 'light.svg'), '<svg>light</svg>');
writeFileSync(path.join(base, 'outside.svg'), '<svg>outside</svg>');
symlinkSync(path.join(base, 'outside.svg'), path.join(root, 'logo', 'dark.svg'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const settings = parseDocs({
  logo: { light: '/logo/light.svg', dark: 'logo/dark.svg' },
  favicon: { light: 'https://cdn.example/f.svg', dark: '/favicon.svg' },
  navigation: { pages: ['index'] },
}).model.settings;

describe('brand assets', () => {
  it('lists the local logo and favicon files, not URLs', () => {
    expect(brandAssetPaths(settings)).toEqual(['/logo/light.svg', '/logo/dark.svg', '/favicon.svg']);
  });

  it('reads those inside the root, and not a symlink leading outside or a missing file', async () => {
    const { assets, missing } = await readBrandAssets(root, settings);
    expect(assets.map((a) => [a.path, new TextDecoder().decode(a.source)])).toEqual([
      ['/logo/light.svg', '<svg>light</svg>'],
    ]);
    expect(missing).toEqual(['/logo/dark.svg', '/favicon.svg']);
  });
});
