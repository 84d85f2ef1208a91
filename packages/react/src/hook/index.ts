/** The headless navigation hook of @docsnav/react (DESIGN.md §5): the provider and the narrow hooks a
 *  sidebar needs. `useNavigation()` and the breadcrumb / pager hooks are in `./navigation.js` and
 *  `./trail-hooks.js`, exported by the package's main entry; switch targets by `@docsnav/react/switchers`. */

export type { OptionKind } from '../state/nav-store.js';
/** The storage behind a `persistence` option (`'session'`, `'local'` or a host adapter) under a key: what the
 *  provider keeps expansion in, for a host component that keeps its own state the same way (read after
 *  mount; reads and writes never throw). */
export { adapter as persistenceAdapter } from '../state/persistence.js';
export {
  useDivisionOptions,
  useNavigationActions,
  useNavigationIndex,
  useNavigationLink,
  useNavigationLocation,
  useSidebar,
  useSidebarNode,
} from './hooks.js';
export { NavigationProvider } from './provider.js';
export type * from './types.js';
