import { symlinkSync, writeFileSync } from 'node:fs';
import { build, createServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { tempDir } from './test-support/temp-docs.js';
import { coreAlias, outputFiles } from './test-support/vite.js';
import { docsnav } from './vite-plugin.js';

/** An app (Vite's root, the entry) around a docs folder (`content/`: a logo inside it, a favicon that is a
 *  symlink to a file of the app, outside the docs folder). */
function brandedFolder() {
  const dir = tempDir('docsnav-vite-brand-');
  dir.write({
    'content/docs.json': {
      logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
      favicon: '/favicon.svg',
      navigation: { pages: ['intro'] },
    },
    'content/intro.mdx': '---\ntitle: Introduction\n---\n',
    'content/logo/light.svg': '<svg>light</svg>',
    'entry.js': "import { shell } from 'virtual:docsnav';\nglobalThis.shell = shell;\n",
  });
  writeFileSync(`${dir.dir}/outside.svg`, '<svg>outside</svg>');
  symlinkSync(`${dir.dir}/outside.svg`, `${dir.dir}/content/favicon.svg`);
  return dir;
}

describe('docsnav() serves the brand files of docs.json', () => {
  it('emits the logo into the client build at its path; a missing file or a symlink out is left out', async () => {
    const dir = brandedFolder();
    try {
      const output = await build({
        root: dir.dir,
        configFile: false,
        logLevel: 'silent',
        resolve: { alias: coreAlias },
        plugins: [docsnav({ root: 'content', printDiagnostics: false })],
        build: { write: false, rollupOptions: { input: `${dir.dir}/entry.js` } },
      });
      const files = outputFiles(output);
      const assets = files.filter((f) => f.type === 'asset').map((f) => f.fileName);
      expect(assets).toContain('logo/light.svg');
      expect(assets).not.toContain('favicon.svg');
      expect(assets).not.toContain('logo/dark.svg');
    } finally {
      dir.remove();
    }
  });

  it('answers the logo in dev under the base, and not the symlink leading out', async () => {
    const dir = brandedFolder();
    const server = await createServer({
      root: dir.dir,
      configFile: false,
      logLevel: 'silent',
      base: '/docs/',
      resolve: { alias: coreAlias },
      plugins: [docsnav({ root: 'content', printDiagnostics: false })],
      server: { host: '127.0.0.1', port: 0, ws: false },
    });
    try {
      await server.listen();
      const address = server.httpServer?.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const get = (p: string) => fetch(`http://127.0.0.1:${port}${p}`);
      const logo = await get('/docs/logo/light.svg');
      expect(logo.headers.get('content-type')).toBe('image/svg+xml');
      expect(await logo.text()).toBe('<svg>light</svg>');
      expect(await (await get('/docs/favicon.svg')).text()).not.toContain('outside');
    } finally {
      await server.close();
      dir.remove();
    }
  });
});
