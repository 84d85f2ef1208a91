import type { GlobalAnchor } from '@docsnav/core';
import { type ComponentType, forwardRef, type HTMLAttributes } from 'react';
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
  /** Parts drawn by the host (docs/components.md, "Customising a part"): `Anchor`, the content of one link
   *  inside the kit's external link (default: icon and label). */
  components?: GlobalAnchorsComponents;
  /** Hrefs shown beside the list already (`DocsLayout`: the navbar's links): an anchor with one of them is
   *  left out, so a reader never sees the same link twice. */
  omit?: readonly string[];
}

/** The parts of {@link GlobalAnchors} a host may draw. Keep the object stable (module level or memoized). */
export interface GlobalAnchorsComponents {
  /** The content of one link. */
  Anchor?: ComponentType<{ anchor: GlobalAnchor }>;
}

/** `navigation.global` links (and `global` of the active divisions): external, shown on every page. */
export const GlobalAnchors = forwardRef<HTMLUListElement, GlobalAnchorsProps>(function GlobalAnchors(
  { className, labels, components, omit, ...rest },
  ref,
) {
  const all = useGlobalAnchors();
  const Link = useNavigationLink();
  const globalAnchors = all.filter((anchor) => !omit?.includes(anchor.href));
  if (globalAnchors.length === 0) return null;
  const Anchor = components?.Anchor;
  return (
    <ul {...rest} ref={ref} className={cx('docsnav-global', className)} aria-label={labels?.list ?? 'Links'}>
      {globalAnchors.map((anchor) => (
        <li key={`${anchor.label}\u0000${anchor.href}`}>
          <NavAnchor className="docsnav-global-link" href={anchor.href} Link={Link} external>
            {Anchor ? (
              <Anchor anchor={anchor} />
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
