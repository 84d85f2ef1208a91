import {
  type ComponentType,
  forwardRef,
  type HTMLAttributes,
  memo,
  type ReactNode,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useDivisionOptions, useNavigationIndex, useNavigationLink, useSidebar } from '../../hook/hooks.js';
import { useIsoLayoutEffect } from '../../hook/iso-layout-effect.js';
import { useNavigationSnapshot, useOnNavigate } from '../../hook/sidebar-hooks.js';
import type { SidebarView } from '../../hook/types.js';
import { cx } from '../class-name.js';
import { divisionNode } from '../division.js';
import { DivisionLink } from '../division-link.js';
import { NavIcon } from '../nav-icon.js';
import { useComposedRefs } from './compose-refs.js';
import { CurrentPages } from './current-page.js';
import { FirstRenderContext, firstRender, useLeavingViews } from './progressive.js';
import {
  type CollapsedMode,
  DEFAULT_SIDEBAR_LABELS,
  type SidebarComponents,
  SidebarContext,
  type SidebarContextValue,
  type SidebarFilterBoxProps,
  type SidebarLabels,
} from './sidebar-context.js';
import { ProgressiveList } from './sidebar-items.js';
import type { SidebarKey } from './sidebar-keys.js';
import { useSidebarScroll } from './sidebar-scroll.js';

/** The arrow-key handler (`sidebar-keys.ts`) is not part of the first page's code: it is loaded when focus
 *  first enters a sidebar, and a key pressed before it arrived is handled once it has. */
let onKeys: ((event: SidebarKey) => void) | undefined;
let keysLoading: Promise<void> | undefined;
const loadKeys = () =>
  (keysLoading ??= import('./sidebar-keys.js').then(
    (module) => {
      onKeys = module.onSidebarKeyDown;
    },
    () => {
      keysLoading = undefined;
    },
  ));
function sidebarKeyDown(event: SidebarKey): void {
  if (onKeys) {
    onKeys(event);
    return;
  }
  // The event's fields as they are now (React's event is reused: `currentTarget` is cleared after it).
  const early: SidebarKey = { ...event, preventDefault() {} };
  loadKeys().then(() => onKeys?.(early));
}

/** Props of {@link Sidebar}: the `nav`'s attributes (passed to it, `ref` included) and the sidebar's own. */
export interface SidebarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Extra class names on the `nav`. */
  className?: string;
  /** How closed nested groups keep their pages (see `CollapsedMode`). Default `deferred`. */
  collapsed?: CollapsedMode;
  /** Texts, for translation. */
  labels?: Partial<SidebarLabels>;
  /** Rendered at the top, above the anchors (the layout puts the `Dropdown` here). */
  header?: ReactNode;
  /** A filter box at the top (docs/components.md, "Sidebar filter"): the kit's is `SidebarFilterBox` from
   *  `@docsnav/react/layout` (`filter={SidebarFilterBox}`), which narrows the sidebar to the pages matching
   *  what the reader types, opening their groups; Escape or clearing it restores them. Default none
   *  (`DocsLayout` passes the kit's; `false` there removes it). Passed in rather than built in, so a sidebar
   *  without it does not ship its code. */
  filter?: ComponentType<SidebarFilterBoxProps> | false;
  /** Lists the active sidebar's anchors at its top. Default true. */
  showAnchors?: boolean;
  /** Rendered after the groups. */
  footer?: ReactNode;
  /** Key under which the scroll position is kept across navigations and remounts. */
  scrollKey?: string;
  /** Parts drawn by the host (docs/components.md, "Customising a part"): the page and/or group entries
   *  (`Page`, `Group`, each receiving the item and its live state), or only their labels (`PageLabel`,
   *  `GroupLabel`); the kit keeps the lists, the deferred rendering, the scrolling and per-entry updates. */
  components?: SidebarComponents;
}

/** The list of one scope. Where its first render starts is read once, when it mounts (not a
 *  subscription), so its entries never re-render through it; `hidden` while it is being replaced. */
