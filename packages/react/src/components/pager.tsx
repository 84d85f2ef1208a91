import { type ComponentType, forwardRef, type HTMLAttributes } from 'react';
import { useNavigationLink } from '../hook/hooks.js';
import { usePager } from '../hook/trail-hooks.js';
import type { PagerLink } from '../hook/types.js';
import { cx } from './class-name.js';
import { NavAnchor } from './links.js';

/** Texts of the pager, for translation. */
export interface PagerLabels {
  /** Accessible name of the pager `nav`. Default "Pages". */
  nav: string;
  /** Label of the previous link. Default "Previous". */
  prev: string;
  /** Label of the next link. Default "Next". */
  next: string;
}

/** Props of {@link Pager}: a `nav`'s attributes (passed to it, `ref` included) and the pager's own. */
export interface PagerProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Extra class names on the `nav`. */
  className?: string;
  /** Texts, for translation; what is not given stays English. */
  labels?: Partial<PagerLabels>;
  /** Parts drawn by the host (docs/components.md, "Customising a part"): `Link`, the content of the
   *  previous or next link inside the kit's link (default: direction label and page title). */
  components?: PagerComponents;
}

/** The parts of {@link Pager} a host may draw. Keep the object stable (module level or memoized). */
export interface PagerComponents {
  /** The content of the previous or next link. */
  Link?: ComponentType<{ link: PagerLink; direction: 'prev' | 'next' }>;
}

const DEFAULT_LABELS: PagerLabels = { nav: 'Pages', prev: 'Previous', next: 'Next' };

/** Previous and next page in the active sidebar's order, as `rel="prev"` / `rel="next"` links. */
export const Pager = forwardRef<HTMLElement, PagerProps>(function Pager(
  { className, labels, components, ...rest },
  ref,
) {
  const { prev, next } = usePager();
  const Link = useNavigationLink();
  if (!prev && !next) return null;
  const text = { ...DEFAULT_LABELS, ...labels };
  const Part = components?.Link;
  const item = (link: PagerLink | undefined, direction: 'prev' | 'next') =>
    link ? (
      <NavAnchor className="docsnav-pager-link" href={link.href} Link={Link} rel={direction}>
        {Part ? (
          <Part link={link} direction={direction} />
        ) : (
          <>
            <span className="docsnav-pager-direction">{text[direction]}</span>
            <span className="docsnav-pager-title">{link.title}</span>
          </>
        )}
      </NavAnchor>
    ) : null;
  return (
    <nav {...rest} ref={ref} className={cx('docsnav-pager', className)} aria-label={text.nav}>
      <div className="docsnav-pager-slot" data-direction="prev">
        {item(prev, 'prev')}
      </div>
      <div className="docsnav-pager-slot" data-direction="next">
        {item(next, 'next')}
      </div>
    </nav>
  );
});
