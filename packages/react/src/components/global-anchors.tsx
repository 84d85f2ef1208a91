import type { GlobalAnchor } from '@docsnav/core';
import type { ReactNode } from 'react';
import { useNavLink } from '../hook/hooks.js';
import { useGlobalAnchors } from '../hook/trail-hooks.js';
import { cx } from './class-name.js';
import { NavAnchor } from './links.js';
import { NavIcon } from './nav-icon.js';

/** Props of {@link GlobalAnchors}. */
export interface GlobalAnchorsProps {
  /** Extra class names on the list. */
  className?: string;
  /** Accessible name of the list. Default "Links". */
  label?: string;
  /** Slot: the content of one link (default: icon and label). */
  renderAnchor?: (anchor: GlobalAnchor) => ReactNode;
}

/** `navigation.global` links (and `global` of the active divisions): external, shown on every page. */
export function GlobalAnchors({ className, label = 'Links', renderAnchor }: GlobalAnchorsProps) {
  const globalAnchors = useGlobalAnchors();
  const Link = useNavLink();
  if (globalAnchors.length === 0) return null;
  return (
    <ul className={cx('docsnav-global', className)} aria-label={label}>
      {globalAnchors.map((anchor) => (
        <li key={`${anchor.label}\u0000${anchor.href}`}>
          <NavAnchor className="docsnav-global-link" href={anchor.href} Link={Link} external>
            {renderAnchor ? (
              renderAnchor(anchor)
            ) : (
              <>
                <NavIcon icon={anchor.icon} />
                <span>{anchor.label}</span>
              </>
            )}
          </NavAnchor>
        </li>
      ))}
    </ul>
  );
}
