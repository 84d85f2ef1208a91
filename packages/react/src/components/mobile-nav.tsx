import * as Dialog from '@radix-ui/react-dialog';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { type ButtonHTMLAttributes, forwardRef, type ReactNode, useEffect, useState } from 'react';
import { useNavigationLocation } from '../hook/hooks.js';
import { cx } from './class-name.js';
import { useActiveLanguage } from './language.js';
import { Sidebar } from './sidebar/sidebar.js';
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

function Cross() {
  return <StrokeIcon size="1.25em" paths={['M18 6 6 18M6 6l12 12']} />;
}

/**
 * The phone navigation: a button opening a drawer (Radix Dialog) with the sidebar. Focus moves into the
 * drawer and stays there, Escape or the close button closes it and focus returns to the button; following
 * a link closes it.
 */
export const MobileNav = forwardRef<HTMLButtonElement, MobileNavProps>(function MobileNav(
  { className, labels, children, open, defaultOpen = false, onOpenChange, ...rest },
  ref,
) {
  const location = useNavigationLocation();
  const { dir } = useActiveLanguage();
  const text = { ...DEFAULT_LABELS, ...labels };
  // The kit's one controlled-state helper (Radix's, as its menus and dialogs use): `onOpenChange` hears only
  // real changes; switching `open` between a value and undefined warns in development.
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
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Trigger
        {...rest}
        ref={ref}
        className={cx('docsnav-mobile-trigger', className)}
        aria-label={rest['aria-label'] ?? text.open}
      >
        <Bars />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="docsnav-drawer-overlay" />
        <Dialog.Content className="docsnav-drawer" aria-describedby={undefined} aria-modal="true" dir={dir}>
          <div className="docsnav-drawer-header">
            <Dialog.Title className="docsnav-drawer-title">{text.title}</Dialog.Title>
            <Dialog.Close className="docsnav-drawer-close" aria-label={text.close}>
              <Cross />
            </Dialog.Close>
          </div>
          {children ?? <Sidebar scrollKey="docsnav-drawer" />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
});
