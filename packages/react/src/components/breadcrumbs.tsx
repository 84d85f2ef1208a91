import type { Crumb } from '@docsnav/core';
import type { ReactNode } from 'react';
import { useNavLink } from '../hook/hooks.js';
import { useBreadcrumbs } from '../hook/trail-hooks.js';
import { cx } from './class-name.js';
import { NavAnchor } from './links.js';

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** Extra class names on the `nav`. */
  className?: string;
  /** Accessible name of the landmark. Default "Breadcrumb". */
  label?: string;
  /** Slot: the content of one crumb (default: its label). */
  renderCrumb?: (crumb: Crumb, isLast: boolean) => ReactNode;
}

/**
 * The trail to the current page: `nav aria-label="Breadcrumb"` > `ol`. Each crumb links to its node's first
 * page; the last one is the page itself, marked `aria-current="page"`. Renders nothing without a trail.
 */
export function Breadcrumbs({ className, label = 'Breadcrumb', renderCrumb }: BreadcrumbsProps) {
  // The hook already shows a group and its root page as one crumb: what a host drawing its own gets.
  const breadcrumbs = useBreadcrumbs();
  const Link = useNavLink();
  if (breadcrumbs.length === 0) return null;
  return (
    <nav className={cx('docsnav-breadcrumbs', className)} aria-label={label}>
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
}
