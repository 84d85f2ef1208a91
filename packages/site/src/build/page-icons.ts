/**
 * Icons named in page bodies (`<Card icon="rocket">`): the navigation's icon table
 * (`virtual:docsnav-icons`) only holds the icons of docs.json, so each compiled page registers the lucide
 * icons it names itself, one lazy chunk per icon.
 */
import { createRequire } from 'node:module';
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

/** Local name of `registerIcons` in a compiled page. */
const REGISTER = '__docsnavRegisterIcons';

/**
 * Module code registering the icons `names` that `resolve` finds (`registerIcons({ name: () =>
 * import(file) })` from `registerModule`); empty when none is found. Unknown names are left out, so
 * their `NavIcon` keeps its empty fixed-size slot.
 */
export function iconRegistrationCode(
  names: readonly string[],
  resolve: IconFileResolver,
  registerModule: string,
): string {
  const entries: string[] = [];
  for (const name of names) {
    const file = resolve(name);
    if (file) entries.push(`  ${JSON.stringify(name)}: () => import(${JSON.stringify(file)}),`);
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
