import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { listStaticFiles, listStylesheets, staticFilesMiddleware } from './static-files.js';

const base = mkdtempSync(path.join(tmpdir(), 'docsnav-static-'));
const root = path.join(base, 'docs');
mkdirSync(path.join(root, 'logo'), { recursive: true });
writeFileSync(path.join(root, 'logo', 'light.svg'), '<svg/>');
// The folder's own stylesheets (Mintlify applies every .css file), one in a folder with a space.
mkdirSync(path.join(root, 'my styles'));
writeFileSync(path.join(root, 'style.css'), '.hero { color: red }');
writeFileSync(path.join(root, 'my styles', 'home.css'), '.home { color: blue }');
mkdirSync(path.join(root, 'out'));
writeFileSync(path.join(root, 'out', 'built.css'), '.built {}');
writeFileSync(path.join(base, 'secret.svg'), '<svg>secret</svg>');
symlinkSync(path.join(base, 'secret.svg'), path.join(root, 'logo', 'linked.svg'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** What the middleware does with a request: the body it serves, or `next` when it passes. */
function request(url: string): Promise<{ served: string } | 'next'> {
  const serve = staticFilesMiddleware(root);
  return new Promise((resolve) => {
    const res = new PassThrough() as unknown as ServerResponse & PassThrough;
    res.setHeader = () => res;
    let body = '';
    res.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    res.on('finish', () => resolve({ served: body }));
    serve({ url } as IncomingMessage, res, () => resolve('next'));
  });
}

describe('static files of the docs folder (logo, favicon, images)', () => {
  it('serves a file inside the root at its path', async () => {
    expect(await request('/logo/light.svg')).toEqual({ served: '<svg/>' });
  });

  it('serves nothing outside the root: .. paths, encoded ones, or a symlink leading out', async () => {
    expect(await request('/../secret.svg')).toBe('next');
    expect(await request('/logo/%2e%2e/%2e%2e/secret.svg')).toBe('next');
    expect(await request('/logo/linked.svg')).toBe('next');
  });

  it('lists real files only for the build to copy (the symlink is left out), stylesheets too', () => {
    expect(listStaticFiles(root, [path.join(root, 'out')])).toEqual([
      'logo/light.svg',
      'my styles/home.css',
      'style.css',
    ]);
  });

  it("serves the folder's stylesheets and lists them as the pages link them", async () => {
    expect(await request('/style.css')).toEqual({ served: '.hero { color: red }' });
    expect(await request('/my%20styles/home.css')).toEqual({ served: '.home { color: blue }' });
    expect(listStylesheets(root, [path.join(root, 'out')])).toEqual(['/my%20styles/home.css', '/style.css']);
  });
});
