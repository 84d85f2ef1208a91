import { isExternalHref } from '@docsnav/core';
import type { NavLinkProps } from '@docsnav/react';
import { Link } from 'react-router';

/** Internal links go through the router (no reload); external, hash-only and new-tab links stay plain. */
export function SiteLink({ href, children, ...rest }: NavLinkProps) {
  if (isExternalHref(href) || href.startsWith('#') || rest.target || !href.startsWith('/')) {
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

/** The MDX `a`: like {@link SiteLink}, and external links open in a new tab. */
export function MdxLink({ href = '', children, ...rest }: Omit<NavLinkProps, 'href'> & { href?: string }) {
  if (isExternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <SiteLink href={href} {...rest}>
      {children}
    </SiteLink>
  );
}
