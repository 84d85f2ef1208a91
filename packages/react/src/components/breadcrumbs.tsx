import type { Crumb } from '@docsnav/core';
import { type ComponentType, forwardRef, type HTMLAttributes } from 'react';
import { useNavigationLink } from '../hook/hooks.js';
import { useBreadcrumbs } from '../hook/trail-hooks.js';
import { cx } from './class-name.js';
import { NavAnchor } from './links.js';

/** Texts of the breadcrumbs, for translation. */
export interface BreadcrumbsLabels {
  /** Accessible name of the landmark. Default "Breadcrumb". */
  nav: string;
}

/** Props of {@link Breadcrumbs}: a `nav`'s attributes (passed to it, `ref` included) and the trail's own. */
export interface BreadcrumbsProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Extra class names on the `nav`. */
  className?: string;
  /** Texts, for translation; what is not given stays English. */
  labels?: Partial<BreadcrumbsLabels>;
  /** Parts drawn by the host (docs/components.md, "Customising a part"): `Crumb`, the content of one crumb
   *  inside the kit's link or current-page mark (default: its label). */
  components?: BreadcrumbsComponents;
}

/** The parts of {@link Breadcrumbs} a host may draw. Keep the object stable (module level or memoized). */
export interface BreadcrumbsComponents {
  /** The content of one crumb; `isLast`: it is the current page. */
  Crumb?: ComponentType<{ crumb: Crumb; isLast: boolean }>;
}

/**
 * The trail to the current page: `nav aria-label="Breadcrumb"` > `ol`. Each crumb links to its node's first
 * page; the last one is the page itself, marked `aria-current="page"`. Renders nothing without a trail.
 */
export const Breadcrumbs = forwardRef<HTMLElement, BreadcrumbsProps>(function Breadcrumbs(
  { className, labels, components, ...rest },
  ref,
) {
  // The hook already shows a group and its root page as one crumb: what a host drawing its own gets.
  const breadcrumbs = useBreadcrumbs();
  const Link = useNavigationLink();
  if (breadcrumbs.length === 0) return null;
  return (
    <nav
      {...rest}
      ref={ref}
      className={cx('docsnav-breadcrumbs', className)}
      aria-label={labels?.nav ?? 'Breadcrumb'}
    >
      <ol>
        {breadcrumbs.map((crumb, i) => {
          const isLast = i === breadcrumbs.length - 1;
          const Part = components?.Crumb;
          const content = Part ? <Part crumb={crumb} isLast={isLast} /> : crumb.label;
          return (
            <li key={crumb.node} className="docsnav-crumb" data-active={isLast ? '' : undefined}>
              {isLast ? (
                <span aria-current="page">{content}</span>
              ) : crumb.href ? (
                <NavAnchor href={crumb.href} Link={Link}>
                  {content}
                </NavAnchor>
              ) : (
                <span>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
