import type { GlobalAnchor } from '@docsnav/core';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useNavigationLink } from '../hook/hooks.js';
import { useGlobalAnchors } from '../hook/trail-hooks.js';
import { cx } from './class-name.js';
import { NavAnchor } from './links.js';
import { NavIcon } from './nav-icon.js';

/** Texts of the global anchors, for translation. */
export interface GlobalAnchorsLabels {
  /** Accessible name of the list. Default "Links". */
  list: string;
}

/** Props of {@link GlobalAnchors}: a `ul`'s attributes (passed to it, `ref` included) and the list's own. */
export interface GlobalAnchorsProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** Extra class names on the list. */
  className?: string;
  /** Texts, for translation; what is not given stays English. */
  labels?: Partial<GlobalAnchorsLabels>;
  /** Slot: the content of one link (default: icon and label). */
  renderAnchor?: (anchor: GlobalAnchor) => ReactNode;
}

/** `navigation.global` links (and `global` of the active divisions): external, shown on every page. */
export const GlobalAnchors = forwardRef<HTMLUListElement, GlobalAnchorsProps>(function GlobalAnchors(
  { className, labels, renderAnchor, ...rest },
  ref,
) {
  const globalAnchors = useGlobalAnchors();
  const Link = useNavigationLink();
  if (globalAnchors.length === 0) return null;
  return (
    <ul {...rest} ref={ref} className={cx('docsnav-global', className)} aria-label={labels?.list ?? 'Links'}>
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
});
