import {
  type ComponentType,
  forwardRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { cx } from './class-name.js';
import { type LazyPart, lazyPart, useLazyPart } from './lazy-part.js';
import { VISUALLY_HIDDEN } from './links.js';
import type { MenuPopupProps } from './menu-popup.js';
import { type MenuOption, OptionContent } from './option-content.js';
import { StrokeIcon } from './stroke-icon.js';

export { type MenuOption, OptionContent } from './option-content.js';

/** Props shared by the menu-button components (switchers, dropdown, tab menus): the wrapper `div`'s
 *  attributes (passed to it, `ref` included) and the menu's own. */
export interface MenuButtonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dir'> {
  /** Extra class names on the wrapper. */
  className?: string;
  /** Parts drawn by the host (docs/components.md, "Customising a part"): `Option`, the content of one
   *  option inside the kit's menu item, and of the current one on the button (default: icon, label, tag,
   *  description). */
  components?: MenuButtonComponents;
  /** Open state, for stories and hosts that control it. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/** The parts of a menu button (switchers, dropdown) a host may draw. Keep the object stable (module level
 *  or memoized). */
export interface MenuButtonComponents {
  /** The content of one option. */
  Option?: ComponentType<{ option: MenuOption }>;
}

interface MenuButtonInternalProps extends MenuButtonProps {
  kind: string;
  /** Spoken before the current value: "Version", "Language"... */
  name: string;
  options: MenuOption[];
  dir?: 'ltr' | 'rtl' | undefined;
  /** Trigger content; defaults to the current option. */
  trigger?: ReactNode;
  triggerClassName?: string;
  /** The menu's module, loaded on first intent (default: the plain menu; the switchers' computes where each
   *  option leads when it arrives). */
  popupPart?: MenuPopupPart;
}

/** A lazily loaded module drawing a menu button's menu. */
export type MenuPopupPart = LazyPart<{ MenuPopup: ComponentType<MenuPopupProps> }>;

function ChevronDown() {
  return <StrokeIcon className="docsnav-chevron" paths={['m6 9 6 6 6-6']} />;
}

/** The menu itself (Radix DropdownMenu and its items): not in the entry, loaded on the reader's first intent. */
const popupPart: MenuPopupPart = lazyPart(() => import('./menu-popup.js'));

/** Keys that open a menu button (APG): Enter and Space toggle it, ArrowDown opens it. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A menu button (WAI-ARIA APG) on Radix DropdownMenu whose items are real links: arrow keys move, Enter
 * follows the link, Escape closes and returns focus to the button. The current option has
 * `aria-current="true"` and `data-active`; selecting it only closes the menu.
 *
 * The menu (Radix and the items) loads on the reader's first intent: pointer over the button, focus, touch,
 * a key. Until it has arrived (and in the server HTML), the button is a plain button with the same content
 * and attributes (nothing shifts when the menu replaces it); a press or an opening key meanwhile opens the
 * menu as soon as it arrives, with no second press.
 */
export const MenuButton = forwardRef<HTMLDivElement, MenuButtonInternalProps>(function MenuButton(
  {
    kind,
    name,
    options,
    dir,
    trigger,
    triggerClassName,
    popupPart: part = popupPart,
    className,
    components,
    open,
    defaultOpen,
    onOpenChange,
    ...rest
  },
  ref,
) {
  const [popup, load] = useLazyPart(part);
  /** How the reader asked to open the menu before it loaded: a pointer or a key. */
  const [asked, setAsked] = useState<'pointer' | 'key' | undefined>(undefined);
  const placeholder = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  // A menu shown open from the start (a story, a host's state) loads at once.
  useEffect(() => {
    if (open || defaultOpen) load();
  }, [open, defaultOpen, load]);
  // `open` goes to Radix's controllable state, which warns itself when a host switches it between controlled
  // and uncontrolled (in development), so the menus do not add a warning of their own.
  const current = options.find((option) => option.current) ?? options.find((option) => option.href);
  if (!current) return null;
  const Option = components?.Option;
  const triggerContent = (
    <>
      {trigger ?? (
        <>
          <span style={VISUALLY_HIDDEN}>{name}: </span>
          {Option ? (
            <Option option={current} />
          ) : (
            <OptionContent option={{ ...current, description: undefined }} />
          )}
        </>
      )}
      <ChevronDown />
    </>
  );
  const triggerClass = cx('docsnav-switcher-trigger', triggerClassName);
  let body: ReactNode;
  if (popup) {
    body = (
      <popup.MenuPopup
        kind={kind}
        options={options}
        Option={Option}
        dir={dir}
        open={open}
        defaultOpen={asked !== undefined || defaultOpen}
        onOpenChange={onOpenChange}
        triggerClassName={triggerClass}
        triggerContent={triggerContent}
        focusTrigger={hadFocus.current}
        openedByKey={asked === 'key'}
      />
    );
  } else {
    const ask = (how: 'pointer' | 'key') => {
      load();
      if (asked !== undefined) return;
      setAsked(how);
      // A controlled menu opens through its host.
      if (open === undefined) return;
      if (!open) onOpenChange?.(true);
    };
    // As Radix's trigger: a primary press opens the menu at pointerdown (no focus on the button then),
    // Enter, Space and ArrowDown at keydown.
    body = (
      <button
        ref={placeholder}
        type="button"
        className={triggerClass}
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        onPointerEnter={load}
        onTouchStart={load}
        onFocus={() => {
          hadFocus.current = true;
          load();
        }}
        onBlur={() => {
          hadFocus.current = false;
        }}
        onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
          load();
          if (event.button === 0 && !event.ctrlKey) {
            event.preventDefault();
            ask('pointer');
          }
        }}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          load();
          if (!OPEN_KEYS.has(event.key)) return;
          event.preventDefault();
          ask('key');
        }}
        onClick={(event) => {
          // A click without a press (assistive technology, a script): no pointerdown came first.
          if (event.detail === 0) ask('key');
        }}
      >
        {triggerContent}
      </button>
    );
  }
  return (
    <div {...rest} ref={ref} className={cx('docsnav-switcher', className)} data-kind={kind}>
      {body}
    </div>
  );
});
