import type { Crumb } from '@docsnav/core';
import { type ComponentType, forwardRef, type HTMLAttributes } from 'react';
import { useEyebrow } from '../hook/trail-hooks.js';
import { cx } from './class-name.js';

/** Props of {@link Eyebrow}: a `p`'s attributes (passed to it, `ref` included) and the eyebrow's own. */
export interface EyebrowProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'children'> {
  /** Extra class names on the eyebrow. */
  className?: string;
  /** Between crumbs when `styling.eyebrows` is `breadcrumbs`. Default " / ". */
  separator?: string;
  /** Parts drawn by the host (docs/components.md, "Customising a part"): `Crumbs`, the content of the
   *  line (default: the labels joined by `separator`). */
  components?: EyebrowComponents;
}

/** The parts of {@link Eyebrow} a host may draw. Keep the object stable (module level or memoized). */
export interface EyebrowComponents {
  /** The content of the line. */
  Crumbs?: ComponentType<{ crumbs: Crumb[] }>;
}

/**
 * The small line above the page title: the nearest group's label, or with `styling.eyebrows:
 * "breadcrumbs"` the whole trail. Plain text; renders nothing when there is none.
 */
export const Eyebrow = forwardRef<HTMLParagraphElement, EyebrowProps>(function Eyebrow(
  { className, separator = ' / ', components, ...rest },
  ref,
) {
  const eyebrow = useEyebrow();
  if (eyebrow.length === 0) return null;
  const Crumbs = components?.Crumbs;
  return (
    <p {...rest} ref={ref} className={cx('docsnav-eyebrow', className)} data-crumbs={eyebrow.length}>
      {Crumbs ? <Crumbs crumbs={eyebrow} /> : eyebrow.map((crumb) => crumb.label).join(separator)}
    </p>
  );
});
