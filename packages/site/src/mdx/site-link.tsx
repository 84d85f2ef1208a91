import { isExternalHref } from '@docsnav/core';
import type { NavLinkProps } from '@docsnav/react';
import { RouterLink } from '@docsnav/react/react-router';

/** The MDX `a`: the adapter's {@link RouterLink} (site paths through the router, no reload), and links out
 *  of the site open in a new tab. An `<a>` without `href` in MDX links to nothing (`''`). */
export function MdxLink({ href = '', children, ...rest }: Omit<NavLinkProps, 'href'> & { href?: string }) {
  if (isExternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink href={href} {...rest}>
      {children}
    </RouterLink>
  );
}
