import type { IconRef } from '@docsnav/core';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { type ComponentType, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Badge } from './badge.js';
import { cx } from './class-name.js';
import { DivisionLink } from './division-link.js';
import { VISUALLY_HIDDEN } from './links.js';
import { NavIcon } from './nav-icon.js';
import { StrokeIcon } from './stroke-icon.js';

/** One entry of a switcher or menu; without `href` (a label-only division) it is a disabled item. */
export interface MenuOption {
  /** React key of the item (the division's node index). */
  key: string | number;
  /** The division it selects (node index): following the option calls `selectDivision` with it. */
  node?: number | undefined;
  /** Where the option leads; undefined for a label-only division (a disabled item). */
  href?: string | undefined;
  /** The text shown (for languages, the native name). */
  label: string;
  /** The active option: `aria-current="true"`, shown on the button; selecting it only closes the menu. */
  current: boolean;
  /** Icon shown before the label. */
  icon?: IconRef | undefined;
  /** Second line under the label (product `description`). */
  description?: string | undefined;
  /** Badge after the label (version `tag`). */
  tag?: string | undefined;
  /** Forces the external treatment (new tab, mark); default from the division's link. */
  external?: boolean | undefined;
  /** Language and direction of the label (language switcher). */
  lang?: string | undefined;
  /** Writing direction of the label (language switcher). */
  dir?: 'ltr' | 'rtl' | undefined;
}

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
}

/** An option's default content. */
export function OptionContent({ option }: { option: MenuOption }) {
  return (
    <>
      {option.icon !== undefined && <NavIcon icon={option.icon} />}
      <span className="docsnav-option-text">
        <span className="docsnav-option-label" lang={option.lang} dir={option.dir}>
          {option.label}
        </span>
        {option.description && <span className="docsnav-option-description">{option.description}</span>}
      </span>
      {option.tag && <Badge>{option.tag}</Badge>}
    </>
  );
}

/** One menu item: a link to the option's target, or a disabled item when the option leads nowhere. */
function MenuEntry({ option, Option }: { option: MenuOption; Option?: MenuButtonComponents['Option'] }) {
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

function ChevronDown() {
  return <StrokeIcon className="docsnav-chevron" paths={['m6 9 6 6 6-6']} />;
}

/**
 * A menu button (WAI-ARIA APG) on Radix DropdownMenu whose items are real links: arrow keys move, Enter
 * follows the link, Escape closes and returns focus to the button. The current option has
 * `aria-current="true"` and `data-active`; selecting it only closes the menu.
 */
export const MenuButton = forwardRef<HTMLDivElement, MenuButtonInternalProps>(function MenuButton(
  {
    kind,
    name,
    options,
    dir,
    trigger,
    triggerClassName,
    className,
    components,
    open,
    defaultOpen,
    onOpenChange,
    ...rest
  },
  ref,
) {
  // `open` goes to Radix's controllable state, which warns itself when a host switches it between controlled
  // and uncontrolled (in development), so the menus do not add a warning of their own.
  const current = options.find((option) => option.current) ?? options.find((option) => option.href);
  if (!current) return null;
  const Option = components?.Option;
  const rootProps = {
    ...(open !== undefined && { open }),
    ...(defaultOpen !== undefined && { defaultOpen }),
    ...(onOpenChange && { onOpenChange }),
    ...(dir && { dir }),
    modal: false,
  };
  return (
    <div {...rest} ref={ref} className={cx('docsnav-switcher', className)} data-kind={kind}>
      <DropdownMenu.Root {...rootProps}>
        <DropdownMenu.Trigger className={cx('docsnav-switcher-trigger', triggerClassName)}>
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
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="docsnav-menu" data-kind={kind} align="start" sideOffset={4}>
            {options.map((option) => (
              <MenuEntry key={option.key} option={option} Option={Option} />
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
});
