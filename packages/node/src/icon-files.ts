/**
 * Where the icons of a model are on disk: lucide's modules (`lucide-react/icons/<name>`, a dependency of
 * @docsnav/react, which draws them) and Font Awesome Free's (`@fortawesome/free-<family>-svg-icons/
 * fa<Name>.js`, one module per icon, aliases included: a dependency of @docsnav/node, which reads their SVG
 * data at build time; the browser gets the Vite plugin's modules, never these). Resolved from the project,
 * else from @docsnav/react's folder, else from @docsnav/node's own (a strict pnpm layout does not let the
 * project import them directly).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FreeFamily, IconTarget } from '@docsnav/core';

/** A kebab-case icon name (what both libraries use). */
const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The Free families to look in for a requested family, in order: the one asked for, then the others
 *  (a brand name such as `github` is found in brands whatever the style). */
const SEARCH: Record<FreeFamily, readonly FreeFamily[]> = {
  regular: ['regular', 'solid', 'brands'],
  solid: ['solid', 'regular', 'brands'],
  brands: ['brands', 'solid', 'regular'],
};

/** A Font Awesome Free icon found on disk. */
export interface FaFile {
  /** The family it was found in (may differ from the one asked for, see `SEARCH`). */
  family: FreeFamily;
  /** The icon's module: `…/free-solid-svg-icons/faGear.js`. */
  file: string;
}

/** Finds icon modules; each answer is cached. */
export interface IconFiles {
  /** Whether the library's package(s) were found at all (a name can only be checked then). */
  has(library: IconTarget['library']): boolean;
  /** The lucide module of `name`, or undefined when lucide has no icon of that name. */
  lucide(name: string): string | undefined;
  /** The Font Awesome Free module of `name` for `family`, or undefined when Free has no icon of that name. */
  fontawesome(name: string, family: FreeFamily): FaFile | undefined;
  /** Whether the target has an icon (always true for a library whose package was not found). */
  exists(target: IconTarget): boolean;
}

/** `gear` → `faGear`, `arrow-down-1-9` → `faArrowDown19`: Font Awesome's module names. */
export const faModuleName = (name: string): string =>
  `fa${name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;

/**
 * Icon modules resolved from `from` (folders: the project, the working directory), then from
 * @docsnav/react's folder, then from @docsnav/node's.
 */
export function iconFiles(from: readonly string[]): IconFiles {
  const requires = from.map((dir) => createRequire(path.join(dir, 'docsnav-icons.js')));
  for (const require of [...requires]) {
    try {
      requires.push(createRequire(require.resolve('@docsnav/react/package.json')));
      break;
    } catch {
      // not from here
    }
  }
  requires.push(createRequire(import.meta.url));
  const resolve = (spec: string): string | undefined => {
    for (const require of requires) {
      try {
        return require.resolve(spec);
      } catch {
        // not from here: try the next folder
      }
    }
    return undefined;
  };
  const faDirs = new Map<FreeFamily, string | undefined>();
  const faDir = (family: FreeFamily) => {
    if (!faDirs.has(family)) {
      const pkg = resolve(`@fortawesome/free-${family}-svg-icons/package.json`);
      faDirs.set(family, pkg && path.dirname(pkg));
    }
    return faDirs.get(family);
  };
  const lucideCache = new Map<string, string | undefined>();
  const faCache = new Map<string, FaFile | undefined>();
  let hasLucide: boolean | undefined;

  const files: IconFiles = {
    has(library) {
      if (library !== 'lucide')
        return (['solid', 'regular', 'brands'] as const).some((f) => faDir(f) !== undefined);
      hasLucide ??= resolve('lucide-react/package.json') !== undefined;
      return hasLucide;
    },
    lucide(name) {
      if (!ICON_NAME.test(name)) return undefined;
      if (!lucideCache.has(name)) lucideCache.set(name, resolve(`lucide-react/icons/${name}`));
      return lucideCache.get(name);
    },
    fontawesome(name, family) {
      if (!ICON_NAME.test(name)) return undefined;
      const key = `${family}:${name}`;
      if (!faCache.has(key)) {
        let found: FaFile | undefined;
        for (const f of SEARCH[family]) {
          const dir = faDir(f);
          const file = dir && path.join(dir, `${faModuleName(name)}.js`);
          if (file && existsSync(file)) {
            found = { family: f, file };
            break;
          }
        }
        faCache.set(key, found);
      }
      return faCache.get(key);
    },
    exists(target) {
      if (!files.has(target.library)) return true;
      return target.library === 'lucide'
        ? files.lucide(target.name) !== undefined
        : files.fontawesome(target.name, target.family ?? 'regular') !== undefined;
    },
  };
  return files;
}

/** The drawing of a Font Awesome icon module: `[width, height, path data]` (duotone: two paths). */
export type FaDrawing = [width: number, height: number, path: string | string[]];

/** Reads the SVG data of a Font Awesome icon module (`definition.icon` of `faGear.js`). */
export function readFaDrawing(file: string): FaDrawing | undefined {
  try {
    const mod = createRequire(file)(file) as { definition?: { icon?: unknown[] } };
    const [width, height, , , data] = mod.definition?.icon ?? [];
    if (typeof width !== 'number' || typeof height !== 'number') return undefined;
    if (typeof data !== 'string' && !Array.isArray(data)) return undefined;
    return [width, height, data as string | string[]];
  } catch {
    return undefined;
  }
}

/** The licence banner Font Awesome Free puts at the top of its bundles (`index.mjs`): the icons are
 *  CC BY 4.0, which asks for attribution. */
export function faLicenceBanner(file: string): string {
  try {
    const head = readFileSync(path.join(path.dirname(file), 'index.mjs'), 'utf8').slice(0, 1000);
    const banner = /^\/\*![\s\S]*?\*\//.exec(head)?.[0];
    if (banner) return banner;
  } catch {
    // no index.mjs: the fixed notice below
  }
  return '/*! Font Awesome Free by @fontawesome - https://fontawesome.com License - https://fontawesome.com/license/free (Icons: CC BY 4.0, Fonts: SIL OFL 1.1, Code: MIT License) */';
}

/**
 * The source of one Font Awesome icon's module, in the shape @docsnav/react draws: `__iconData.node`, the
 * SVG elements starting with their own `svg` (the icon's grid, filled: Font Awesome's drawing, not lucide's
 * stroked 24×24 one), and `licence`, Font Awesome's notice as a string (a minifier drops comments, even
 * `/*!` ones in some bundlers; an export of a dynamically imported module is always kept, so the notice
 * ships with every icon).
 */
export function faModuleCode(file: string): string | undefined {
  const drawing = readFaDrawing(file);
  if (!drawing) return undefined;
  const [width, height, data] = drawing;
  const paths = typeof data === 'string' ? [data] : data;
  const svg = {
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: `0 0 ${width} ${height}`,
    width: '100%',
    height: '100%',
    fill: 'currentColor',
  };
  // Duotone (two paths): the first, secondary one at 40 % as Font Awesome draws it.
  const children = paths.map((d, i) => ['path', paths.length > 1 && i === 0 ? { d, opacity: 0.4 } : { d }]);
  const notice = faLicenceBanner(file)
    .replace(/^\/\*!?|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .filter(Boolean)
    .join(' ');
  const node = JSON.stringify([['svg', svg, children]]);
  return `export const __iconData = { node: ${node} };\nexport const licence = ${JSON.stringify(notice)};\n`;
}
