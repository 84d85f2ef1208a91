import type { Crumb } from '@docsnav/core';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
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
  /** Slot: the content of one crumb (default: its label). */
  renderCrumb?: (crumb: Crumb, isLast: boolean) => ReactNode;
}

/**
 * The trail to the current page: `nav aria-label="Breadcrumb"` > `ol`. Each crumb links to its node's first
 * page; the last one is the page itself, marked `aria-current="page"`. Renders nothing without a trail.
 */
export const Breadcrumbs = forwardRef<HTMLElement, BreadcrumbsProps>(function Breadcrumbs(
  { className, labels, renderCrumb, ...rest },
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
          const content = renderCrumb ? renderCrumb(crumb, isLast) : crumb.label;
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
