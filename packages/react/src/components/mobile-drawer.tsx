import * as Dialog from '@radix-ui/react-dialog';
import { type ButtonHTMLAttributes, type ReactNode, type Ref, useLayoutEffect, useRef } from 'react';
import { Sidebar } from './sidebar/sidebar.js';
import { StrokeIcon } from './stroke-icon.js';

function Cross() {
  return <StrokeIcon size="1.25em" paths={['M18 6 6 18M6 6l12 12']} />;
}

/** Props of {@link MobileDrawer}: the open button's (as `MobileNav` draws it) and the drawer's state. */
export interface MobileDrawerProps {
  /** The open button's attributes and content (the same as the plain button's before: nothing shifts). */
  button: ButtonHTMLAttributes<HTMLButtonElement>;
  buttonRef: Ref<HTMLButtonElement>;
  buttonContent: ReactNode;
  open: boolean;
  setOpen: (open: boolean) => void;
  dir: 'ltr' | 'rtl' | undefined;
  closeLabel: string;
  title: string;
  children: ReactNode;
  /** The plain button had focus when this replaced it: the open button takes it. */
  focusButton: boolean;
}

/**
 * The phone drawer on a Radix dialog, loaded on the reader's first intent (`MobileNav` draws a plain button
 * until then): focus moves into the drawer and stays there, Escape or the close button closes it and focus
 * returns to the button.
 */
export function MobileDrawer({
  button,
  buttonRef,
  buttonContent,
  open,
  setOpen,
  dir,
  closeLabel,
  title,
  children,
  focusButton,
}: MobileDrawerProps) {
  const trigger = useRef<HTMLButtonElement | null>(null);
  // Only when this replaces the plain button (its first render's props) and the drawer stays closed.
  const focusOnMount = useRef(focusButton && !open);
  useLayoutEffect(() => {
    if (focusOnMount.current) trigger.current?.focus();
  }, []);
  const setRefs = (el: HTMLButtonElement | null) => {
    trigger.current = el;
    if (typeof buttonRef === 'function') buttonRef(el);
    else if (buttonRef) buttonRef.current = el;
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger {...button} ref={setRefs}>
        {buttonContent}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="docsnav-drawer-overlay" />
        <Dialog.Content className="docsnav-drawer" aria-describedby={undefined} aria-modal="true" dir={dir}>
          <div className="docsnav-drawer-header">
            <Dialog.Title className="docsnav-drawer-title">{title}</Dialog.Title>
            <Dialog.Close className="docsnav-drawer-close" aria-label={closeLabel}>
              <Cross />
            </Dialog.Close>
          </div>
          {children ?? <Sidebar scrollKey="docsnav-drawer" />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
