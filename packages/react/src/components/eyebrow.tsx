import type { Crumb } from '@docsnav/core';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useEyebrow } from '../hook/trail-hooks.js';
import { cx } from './class-name.js';

/** Props of {@link Eyebrow}: a `p`'s attributes (passed to it, `ref` included) and the eyebrow's own. */
export interface EyebrowProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'children'> {
  /** Extra class names on the eyebrow. */
  className?: string;
  /** Between crumbs when `styling.eyebrows` is `breadcrumbs`. Default " / ". */
  separator?: string;
  /** Slot: the content (default: the labels joined by `separator`). */
  renderCrumbs?: (crumbs: Crumb[]) => ReactNode;
}

/**
 * The small line above the page title: the nearest group's label, or with `styling.eyebrows:
 * "breadcrumbs"` the whole trail. Plain text; renders nothing when there is none.
 */
export const Eyebrow = forwardRef<HTMLParagraphElement, EyebrowProps>(function Eyebrow(
  { className, separator = ' / ', renderCrumbs, ...rest },
  ref,
) {
  const eyebrow = useEyebrow();
  if (eyebrow.length === 0) return null;
  const slot = renderCrumbs;
  return (
    <p {...rest} ref={ref} className={cx('docsnav-eyebrow', className)} data-crumbs={eyebrow.length}>
      {slot ? slot(eyebrow) : eyebrow.map((crumb) => crumb.label).join(separator)}
    </p>
  );
});
