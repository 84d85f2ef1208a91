import { type DivisionOption, divisionOptions, type NavIndex, nativeLanguageName } from '@docsnav/core';
import { forwardRef } from 'react';
import { useDivisionOptions, useNavigationIndex, useNavigationLocation } from '../hook/hooks.js';
import { type SwitchKind, useSwitchTargets } from '../hook/switch-targets.js';
import { divisionNode } from './division.js';
import { useActiveLanguage } from './language.js';
import { MenuButton, type MenuButtonProps, type MenuOption } from './menu-button.js';

/** Texts of a switcher, for translation. */
export interface SwitcherLabels {
  /** Spoken before the current value on the button: "Product", "Version", "Language", "Section". */
  name: string;
}

/** Props of every switcher: the wrapper `div`'s attributes (passed to it, `ref` included), an option slot,
 *  the open state and the texts. */
export interface SwitcherProps extends MenuButtonProps {
  /** Texts, for translation; what is not given stays English. */
  labels?: Partial<SwitcherLabels>;
}

/** The spoken name of a switcher: `labels.name`, else the deprecated `label`, else the English default. */
const nameOf = ({ labels }: SwitcherProps, fallback: string) => labels?.name ?? fallback;

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
  const index = useNavigationIndex();
  const location = useNavigationLocation();
  const targets = useSwitchTargets(kind);
  if (targets.length < 2) return [];
  const byNode = new Map(targets.map((target) => [target.node, target]));
  return divisionOptions(index, location, kind).map((option) => byNode.get(option.node) ?? option);
}

/** A product or version switcher: hidden with fewer than two options that lead somewhere. */
const Switcher = forwardRef<HTMLDivElement, SwitcherProps & { kind: SwitchKind; fallback: string }>(
  function Switcher({ kind, fallback, labels, ...props }, ref) {
    const index = useNavigationIndex();
    const options = useSwitchOptions(kind);
    const { dir } = useActiveLanguage();
    if (options.length === 0) return null;
    const name = nameOf({ labels }, fallback);
    return (
      <MenuButton
        {...props}
        ref={ref}
        kind={kind}
        name={name}
        options={toOptions(index, options)}
        dir={dir}
      />
    );
  },
);

/** Switches product (name, description, icon), keeping the reader on the closest page. Hidden with < 2. */
export const ProductSwitcher = forwardRef<HTMLDivElement, SwitcherProps>(
  function ProductSwitcher(props, ref) {
    return <Switcher {...props} ref={ref} kind="product" fallback="Product" />;
  },
);

/** Switches version (with its `tag`, e.g. "Legacy"), keeping the reader on the same page when it exists. */
export const VersionSwitcher = forwardRef<HTMLDivElement, SwitcherProps>(
  function VersionSwitcher(props, ref) {
    return <Switcher {...props} ref={ref} kind="version" fallback="Version" />;
  },
);

/** Switches language; each option is named in its own language (`Intl.DisplayNames`) with `lang`/`dir`. */
export const LanguageSwitcher = forwardRef<HTMLDivElement, SwitcherProps>(function LanguageSwitcher(
  { labels, ...props },
  ref,
) {
  const index = useNavigationIndex();
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
  const name = nameOf({ labels }, 'Language');
  return <MenuButton {...props} ref={ref} kind="language" name={name} options={options} dir={dir} />;
});

/** The active sidebar's dropdowns (`navigation.dropdowns`) as a menu button showing the current one. */
export const Dropdown = forwardRef<HTMLDivElement, SwitcherProps>(function Dropdown(
  { labels, ...props },
  ref,
) {
  const index = useNavigationIndex();
  const dropdowns = useDivisionOptions('dropdown');
  const { dir } = useActiveLanguage();
  if (dropdowns.length === 0) return null;
  return (
    <MenuButton
      {...props}
      ref={ref}
      kind="dropdown"
      name={nameOf({ labels }, 'Section')}
      options={toOptions(index, dropdowns)}
      dir={dir}
      triggerClassName="docsnav-dropdown-trigger"
    />
  );
});
