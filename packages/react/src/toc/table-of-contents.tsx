import { isPlainClick, type PageHeading } from '@docsnav/core';
import {
  forwardRef,
  type HTMLAttributes,
  type MouseEvent,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useRef,
} from 'react';
import { cx } from '../components/class-name.js';
import { StrokeIcon } from '../components/stroke-icon.js';
import { type TableOfContentsForm, TableOfContentsFormContext } from './form-context.js';
import {
  type ActiveHeadingOptions,
  type SpyLoader,
  useHeadingSpy,
  type WatchHeadings,
} from './heading-spy.js';
import { type TocEntry, tocTree } from './toc-tree.js';

export type { TableOfContentsForm } from './form-context.js';

/** Texts of {@link TableOfContents}, for translation. */
export interface TableOfContentsLabels {
  /** Its title, and the name of its `nav`. Default "On this page". */
  title: string;
}

/** Props of {@link TableOfContents}: the `nav`'s attributes (passed to it, `ref` included) and its own. */
export interface TableOfContentsProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The page's headings with their ids, in document order (`extractHeadings` of `@docsnav/node`, or the
   *  site's page compiler). Nothing is drawn when empty. */
  headings: readonly PageHeading[];
  /** Default: the form `DocsLayout` asks for where it places the list, else `list`. */
  form?: TableOfContentsForm;
  /** Extra class names on the `nav`. */
  className?: string;
  /** Texts, for translation; what is not given stays English. */
  labels?: Partial<TableOfContentsLabels>;
  /** The scroll-spy's reading line and end-of-page element (see `useActiveHeading`). */
  spy?: ActiveHeadingOptions;
}

const DEFAULT_LABELS: TableOfContentsLabels = { title: 'On this page' };
const NO_OPTIONS: ActiveHeadingOptions = {};

/** The disclosure's icon (lines of text of decreasing length), drawn where the disclosure is compact: in
 *  DocsLayout's row above a narrow page, where its title is read by assistive technology only. */
const LIST_ICON = ['M3 6h18', 'M3 12h12', 'M3 18h15'];

/** Resolves in the browser's next idle period (a task later without `requestIdleCallback`): after the
 *  hydration whose effects ask for it. */
const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 500 });
    else setTimeout(resolve, 0);
  });

/** The scroll-spy once loaded. */
let watch: WatchHeadings | undefined;

/** The scroll-spy, loaded once the page is interactive (the first idle period after the list has hydrated):
 *  nothing is marked before its first report anyway, and `go` works without it. */
const loadSpy: SpyLoader = () =>
  watch ??
  idle()
    .then(() => import('./scroll-spy.js'))
    .then((m) => {
      watch = m.watchHeadings;
      return watch;
    });

/** Keeps `link` visible inside the list's own scroll box (never scrolls the page). */
function keepInView(box: HTMLElement, link: HTMLElement) {
  if (box.scrollHeight <= box.clientHeight) return;
  const top = link.offsetTop - box.offsetTop;
  const bottom = top + link.offsetHeight;
  const margin = link.offsetHeight * 2;
  if (top - margin < box.scrollTop) box.scrollTop = Math.max(0, top - margin);
  else if (bottom + margin > box.scrollTop + box.clientHeight)
    box.scrollTop = bottom + margin - box.clientHeight;
}

/** Closes an open disclosure on Escape (focus back on its summary) and on a press outside it, while it is
 *  `drawn`. */
function useDisclosureDismiss(ref: RefObject<HTMLDetailsElement | null>, drawn: boolean) {
  useEffect(() => {
    const details = drawn ? ref.current : null;
    if (!details) return;
    const close = () => {
      details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      close();
      details.querySelector('summary')?.focus();
    };
    const onPress = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) close();
    };
    details.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      details.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [ref, drawn]);
}

/**
 * "On this page": a `nav` of nested lists of the page's headings, the one being read marked
 * `aria-current="location"` (see `useActiveHeading`) and kept in view inside the list's own scroll box.
 * Links are plain `#id` anchors (they work without JavaScript); a plain click reveals the heading (opens its
 * tab or disclosure) and scrolls to it, smoothly unless the reader prefers reduced motion.
 */
// Marked pure: a host whose layout has a TOC slot (DocsLayout imports `TableOfContentsFormContext`) but that
// renders no TableOfContents does not ship it (a bundler keeps a top-level call it cannot prove pure).
export const TableOfContents = /* @__PURE__ */ forwardRef<HTMLElement, TableOfContentsProps>(
  function TableOfContents({ headings, form, className, labels, spy, ...rest }, ref) {
    const slotForm = useContext(TableOfContentsFormContext);
    const shape = form ?? slotForm ?? 'list';
    const text = { ...DEFAULT_LABELS, ...labels };
    const ids = headings.map((h) => h.id);
    const { activeId, go } = useHeadingSpy(ids, spy ?? NO_OPTIONS, loadSpy);
    const box = useRef<HTMLDivElement>(null);
    const titleId = useId();
    useEffect(() => {
      const scroller = box.current;
      if (!scroller || activeId === undefined) return;
      const link = scroller.querySelector<HTMLElement>('[aria-current="location"]');
      if (link) keepInView(scroller, link);
    }, [activeId]);
    const disclosure = useRef<HTMLDetailsElement>(null);
    useDisclosureDismiss(disclosure, shape === 'disclosure' && headings.length > 0);
    if (headings.length === 0) return null;
    const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      // The disclosure closes once a heading is chosen: DocsLayout draws its list over the content.
      if (disclosure.current) disclosure.current.open = false;
      go(id);
    };
    const list = (entries: TocEntry[], level: number) => (
      <ul className="docsnav-toc-list" data-level={level}>
        {entries.map(({ heading, children }) => (
          <li key={heading.id} className="docsnav-toc-item">
            <a
              className="docsnav-toc-link"
              href={`#${encodeURIComponent(heading.id)}`}
              data-depth={heading.depth}
              aria-current={heading.id === activeId ? 'location' : undefined}
              onClick={(event) => onClick(event, heading.id)}
            >
              {heading.text}
            </a>
            {children.length > 0 && list(children, level + 1)}
          </li>
        ))}
      </ul>
    );
    const body = (
      <div className="docsnav-toc-scroll" ref={box}>
        {list(tocTree(headings), 1)}
      </div>
    );
    return (
      <nav
        {...rest}
        ref={ref}
        className={cx('docsnav-toc', className)}
        data-form={shape}
        aria-labelledby={titleId}
      >
        {shape === 'disclosure' ? (
          <details className="docsnav-toc-disclosure" ref={disclosure}>
            <summary className="docsnav-toc-title" id={titleId}>
              <StrokeIcon className="docsnav-toc-icon" paths={LIST_ICON} />
              <span className="docsnav-toc-title-text">{text.title}</span>
            </summary>
            {body}
          </details>
        ) : (
          <>
            <p className="docsnav-toc-title" id={titleId}>
              {text.title}
            </p>
            {body}
          </>
        )}
      </nav>
    );
  },
);
