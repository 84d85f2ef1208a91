import { createReadStream, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Connect } from 'vite';
import { isInside } from './resolve-import.js';

/** Files of a docs folder the site serves as they are (images, video, PDFs, favicons). */
export const STATIC_FILE = /\.(?:png|jpe?g|gif|svg|webp|avif|ico|bmp|mp4|webm|mov|pdf)$/i;

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.bmp': 'image/bmp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.pdf': 'application/pdf',
};

/** Static files of the docs folder, relative to it with `/` separators (dot folders and node_modules skipped). */
export function listStaticFiles(root: string): string[] {
  const out: string[] = [];
  const stack = [root];
  for (let dir = stack.pop(); dir !== undefined; dir = stack.pop()) {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) stack.push(full);
      else if (entry.isFile() && STATIC_FILE.test(entry.name)) {
        out.push(path.relative(root, full).split(path.sep).join('/'));
      }
    }
  }
  return out.sort();
}

/** Dev-server middleware answering `/images/x.png` with `<root>/images/x.png` (inside the root only). */
export function staticFilesMiddleware(root: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      next();
      return;
    }
    if (!STATIC_FILE.test(pathname)) return next();
    const file = path.join(root, pathname);
    if (!isInside(root, file)) return next();
    try {
      if (!statSync(file).isFile()) return next();
    } catch {
      return next();
    }
    res.setHeader('Content-Type', TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
    createReadStream(file).pipe(res);
  };
}
