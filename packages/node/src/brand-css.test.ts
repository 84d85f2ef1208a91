import { brandCss } from '@docsnav/core';
import { describe, expect, it } from 'vitest';
import { loadDocs } from './load-docs.js';
import { tempDir } from './test-support/temp-docs.js';

describe('loadDocs computes the brand CSS at build time', () => {
  it("puts brandCss(colors) into the model's settings.brand.css; none without colors", async () => {
    const dir = tempDir('docsnav-brand-css-');
    dir.write({
      'branded/docs.json': {
        colors: { primary: '#166E3F', light: '#26BD6C' },
        navigation: { pages: ['intro'] },
      },
      'branded/intro.mdx': '---\ntitle: Introduction\n---\n',
      'plain/docs.json': { name: 'Plain', navigation: { pages: ['intro'] } },
      'backdrop/docs.json': { background: { color: { dark: '#121B22' } }, navigation: { pages: ['intro'] } },
      'backdrop/intro.mdx': '---\ntitle: Introduction\n---\n',
      'plain/intro.mdx': '---\ntitle: Introduction\n---\n',
    });
    try {
      const branded = (await loadDocs(`${dir.dir}/branded`)).model.settings.brand;
      expect(branded?.css).toBe(brandCss({ colors: { primary: '#166e3f', light: '#26bd6c' } }));
      expect(branded?.css).toMatch(/^:root,[^{]*\{--docsnav-accent:#166e3f;/);
      const plain = (await loadDocs(`${dir.dir}/plain`)).model.settings.brand;
      expect(plain?.name).toBe('Plain');
      expect(plain?.css).toBeUndefined();
      // background.color alone is a brand too: the dark page's colour.
      const backdrop = (await loadDocs(`${dir.dir}/backdrop`)).model.settings.brand;
      expect(backdrop?.background).toEqual({ dark: '#121b22' });
      expect(backdrop?.css).toContain('--docsnav-bg:#121b22;');
    } finally {
      dir.remove();
    }
  });
});
