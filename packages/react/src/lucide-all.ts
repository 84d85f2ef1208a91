'use client';
/**
 * @docsnav/react/lucide-all: every lucide icon by name, as an opt-in icon source. It loads lucide's
 * `dynamicIconImports` map (about 67 KB gzip) on the first icon, so prefer an icon table (the Vite
 * plugin's `virtual:docsnav-icons`, or your own); use this when names are only known at run time:
 * `<IconResolverProvider icons={lucideAll}>` or `registerIcons(lucideAll)`. Never imported by default.
 */
import type { IconSource } from './components/icon-loader.js';

/** Loads any lucide icon by kebab-case name (aliases included); resolves to nothing for unknown names. */
export const lucideAll: IconSource = (name) =>
  import('lucide-react/dynamic').then(({ dynamicIconImports }) => {
    const table: Record<string, () => Promise<unknown>> = dynamicIconImports;
    return Object.hasOwn(table, name) ? table[name]?.() : undefined;
  });
