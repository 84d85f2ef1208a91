import { isExternalHref } from '@docsnav/core';
import { Link } from 'react-router';
import type { NavLinkProps } from '../hook/types.js';

/** The kit's links through React Router (`href` → `to`): site paths navigate client-side; URLs (`//host` and
 *  `/\host` included), `#hash`, relative and new-tab links stay plain anchors. */
export function RouterLink({ href, children, ...rest }: NavLinkProps) {
  if (isExternalHref(href) || !href.startsWith('/') || rest.target) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
