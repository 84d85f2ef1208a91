import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { tempDir } from './test-support/temp-docs.js';
import { coreAlias, outputFiles } from './test-support/vite.js';
import { htmlInput } from './vite-brand-style.js';
import { docsnav } from './vite-plugin.js';

describe('htmlInput', () => {
  it('is true for HTML pages only (none given: index.html)', () => {
    expect(htmlInput(undefined)).toBe(true);
    expect(htmlInput('/app/index.html')).toBe(true);
    expect(htmlInput(['/app/a.html', '/app/b.html'])).toBe(true);
    expect(htmlInput({ main: '/app/index.html' })).toBe(true);
    expect(htmlInput('/app/entry.js')).toBe(false);
    expect(htmlInput(['/app/index.html', '/app/worker.js'])).toBe(false);
    expect(htmlInput([])).toBe(false);
  });
});

describe('docsnav() puts the brand’s CSS in the page of a build of HTML pages', () => {
  const files = {
    'docs.json': { colors: { primary: '#166E3F' }, navigation: { pages: ['index'] } },
    'index.mdx': '---\ntitle: Home\n---\n',
    'index.html':
      '<!doctype html><html><head></head><body><script type="module" src="./main.js"></script></body></html>\n',
    'main.js': "import { shell } from 'virtual:docsnav';\nglobalThis.brand = shell.settings.brand;\n",
  };

  async function built(input?: string) {
    const dir = tempDir('docsnav-vite-brand-style-');
    try {
      dir.write(files);
      const output = await build({
        root: dir.dir,
        configFile: false,
        logLevel: 'silent',
        resolve: { alias: coreAlias },
        plugins: [docsnav({ root: dir.dir, printDiagnostics: false, brandAssets: false })],
        build: { write: false, ...(input ? { rollupOptions: { input: `${dir.dir}/${input}` } } : {}) },
      });
      const all = outputFiles(output);
      const html = all.find((f) => f.fileName === 'index.html');
      return {
        html: html && 'source' in html ? String(html.source) : undefined,
        js: all.map((f) => ('code' in f ? f.code : '')).join('\n'),
      };
    } finally {
      dir.remove();
    }
  }

  it('in the <head>, once; the shell says `css: ""` (the kit then draws no style of its own)', async () => {
    const { html, js } = await built();
    expect(html).toMatch(
      /<head>[\s\S]*<style data-docsnav-brand="">:root,[^<]*--docsnav-accent:#166e3f;[^<]*<\/style>/,
    );
    expect(html?.match(/data-docsnav-brand/g)).toHaveLength(1);
    expect(js).not.toContain('--docsnav-accent');
    expect(js).toMatch(/"css":\s*""/);
  });

  it('in the shell for a build whose entry is a script (a framework renders the HTML)', async () => {
    const { html, js } = await built('main.js');
    expect(html).toBeUndefined();
    expect(js).toContain('--docsnav-accent:#166e3f');
  });
});
