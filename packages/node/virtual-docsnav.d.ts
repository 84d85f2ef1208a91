/**
 * Types of the `virtual:docsnav` module served by the `@docsnav/node/vite` plugin. Reference them once in
 * a project: `/// <reference types="@docsnav/node/virtual-docsnav" />` (or list the file in `types`).
 */
declare module 'virtual:docsnav' {
  import type { Diagnostic, NavModel } from '@docsnav/core';
  /** The navigation model of the docs folder. */
  export const model: NavModel;
  /** Every problem found while loading it, each with its file, line and column. */
  export const diagnostics: Diagnostic[];
  /** The absolute path of the docs folder. */
  export const root: string;
}

/**
 * Types of the `virtual:docsnav-icons` module served by the same plugin: exactly the lucide icons the docs
 * model uses, as a table for `@docsnav/react` (`<IconResolverProvider icons={icons}>` or
 * `registerIcons(icons)`).
 */
declare module 'virtual:docsnav-icons' {
  /** Kebab-case lucide name → a static `import()` of that icon's module (one small chunk per icon). */
  export const icons: Readonly<Record<string, () => Promise<unknown>>>;
}

/**
 * Types of the `virtual:docsnav-finder` module served by the same plugin: the page finder's data (every page
 * of the navigation, `@docsnav/core/finder`). Import it dynamically only, so that it is a chunk of its own
 * loaded on first use: `<PageFinder load={() => import('virtual:docsnav-finder').then((m) => m.finder)} />`.
 */
declare module 'virtual:docsnav-finder' {
  import type { FinderData } from '@docsnav/core/finder';
  /** Every page of the navigation: title, trail, version, language, endpoint, href. */
  export const finder: FinderData;
  export default finder;
}
