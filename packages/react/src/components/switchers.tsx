import { type DivisionOption, divisionOptions, type NavIndex, nativeLanguageName } from '@docsnav/core';
import { useDivisionOptions, useNavIndex, useNavLocation } from '../hook/hooks.js';
import { type SwitchKind, useSwitchTargets } from '../hook/switch-targets.js';
import { divisionNode } from './division.js';
import { useActiveLanguage } from './language.js';
import { MenuButton, type MenuButtonProps, type MenuOption } from './menu-button.js';

/** Props of every switcher: a `className`, an option slot and the open state. */
export interface SwitcherProps extends MenuButtonProps {
  /** Spoken before the current value on the button (translation). */
  label?: string;
}

function toOptions(index: NavIndex, options: DivisionOption[]): MenuOption[] {
  return options.map((option) => {
    const division = divisionNode(index, option.node);
    return {
      key: option.node,
      node: option.node,
      href: option.href,
      label: option.label,
      current: option.current,
      icon: division?.icon,
      description: division?.description,
      tag: division?.tag,
      external: division?.link?.external,
    };
  });
}

/**
 * The switch targets of `kind` with the label-only divisions of the axis (no page, no link) in their place,
 * without `href`: the menu shows them disabled. Empty with fewer than two targets (nothing to switch to).
 */
function useSwitchOptions(kind: SwitchKind): DivisionOption[] {
  const index = useNavIndex();
  const location = useNavLocation();
  const targets = useSwitchTargets(kind);
  if (targets.length < 2) return [];
  const byNode = new Map(targets.map((target) => [target.node, target]));
  return divisionOptions(index, location, kind).map((option) => byNode.get(option.node) ?? option);
}

/** A product or version switcher: hidden with fewer than two options that lead somewhere. */
function Switcher({ kind, name, ...props }: MenuButtonProps & { kind: SwitchKind; name: string }) {
  const index = useNavIndex();
  const options = useSwitchOptions(kind);
  const { dir } = useActiveLanguage();
  if (options.length === 0) return null;
  return <MenuButton {...props} kind={kind} name={name} options={toOptions(index, options)} dir={dir} />;
}

/** Switches product (name, description, icon), keeping the reader on the closest page. Hidden with < 2. */
export function ProductSwitcher({ label = 'Product', ...props }: SwitcherProps) {
  return <Switcher {...props} kind="product" name={label} />;
}

/** Switches version (with its `tag`, e.g. "Legacy"), keeping the reader on the same page when it exists. */
export function VersionSwitcher({ label = 'Version', ...props }: SwitcherProps) {
  return <Switcher {...props} kind="version" name={label} />;
}

/** Switches language; each option is named in its own language (`Intl.DisplayNames`) with `lang`/`dir`. */
export function LanguageSwitcher({ label = 'Language', ...props }: SwitcherProps) {
  const index = useNavIndex();
  const targets = useSwitchOptions('language');
  const { dir } = useActiveLanguage();
  if (targets.length === 0) return null;
  const options = targets.map((option): MenuOption => {
    const language = divisionNode(index, option.node)?.language;
    const bcp47 = language?.bcp47;
    return {
      key: option.node,
      node: option.node,
      href: option.href,
      label: bcp47 ? nativeLanguageName(bcp47, option.label) : option.label,
      current: option.current,
      lang: bcp47,
      dir: language?.dir,
    };
  });
  return <MenuButton {...props} kind="language" name={label} options={options} dir={dir} />;
}

/** The active sidebar's dropdowns (`navigation.dropdowns`) as a menu button showing the current one. */
export function Dropdown({ label = 'Section', ...props }: SwitcherProps) {
  const index = useNavIndex();
  const dropdowns = useDivisionOptions('dropdown');
  const { dir } = useActiveLanguage();
  if (dropdowns.length === 0) return null;
  return (
    <MenuButton
      {...props}
      kind="dropdown"
      name={label}
      options={toOptions(index, dropdowns)}
      dir={dir}
      triggerClassName="docsnav-dropdown-trigger"
    />
  );
}
