import { isExternalHref as isExternal, isPlainClick } from '@docsnav/core';
import type { MouseEvent } from 'react';
import type { LinkComponent, NavLinkProps } from './types.js';

/** The link every component renders: the host's `Link` for internal hrefs, else an anchor whose plain
 *  left click goes through `navigate` (when the host gave one). */
export function makeLink(Host: LinkComponent | undefined, nav: () => ((href: string) => void) | undefined) {
  const NavLink: LinkComponent & { plain?: boolean } = (props: NavLinkProps) => {
    const { href, onClick, target } = props;
    if (Host && !isExternal(href)) return <Host {...props} />;
    // A new object filled key by key, in the props' order: V8 adds keys after a spread of props about 3×
    // slower (`{...props, onClick}`), and this is every sidebar link of a host without a `Link`.
    const a: Record<string, unknown> = {};
    for (const k in props) a[k] = props[k as keyof NavLinkProps];
    a.onClick = (e: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(e);
      const go = nav();
      if (go && !e.defaultPrevented && isPlainClick(e) && !target && !isExternal(href)) {
        e.preventDefault();
        go(href);
      }
    };
    return <a {...a} />;
  };
  // No hooks in it: the kit's links (`navAnchor`) call it as a function, one component fewer per link.
  NavLink.plain = true;
  return NavLink;
}
