import { createReadStream, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Connect } from 'vite';
import { folderFiles } from './folder-files.js';
import { isInside } from './resolve-import.js';

const SKIP_DIRS = new Set(['node_modules']);

/** Files of a docs folder the site serves as they are (images, video, PDFs, favicons). */
export const STATIC_FILE = /\.(?:png|jpe?g|gif|svg|webp|avif|ico|bmp|mp4|webm|mov|pdf)$/i;

/** The folder's stylesheets: Mintlify applies every `.css` file of a docs repository to every page. */
export const STYLESHEET = /\.css$/i;

/** Served and copied as they are: {@link STATIC_FILE}s and {@link STYLESHEET}s. */
const served = (file: string) => STATIC_FILE.test(file) || STYLESHEET.test(file);

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.css': 'text/css; charset=utf-8',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.bmp': 'image/bmp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.pdf': 'application/pdf',
};

/** Static files and stylesheets of the docs folder, relative to it with `/` separators (dot folders,
 *  node_modules and the absolute folders of `exclude` skipped). */
export function listStaticFiles(root: string, exclude: readonly string[] = []): string[] {
  return folderFiles(root, SKIP_DIRS, exclude).filter(served).sort();
}

/** The stylesheets of the docs folder as the site links them (`/style.css`, `/styles/home.css`), sorted. */
export function listStylesheets(root: string, exclude: readonly string[] = []): string[] {
  return folderFiles(root, SKIP_DIRS, exclude)
    .filter((file) => STYLESHEET.test(file))
    .sort()
    .map((file) => encodeURI(`/${file}`));
}

/**
 * Dev-server middleware answering `/images/x.png` with `<root>/images/x.png` (docs.json's logo and favicon
 * too, and the folder's stylesheets): inside the root only, lexically and after symlinks (a link to a file
 * outside is not served, as the build, which copies real files only, does not copy it).
 */
export function staticFilesMiddleware(root: string): Connect.NextHandleFunction {
  let realRoot: string;
  try {
    realRoot = realpathSync(root);
  } catch {
    realRoot = root;
  }
  return (req, res, next) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      next();
      return;
    }
    if (!served(pathname)) return next();
    const file = path.join(root, pathname);
    if (!isInside(root, file)) return next();
    try {
      if (!statSync(file).isFile() || !isInside(realRoot, realpathSync(file))) return next();
    } catch {
      return next();
    }
    res.setHeader('Content-Type', TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
    createReadStream(file).pipe(res);
  };
}
