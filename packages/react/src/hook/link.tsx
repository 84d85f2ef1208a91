import { isExternalHref as isExternal } from '@docsnav/core';
import type { LinkComponent, NavLinkProps } from './types.js';

/** The link every component renders: the host's `Link` for internal hrefs, else an anchor whose plain
 *  left click goes through `navigate` (when the host gave one). */
export function makeLink(Host: LinkComponent | undefined, nav: () => ((href: string) => void) | undefined) {
  const NavLink: LinkComponent = (props: NavLinkProps) => {
    const { href, onClick, target } = props;
    if (Host && !isExternal(href)) return <Host {...props} />;
    return (
      <a
        {...props}
        href={href}
        onClick={(e) => {
          onClick?.(e);
          const go = nav();
          if (
            go &&
            !e.defaultPrevented &&
            e.button === 0 &&
            !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) &&
            !target &&
            !isExternal(href)
          ) {
            e.preventDefault();
            go(href);
          }
        }}
      />
    );
  };
  return NavLink;
}
