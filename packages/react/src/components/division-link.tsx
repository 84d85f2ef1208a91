import type { FocusEvent, MouseEvent, PointerEvent, TouchEvent } from 'react';
import { useNavigationActions, useNavigationIndex, useNavigationLink } from '../hook/hooks.js';
import { flag } from './class-name.js';
import { divisionNode } from './division.js';
import { NavAnchor, type NavAnchorProps } from './links.js';

/** What {@link DivisionLink} links to: a `DivisionOption` or a menu option. */
export interface DivisionTarget {
  /** The division (node index) the link selects; without it the link only navigates. */
  node?: number | undefined;
  /** The link target; without it the division is shown as plain text. */
  href?: string | undefined;
  /** The division holds the current page: `aria-current="true"` and `data-active`. */
  current: boolean;
  /** Forces the external treatment; by default the division's `link.external`, else the href's scheme. */
  external?: boolean | undefined;
}

/** Props of {@link DivisionLink}: an anchor's (passed through, `ref` included) and its target. */
export interface DivisionLinkProps extends Omit<NavAnchorProps, 'href' | 'current' | 'Link' | 'external'> {
  /** Where the link leads and whether it is current. */
  option: DivisionTarget;
  /**
   * When the option is current, following it only runs `onClick` (a menu item's: the menu closes): no
   * navigation, no `selectDivision` (DESIGN §5: selecting the current option does nothing).
   */
  inertWhenCurrent?: boolean;
}

/**
 * The link of a division (tab, sidebar anchor, tab-menu item, switcher option), through the host's
 * `Link`. Following it selects the division first (`selectDivision`), so a page listed in several
 * divisions opens in this one; a handler passed in (a Radix menu item's, through `asChild`) still runs.
 * Without `href`, a plain `span`.
 */
export function DivisionLink({
  option,
  inertWhenCurrent,
  onClick,
  onFocus,
  onPointerEnter,
  onPointerDown,
  onTouchStart,
  className,
  children,
  ...rest
}: DivisionLinkProps) {
  const { selectDivision, prefetch } = useNavigationActions();
  const index = useNavigationIndex();
  const Link = useNavigationLink();
  const { node, href, current } = option;
  if (!href) {
    return (
      <span className={className} data-active={flag(current)}>
        {children}
      </span>
    );
  }
  const division = node === undefined ? undefined : divisionNode(index, node);
  const select = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (inertWhenCurrent && current) {
      event.preventDefault();
      return;
    }
    if (node !== undefined) selectDivision(node, href);
  };
  // A split model loads the division's sidebar as soon as the reader points at it or focuses it, and on a
  // touch screen (no hover) as soon as a finger or pen is down on it: the click comes at the finger's lift.
  const warm = () => {
    if (node !== undefined && !current) prefetch(node);
  };
  return (
    <NavAnchor
      {...rest}
      className={className}
      href={href}
      Link={Link}
      external={option.external ?? division?.link?.external}
      current={current ? 'true' : false}
      onClick={select}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        warm();
      }}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event);
        warm();
      }}
      onPointerDown={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerDown?.(event);
        warm();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        warm();
      }}
    >
      {children}
    </NavAnchor>
  );
}
