import {
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { persistenceAdapter } from '../../hook/index.js';
import { useIsoLayoutEffect } from '../../hook/iso-layout-effect.js';
import type { Persistence } from '../../hook/types.js';
import { cx } from '../class-name.js';
import { useControllableState } from '../controllable-state.js';
import { StrokeIcon } from '../stroke-icon.js';
import { revealInside } from './sidebar-scroll.js';

/** Options of the desktop sidebar's hide/show button (`DocsLayout`'s `sidebarCollapse`). */
export interface SidebarCollapseOptions {
  /** Where the state is kept across reloads, as the provider's `persistence` keeps the expansion state:
   *  `'local'` (default), `'session'`, a host adapter, or false (not kept). Read after mount. */
  persistence?: Persistence | false;
  /** Storage key for `'session'` / `'local'`. Default `'docsnav:sidebar'`. */
  storageKey?: string;
  /** Hidden in the server render and before the saved state is read. Default false. */
  defaultCollapsed?: boolean;
  /** Controlled state: with it, the button only asks through `onCollapsedChange`. */
  collapsed?: boolean;
  /** Called with the next state on every toggle. */
  onCollapsedChange?: (collapsed: boolean) => void;
}

/** What {@link useSidebarCollapse} gives: the state, and the props of the button and of the region. */
export interface SidebarCollapse {
  /** The sidebar is hidden. */
  collapsed: boolean;
  /** Hides or shows the sidebar (saved when persistence is on). */
  toggle(): void;
  /** Spread on the button: `aria-expanded`, `aria-controls`, `onClick`, a ref (focus comes back to it). */
  button: Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-expanded' | 'aria-controls' | 'onClick'> & {
    ref: RefObject<HTMLButtonElement | null>;
  };
  /** Spread on the element around the sidebar: `id`, `hidden` when collapsed, a ref. */
  region: Pick<HTMLAttributes<HTMLDivElement>, 'id' | 'hidden'> & { ref: RefObject<HTMLDivElement | null> };
}

/**
 * The state of a collapsible desktop sidebar (WAI-ARIA APG disclosure: one button, `aria-expanded`,
 * `aria-controls`). The first render uses `defaultCollapsed` only, so the server and hydrated renders
 * agree; the saved state is applied after mount. When the sidebar hides while focus is inside it, focus
 * moves to the button.
 */
export function useSidebarCollapse(options: SidebarCollapseOptions = {}): SidebarCollapse {
  const { persistence = 'local', storageKey = 'docsnav:sidebar', defaultCollapsed = false } = options;
  const store = useMemo(
    () => persistenceAdapter(persistence || undefined, storageKey),
    [persistence, storageKey],
  );
  // Controlled or not (the kit's helper, with Radix's semantics); the host hears of the button's changes
  // only, not of the saved state applied after mount.
  const [collapsed = false, setCollapsed] = useControllableState({
    prop: options.collapsed,
    defaultProp: defaultCollapsed,
    caller: 'docsnav: useSidebarCollapse (`collapsed`)',
  });
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const region = useRef<HTMLDivElement>(null);
  // The sidebar's last scroll offset while shown (a hidden element loses its scroll position).
  const [scroll] = useState<{ current: number; hid: boolean; page?: Element | null }>({
    current: 0,
    hid: false,
  });
  useEffect(() => {
    const nav = region.current?.firstElementChild;
    const save = () => {
      if (nav && !region.current?.hidden) scroll.current = nav.scrollTop;
    };
    nav?.addEventListener('scroll', save, { passive: true });
    return () => nav?.removeEventListener('scroll', save);
  }, [scroll]);
  useEffect(() => {
    const saved = store?.read()?.collapsed;
    if (saved !== undefined) setCollapsed(saved);
  }, [store, setCollapsed]);
  useIsoLayoutEffect(() => {
    const nav = region.current?.firstElementChild;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (collapsed) {
      scroll.hid = true;
      scroll.page = current;
      // Runs before the browser moves focus off the element being hidden.
      if (region.current?.contains(document.activeElement)) button.current?.focus();
    } else if (nav instanceof HTMLElement && scroll.hid) {
      // Shown again: where it was; after a navigation made while it was hidden, with the new current page
      // brought into view when it is not visible.
      nav.scrollTop = scroll.current;
      if (current && current !== scroll.page) revealInside(nav, current);
    }
  }, [collapsed]);
  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    if (options.collapsed === undefined) store?.write({ collapsed: next });
    options.onCollapsedChange?.(next);
  };
  return {
    collapsed,
    toggle,
    button: { ref: button, 'aria-expanded': !collapsed, 'aria-controls': id, onClick: toggle },
    region: { ref: region, id, hidden: collapsed },
  };
}

/** Props of {@link SidebarCollapseButton}. */
export interface SidebarCollapseButtonProps {
  /** From {@link useSidebarCollapse}. */
  state: SidebarCollapse;
  /** Accessible name (the same in both states: `aria-expanded` tells the state). Default "Toggle sidebar". */
  label?: string;
  /** Extra class names on the button. */
  className?: string;
}

/** The button that hides and shows the desktop sidebar (a panel glyph, mirrored right-to-left). */
export function SidebarCollapseButton({
  state,
  label = 'Toggle sidebar',
  className,
}: SidebarCollapseButtonProps) {
  return (
    <button
      type="button"
      className={cx('docsnav-sidebar-toggle', className)}
      aria-label={label}
      title={label}
      {...state.button}
    >
      <StrokeIcon
        size="1.25em"
        paths={['M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z', 'M9 3v18']}
      />
    </button>
  );
}