const ScopeList = memo(function ScopeList({
  view,
  hidden,
  deferred,
}: {
  view: SidebarView;
  hidden: boolean;
  deferred: boolean;
}) {
  const read = useNavigationSnapshot();
  const [first] = useState(() => {
    if (!deferred) return new Map<string, [number, number]>();
    const { location, isOpen } = read();
    return firstRender(view, location, isOpen);
  });
  return (
    <FirstRenderContext.Provider value={first}>
      <ProgressiveList items={view.items} level={0} owner={view.id} hidden={hidden} />
    </FirstRenderContext.Provider>
  );
});

/**
 * The sidebar: a labelled `nav` of nested lists. Top-level groups are headings; nested groups are
 * disclosures (WAI-ARIA APG disclosure: a button with `aria-expanded` and `aria-controls`). The current page has `aria-current="page"` and is scrolled into view
 * inside the sidebar only when hidden; the sidebar's scroll position survives navigations.
 */
export const Sidebar = memo(
  forwardRef<HTMLElement, SidebarProps>(function Sidebar(
    {
      className,
      collapsed = 'deferred',
      labels,
      header,
      filter: Filter,
      showAnchors = true,
      footer,
      scrollKey = 'docsnav-sidebar',
      components,
      ...rest
    },
    forwarded,
  ) {
    // Narrow hooks only: a navigation inside the same scope does not re-render the sidebar itself, only the
    // items whose state changed (each subscribes to its own node).
    const index = useNavigationIndex();
    const Link = useNavigationLink();
    const sidebar = useSidebar();
    const anchors = useDivisionOptions('anchor');
    const views = useLeavingViews(sidebar);
    const ref = useRef<HTMLElement>(null);
    const merged = useMemo(() => ({ ...DEFAULT_SIDEBAR_LABELS, ...labels }), [labels]);
    // The page entries' navigation listener: one for the sidebar (see `CurrentPages`).
    const [pages] = useState(() => new CurrentPages());
    pages.read = useNavigationSnapshot();
    pages.index = index;
    useOnNavigate((location) => pages.moved(location));
    // A new index renumbers the nodes: the current entry is looked up again.
    useIsoLayoutEffect(() => pages.moved(pages.read().location), [index]);
    const context = useMemo<SidebarContextValue>(
      () => ({ Link, collapsed, labels: merged, components, pages }),
      [Link, collapsed, merged, components, pages],
    );
    useSidebarScroll(ref, scrollKey);
    const composed = useComposedRefs(ref, forwarded);
    const [narrowed, setNarrowed] = useState<SidebarView>();
    return (
      <nav
        {...rest}
        onFocus={(event) => {
          rest.onFocus?.(event);
          loadKeys();
        }}
        onKeyDown={(event) => {
          rest.onKeyDown?.(event);
          sidebarKeyDown(event);
        }}
        ref={composed}
        className={cx('docsnav-sidebar', className)}
        aria-label={merged.nav}
        data-scope={sidebar.id}
      >
        {Filter && <Filter labels={merged} nav={ref} onNarrow={setNarrowed} />}
        {header}
        {showAnchors && anchors.length > 0 && (
          <ul className="docsnav-anchors">
            {anchors.map((anchor) => {
              const division = divisionNode(index, anchor.node);
              return (
                <li key={anchor.node}>
                  <DivisionLink className="docsnav-anchor" option={anchor}>
                    <NavIcon icon={division?.icon} />
                    <span>{anchor.label}</span>
                  </DivisionLink>
                </li>
              );
            })}
          </ul>
        )}
        <SidebarContext.Provider value={context}>
          {narrowed ? (
            <ScopeList key="docsnav-filter" view={narrowed} hidden={false} deferred={false} />
          ) : (
            views.map((view) => (
              <ScopeList
                key={view.id}
                view={view}
                hidden={view !== sidebar}
                deferred={collapsed === 'deferred'}
              />
            ))
          )}
        </SidebarContext.Provider>
        {footer}
      </nav>
    );
  }),
);
