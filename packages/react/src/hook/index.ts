/** The headless navigation hook of @docsnav/react (DESIGN.md §5): the provider and the narrow hooks a
 *  sidebar needs. `useNavigation()` and the breadcrumb / pager hooks are in `./navigation.js` and
 *  `./trail-hooks.js`, exported by the package's main entry; switch targets by `@docsnav/react/switchers`. */
export {
  useDivisionOptions,
  useNavIndex,
  useNavigationActions,
  useNavLink,
  useNavLocation,
  useSidebar,
  useSidebarNode,
} from './hooks.js';
export { NavigationProvider } from './provider.js';
export type { OptionKind } from './store.js';
export type * from './types.js';
