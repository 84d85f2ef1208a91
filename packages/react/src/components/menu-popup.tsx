import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { type ComponentType, type ReactNode, useCallback, useLayoutEffect, useRef } from 'react';
import { DivisionLink } from './division-link.js';
import { type MenuOption, OptionContent } from './option-content.js';

/** The host's part for the content of one option (the menu button's `components.Option`). */
type OptionPart = ComponentType<{ option: MenuOption }> | undefined;

/** One menu item: a link to the option's target, or a disabled item when the option leads nowhere. */
function MenuEntry({ option, Option }: { option: MenuOption; Option: OptionPart }) {
  const content = Option ? <Option option={option} /> : <OptionContent option={option} />;
  if (!option.href) {
    return (
      <DropdownMenu.Item className="docsnav-menu-item" disabled>
        {content}
      </DropdownMenu.Item>
    );
  }
  return (
    <DropdownMenu.Item asChild>
      <DivisionLink className="docsnav-menu-item" option={option} hrefLang={option.lang} inertWhenCurrent>
        {content}
      </DivisionLink>
    </DropdownMenu.Item>
  );
}

/** Props of {@link MenuPopup}: the menu button's state and what its trigger shows. */
export interface MenuPopupProps {
  kind: string;
  options: MenuOption[];
  Option: OptionPart;
  dir?: 'ltr' | 'rtl' | undefined;
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** The trigger's class names and content (the same as the placeholder's: nothing shifts). */
  triggerClassName: string;
  triggerContent: ReactNode;
  /** The placeholder had focus when this replaced it: the trigger takes it. */
  focusTrigger: boolean;
  /** The reader opened the menu with a key before it loaded: its first item takes focus, as Radix's
   *  keyboard opening does. */
  openedByKey: boolean;
}

/**
 * The menu of a menu button (WAI-ARIA APG) on Radix DropdownMenu, loaded on the reader's first intent
 * (`MenuButton` draws a plain button until then): arrow keys move, Enter follows the link, Escape closes
 * and returns focus to the button.
 */
export function MenuPopup({
  kind,
  options,
  Option,
  dir,
  open,
  defaultOpen,
  onOpenChange,
  triggerClassName,
  triggerContent,
  focusTrigger,
  openedByKey,
}: MenuPopupProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Only when this replaces the placeholder (its first render's props).
  const focusOnMount = useRef(focusTrigger && !openedByKey);
  useLayoutEffect(() => {
    if (focusOnMount.current) trigger.current?.focus();
  }, []);
  // Radix moves focus to the first item when a key opened the menu; a key pressed before the menu loaded
  // happened before Radix listened: the first enabled item takes focus as the content mounts.
  const keyed = useRef(openedByKey);
  const focusFirst = useCallback((content: HTMLDivElement | null) => {
    if (!content || !keyed.current) return;
    keyed.current = false;
    content
      .querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')
      ?.focus({ preventScroll: true });
  }, []);
  const rootProps = {
    ...(open !== undefined && { open }),
    ...(defaultOpen !== undefined && { defaultOpen }),
    ...(onOpenChange && { onOpenChange }),
    ...(dir && { dir }),
    modal: false,
  };
  return (
    <DropdownMenu.Root {...rootProps}>
      <DropdownMenu.Trigger ref={trigger} className={triggerClassName}>
        {triggerContent}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={focusFirst}
          className="docsnav-menu"
          data-kind={kind}
          align="start"
          sideOffset={4}
        >
          {options.map((option) => (
            <MenuEntry key={option.key} option={option} Option={Option} />
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
