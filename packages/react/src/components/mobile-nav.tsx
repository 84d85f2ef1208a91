import { type ButtonHTMLAttributes, forwardRef, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigationLocation } from '../hook/hooks.js';
import { cx } from './class-name.js';
import { useControllableState } from './controllable-state.js';
import { useActiveLanguage } from './language.js';
import { lazyPart, useLazyPart } from './lazy-part.js';
import { StrokeIcon } from './stroke-icon.js';

/** Texts of the drawer, for translation. */
export interface MobileNavLabels {
  /** Accessible name of the button that opens the drawer. Default "Open navigation". */
  open: string;
  /** Accessible name of the close button. Default "Close navigation". */
  close: string;
  /** The drawer's title (its accessible name). Default "Navigation". */
  title: string;
}

/** Props of {@link MobileNav}: the open button's attributes (passed to it, `ref` included: the button is
 *  what the component renders in place; the drawer is in a portal) and the drawer's own. */
export interface MobileNavProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Extra class names on the open button. */
  className?: string;
  /** Texts, for translation; what is not given stays English. */
  labels?: Partial<MobileNavLabels>;
  /** Drawer content; default: the `Sidebar`. */
  children?: ReactNode;
  /** Open state, for stories and hosts that control it. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes (also when a navigation closes an open drawer); only on a
   *  real change. */
  onOpenChange?: (open: boolean) => void;
}

const DEFAULT_LABELS: MobileNavLabels = {
  open: 'Open navigation',
  close: 'Close navigation',
  title: 'Navigation',
};

function Bars() {
  return <StrokeIcon size="1.25em" paths={['M4 6h16M4 12h16M4 18h16']} />;
}

/** The drawer (Radix Dialog): not in the entry, loaded on the reader's first intent. */
const drawerPart = lazyPart(() => import('./mobile-drawer.js'));

/**
 * The phone navigation: a button opening a drawer (Radix Dialog) with the sidebar. Focus moves into the
 * drawer and stays there, Escape or the close button closes it and focus returns to the button; following
 * a link closes it.
 *
 * The drawer loads on the reader's first intent (pointer over the button, focus, touch, a key). Until it has
 * arrived (and in the server HTML) the button is a plain button with the same content and attributes; a
 * click meanwhile opens the drawer as soon as it arrives, with no second click.
 */
export const MobileNav = forwardRef<HTMLButtonElement, MobileNavProps>(function MobileNav(
  { className, labels, children, open, defaultOpen = false, onOpenChange, ...rest },
  ref,
) {
  const location = useNavigationLocation();
  const { dir } = useActiveLanguage();
  const text = { ...DEFAULT_LABELS, ...labels };
  // The kit's controlled-state helper (the semantics of Radix's, which its menus and dialog use): `onOpenChange`
  // hears only real changes; switching `open` between a value and undefined warns in development.
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'docsnav: <MobileNav> (`open`)',
  });
  // A navigation (a link followed inside the drawer) closes it: reported only when it was open.
  const [shownPath, setShownPath] = useState(location.pathname);
  useEffect(() => {
    if (location.pathname === shownPath) return;
    setShownPath(location.pathname);
    setOpen(false);
  }, [location.pathname, shownPath, setOpen]);
  const [drawer, load] = useLazyPart(drawerPart);
  const hadFocus = useRef(false);
  // A drawer shown open from the start (a story, a host's state) loads at once.
  useEffect(() => {
    if (isOpen) load();
  }, [isOpen, load]);
  const button = {
    ...rest,
    className: cx('docsnav-mobile-trigger', className),
    'aria-label': rest['aria-label'] ?? text.open,
  };
  if (drawer) {
    return (
      <drawer.MobileDrawer
        button={button}
        buttonRef={ref}
        buttonContent={<Bars />}
        open={isOpen}
        setOpen={setOpen}
        dir={dir}
        closeLabel={text.close}
        title={text.title}
        focusButton={hadFocus.current}
      >
        {children}
      </drawer.MobileDrawer>
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      data-state={isOpen ? 'open' : 'closed'}
      {...button}
      ref={ref}
      onPointerEnter={(event) => {
        rest.onPointerEnter?.(event);
        load();
      }}
      onPointerDown={(event) => {
        rest.onPointerDown?.(event);
        load();
      }}
      onTouchStart={(event) => {
        rest.onTouchStart?.(event);
        load();
      }}
      onKeyDown={(event) => {
        rest.onKeyDown?.(event);
        load();
      }}
      onFocus={(event) => {
        rest.onFocus?.(event);
        hadFocus.current = true;
        load();
      }}
      onBlur={(event) => {
        rest.onBlur?.(event);
        hadFocus.current = false;
      }}
      onClick={(event) => {
        rest.onClick?.(event);
        if (event.defaultPrevented) return;
        load();
        setOpen(true);
      }}
    >
      <Bars />
    </button>
  );
});
