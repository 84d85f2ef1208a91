import type { IconRef } from '@docsnav/core';
import { Badge } from './badge.js';
import { NavIcon } from './nav-icon.js';

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
