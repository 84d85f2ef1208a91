import type { Crumb } from '@docsnav/core';
import type { ReactNode } from 'react';
import { useEyebrow } from '../hook/trail-hooks.js';
import { cx } from './class-name.js';

/** Props of {@link Eyebrow}. */
export interface EyebrowProps {
  /** Extra class names on the eyebrow. */
  className?: string;
  /** Between crumbs when `styling.eyebrows` is `breadcrumbs`. Default " / ". */
  separator?: string;
  /** Slot: the content (default: the labels joined by `separator`). */
  render?: (crumbs: Crumb[]) => ReactNode;
}

/**
 * The small line above the page title: the nearest group's label, or with `styling.eyebrows:
 * "breadcrumbs"` the whole trail. Plain text; renders nothing when there is none.
 */
export function Eyebrow({ className, separator = ' / ', render }: EyebrowProps) {
  const eyebrow = useEyebrow();
  if (eyebrow.length === 0) return null;
  return (
    <p className={cx('docsnav-eyebrow', className)} data-crumbs={eyebrow.length}>
      {render ? render(eyebrow) : eyebrow.map((crumb) => crumb.label).join(separator)}
    </p>
  );
}
