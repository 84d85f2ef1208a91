import type { DivisionOption } from '@docsnav/core';
import { useNavigation } from '../hook/index.js';
import { divisionNode } from './division.js';
import { nativeLanguageName, useActiveLanguage } from './language.js';
import { MenuButton, type MenuButtonProps, type MenuOption } from './menu-button.js';

/** Props of every switcher: a `className`, an option slot and the open state. */
export interface SwitcherProps extends MenuButtonProps {
  /** Spoken before the current value on the button (translation). */
  label?: string;
}

type Nav = ReturnType<typeof useNavigation>;

function toOptions(nav: Nav, options: DivisionOption[]): MenuOption[] {
  return options.map((option) => {
    const division = divisionNode(nav.model, option.node);
    return {
      key: option.node,
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

/** Switches product (name, description, icon), keeping the reader on the closest page. Hidden with < 2. */
export function ProductSwitcher({ label = 'Product', ...props }: SwitcherProps) {
  const nav = useNavigation();
  const { dir } = useActiveLanguage();
  if (nav.products.length < 2) return null;
  return (
    <MenuButton
      {...props}
      kind="product"
      name={label}
      options={toOptions(nav, nav.products)}
      Link={nav.Link}
      dir={dir}
    />
  );
}

/** Switches version (with its `tag`, e.g. "Legacy"), keeping the reader on the same page when it exists. */
export function VersionSwitcher({ label = 'Version', ...props }: SwitcherProps) {
  const nav = useNavigation();
  const { dir } = useActiveLanguage();
  if (nav.versions.length < 2) return null;
  return (
    <MenuButton
      {...props}
      kind="version"
      name={label}
      options={toOptions(nav, nav.versions)}
      Link={nav.Link}
      dir={dir}
    />
  );
}

/** Switches language; each option is named in its own language (`Intl.DisplayNames`) with `lang`/`dir`. */
export function LanguageSwitcher({ label = 'Language', ...props }: SwitcherProps) {
  const nav = useNavigation();
  const { dir } = useActiveLanguage();
  if (nav.languages.length < 2) return null;
  const options = nav.languages.map((option): MenuOption => {
    const language = divisionNode(nav.model, option.node)?.language;
    const bcp47 = language?.bcp47;
    return {
      key: option.node,
      href: option.href,
      label: bcp47 ? nativeLanguageName(bcp47, option.label) : option.label,
      current: option.current,
      lang: bcp47,
      dir: language?.dir,
    };
  });
  return <MenuButton {...props} kind="language" name={label} options={options} Link={nav.Link} dir={dir} />;
}

/** The active sidebar's dropdowns (`navigation.dropdowns`) as a menu button showing the current one. */
export function Dropdown({ label = 'Section', ...props }: SwitcherProps) {
  const nav = useNavigation();
  const { dir } = useActiveLanguage();
  if (nav.dropdowns.length === 0) return null;
  return (
    <MenuButton
      {...props}
      kind="dropdown"
      name={label}
      options={toOptions(nav, nav.dropdowns)}
      Link={nav.Link}
      dir={dir}
      triggerClassName="docsnav-dropdown-trigger"
    />
  );
}
