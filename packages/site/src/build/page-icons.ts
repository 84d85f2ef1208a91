/**
 * Icons named in page bodies (`<Card icon="rocket">`): the navigation's icon table
 * (`virtual:docsnav-icons`) only holds the icons of docs.json, so each compiled page registers the icons
 * it names itself, from the site's library (`icons.library`: Font Awesome Free by default, or lucide), one
 * lazy chunk per icon.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FreeFamily, type IconLibrary, iconKey, iconTarget } from '@docsnav/core';
import { FA_MODULE_PREFIX, faStandIn, iconFiles } from '@docsnav/node';
import { LUCIDE_NAME } from './mdx-plugins.js';

/** Gives the file of a lucide icon module, or undefined when lucide has no icon of that name. */
export type IconFileResolver = (name: string) => string | undefined;

/**
 * Resolves `lucide-react/icons/<name>` from `from` (the site), else from @docsnav/react's folder: lucide
 * is @docsnav/react's dependency, and a strict pnpm layout does not let the site import it directly.
 * Results are cached; a name that is not kebab-case, or that lucide does not have, gives undefined.
 */
export function lucideIconResolver(from: string = import.meta.url): IconFileResolver {
  const site = createRequire(from);
  const requires = [site];
  try {
    requires.push(createRequire(site.resolve('@docsnav/react/package.json')));
  } catch {
    // @docsnav/react not installed next to the site: only the site's own lucide (if any) is used.
  }
  const cache = new Map<string, string | undefined>();
  return (name) => {
    if (!LUCIDE_NAME.test(name)) return undefined;
    if (cache.has(name)) return cache.get(name);
    let file: string | undefined;
    for (const require of requires) {
      try {
        file = require.resolve(`lucide-react/icons/${name}`);
        break;
      } catch {
        // not from here: try the next folder
      }
    }
    cache.set(name, file);
    return file;
  };
}

/** The Font Awesome side of a page's icons: the site's library, and the module of a Free icon (the Vite
 *  plugin's `virtual:docsnav-icons/fa/<family>/<name>`), or of the icon standing in for a Pro-only name
 *  (`faStandIn` of @docsnav/node: a Free icon's, or lucide's module); undefined when there is neither. */
export interface PageFontAwesome {
  library: IconLibrary;
  module: (name: string, family: FreeFamily) => string | undefined;
}

/** `icons.library` of the docs.json in `root` (Font Awesome, the default, when unset or unreadable). */
export function siteIconLibrary(root: string): IconLibrary {
  try {
    const docs = JSON.parse(readFileSync(path.join(root, 'docs.json'), 'utf8')) as {
      icons?: { library?: unknown };
    };
    const library = docs.icons?.library;
    return typeof library === 'string' && library.trim().toLowerCase() === 'lucide'
      ? 'lucide'
      : 'fontawesome';
  } catch {
    return 'fontawesome'; // docs.json problems are reported by the navigation diagnostics
  }
}

/** The Font Awesome side of the page icons of the docs in `root`, resolved as the Vite plugin resolves
 *  the navigation's (from the site, else from @docsnav/react). */
export function pageFontAwesome(
  root: string,
  from: string = path.dirname(fileURLToPath(import.meta.url)),
): PageFontAwesome {
  const files = iconFiles([from, process.cwd()]);
  return {
    library: siteIconLibrary(root),
    module: (name, family) => {
      const found = files.fontawesome(name, family);
      if (found) return `${FA_MODULE_PREFIX}${found.family}/${name}`;
      const standIn = faStandIn(name, family, files);
      if (standIn?.library === 'lucide') return standIn.file;
      return standIn && `${FA_MODULE_PREFIX}${standIn.found.family}/${standIn.name}`;
    },
  };
}

/** Local name of `registerIcons` in a compiled page. */
const REGISTER = '__docsnavRegisterIcons';

/**
 * Module code registering the icons `names` (`registerIcons({ key: () => import(file) })` from
 * `registerModule`, keyed by `iconKey` of @docsnav/core): lucide names that `resolve` finds, or on a Font
 * Awesome site (`fontawesome.library`) the Free icons `fontawesome.module` finds. Empty when none is
 * found. Unknown names are left out, so their `NavIcon` keeps its empty fixed-size slot.
 */
export function iconRegistrationCode(
  names: readonly string[],
  resolve: IconFileResolver,
  registerModule: string,
  fontawesome?: PageFontAwesome,
): string {
  const entries: string[] = [];
  for (const name of names) {
    const target = iconTarget(name, fontawesome?.library ?? 'lucide');
    if (!target) continue;
    const file =
      target.library === 'lucide'
        ? resolve(target.name)
        : fontawesome?.module(target.name, target.family ?? 'regular');
    if (file) entries.push(`  ${JSON.stringify(iconKey(target))}: () => import(${JSON.stringify(file)}),`);
  }
  if (entries.length === 0) return '';
  return [
    `import { registerIcons as ${REGISTER} } from ${JSON.stringify(registerModule)};`,
    `${REGISTER}({`,
    ...entries,
    '});',
    '',
  ].join('\n');
}
