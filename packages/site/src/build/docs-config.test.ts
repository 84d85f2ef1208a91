import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSiteSettings } from './pages-plugin.js';
import { testFolder } from './test-folder.js';

describe('readSiteSettings of a folder still on mint.json', () => {
  it('takes the name of mint.json when there is no docs.json', () => {
    const root = testFolder({ 'mint.json': JSON.stringify({ name: 'Acme Legacy', navigation: [] }) });
    expect(readSiteSettings(root)).toEqual({ name: 'Acme Legacy', math: true });
  });

  it('prefers docs.json, and falls back for a mint.json that is not JSON', () => {
    const both = testFolder({
      'docs.json': JSON.stringify({ name: 'From docs.json', navigation: { pages: [] } }),
      'mint.json': JSON.stringify({ name: 'From mint.json', navigation: [] }),
    });
    expect(readSiteSettings(both).name).toBe('From docs.json');
    expect(readSiteSettings(testFolder({ 'mint.json': '{ "name": "x",' })).name).toBe('Documentation');
  });

  it('does not read a mint.json that links out of the folder', () => {
    const outside = testFolder({ 'mint.json': JSON.stringify({ name: 'SECRET', navigation: [] }) });
    const root = testFolder({});
    symlinkSync(path.join(outside, 'mint.json'), path.join(root, 'mint.json'));
    expect(readSiteSettings(root).name).toBe('Documentation');
  });
});
