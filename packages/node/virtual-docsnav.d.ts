/**
 * Types of the `virtual:docsnav` module served by the `@docsnav/node/vite` plugin. Reference them once in
 * a project: `/// <reference types="@docsnav/node/virtual-docsnav" />` (or list the file in `types`).
 *
 * The navigation split per sidebar, for `NavigationProvider`'s `shell`, `scopes`, `loadScope` and
 * `resolveScopes` props: `const ids = await resolveScopes(location.pathname)`, then
 * `scopes = await Promise.all(ids.map(loadScope))` before the first render.
 */
declare module 'virtual:docsnav' {
  import type { NavScope, NavShell } from '@docsnav/core';
  /** Settings, global anchors and every division of the docs folder's navigation (no groups or pages). */
  export const shell: NavShell;
  /** Loads the groups and pages of one sidebar by scope id (its own chunk, loaded once). Rejects for an
   *  unknown id. */
  export function loadScope(id: string): Promise<NavScope>;
  /** The ids of the scopes a pathname needs (under the model's basePath; query and hash ignored): its
   *  sidebar's, and its own for a hidden page shown in another sidebar. Loads one small bucket of the route
   *  map; an unknown pathname gets the scopes of the sidebar the whole model would show for it. */
  export function resolveScopes(pathname: string): Promise<string[]>;
}

/**
 * Types of `virtual:docsnav/diagnostics`: every problem found while loading the docs folder. Its own module
 * (a folder of missing page files has one per page): import it where the problems are shown, dynamically
 * when that is rare.
 */
declare module 'virtual:docsnav/diagnostics' {
  import type { Diagnostic } from '@docsnav/core';
  /** Every problem found while loading the docs folder, each with its file, line and column. */
  export const diagnostics: Diagnostic[];
}

/**
 * Types of `virtual:docsnav/model`: the whole navigation in one module, for hosts that pass `model` to
 * `NavigationProvider` instead of the split (every page then loads every page's navigation).
 */
declare module 'virtual:docsnav/model' {
  import type { Diagnostic, NavModel } from '@docsnav/core';
  /** The navigation model of the docs folder. */
  export const model: NavModel;
  /** Every problem found while loading it (as `virtual:docsnav/diagnostics`). */
  export const diagnostics: Diagnostic[];
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
