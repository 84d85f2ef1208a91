import { type DivisionOption, divisionOptions, type NavIndex, nativeLanguageName } from '@docsnav/core';
import { forwardRef } from 'react';
import { useDivisionOptions, useNavigationIndex, useNavigationLocation } from '../hook/hooks.js';
import { useRememberedChoice } from '../hook/remembered-choice.js';
import type { SwitchKind } from '../hook/switch-targets.js';
import { divisionNode } from './division.js';
import { useActiveLanguage } from './language.js';
import { lazyPart } from './lazy-part.js';
import { MenuButton, type MenuButtonProps, type MenuOption, type MenuPopupPart } from './menu-button.js';

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

/** The switchers' menu: the switch targets (DESIGN §5 fallback) are computed in it, when it loads on the
 *  reader's first intent, not while the page first renders. */
const switchPopupPart: MenuPopupPart = lazyPart(() => import('./switch-popup.js'));

/**
 * The divisions of `kind` at the location, each with where its division leads (its link or first page; the
 * menu replaces it with where it leads from this page), label-only ones (no page, no link) without `href`:
 * the menu shows them disabled. Empty with fewer than two options that lead somewhere (nothing to switch to).
 *
 * That count is the switch targets' (`switchTargets`) without computing them: the current option leads to
 * the current URL, a division with a link to it, any other to a page of its own whenever it has a visible one
 * (the fallback ends on its first page; `pendingHref` covers one in a scope not loaded yet), that is exactly
 * when `divisionOptions` gives it an `href` (core's `switch-count.test.ts`: every page of the corpus, whole
 * and split). The one difference: a division whose every page is hidden, which the fallback may still reach
 * (the same page, the path without a segment), is not counted; when the switcher shows, its menu lists it
 * with that target.
 */
function useSwitchOptions(kind: SwitchKind): DivisionOption[] {
  const index = useNavigationIndex();
  const location = useNavigationLocation();
  useRememberedChoice();
  const options = divisionOptions(index, location, kind);
  let leading = 0;
  for (const option of options) if (option.current || option.href !== undefined) leading++;
  return leading < 2 ? [] : options;
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
        popupPart={switchPopupPart}
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
  return (
    <MenuButton
      {...props}
      ref={ref}
      kind="language"
      name={name}
      options={options}
      dir={dir}
      popupPart={switchPopupPart}
    />
  );
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
