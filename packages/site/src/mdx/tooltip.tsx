import { type ReactNode, useCallback, useId, useState } from 'react';

/** Props of `<Tooltip>`: `tip` is the text shown; `headline`, `cta` and `href` add a title and a link. */
export interface TooltipProps {
  tip?: unknown;
  headline?: unknown;
  cta?: unknown;
  href?: unknown;
  children?: ReactNode;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * `<Tooltip tip="…">term</Tooltip>`: the term, focusable, described by the tip (`aria-describedby`, the
 * WAI-ARIA tooltip pattern). The tip shows on hover and on keyboard focus and Escape hides it. Inline spans,
 * so it is valid inside a paragraph. A `cta` with an `href` is a link after the term, not inside the tip (a
 * tooltip holds no interactive content).
 */
export function Tooltip({ tip, headline, cta, href, children }: TooltipProps) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  const [pointed, setPointed] = useState(false);
  // Listeners set when the term is attached (a ref callback, so they work from the commit on, before any
  // effect has run): Escape dismisses the tip until focus or the pointer leaves. The pointer over the term
  // is a state too (`data-pointed`): CSS `:hover` shows the tip before hydration, this for a pointer the
  // browser reports by events alone (a test's simulated hover).
  const term = useCallback((element: HTMLSpanElement | null) => {
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    const reset = () => setDismissed(false);
    const enter = () => setPointed(true);
    const leave = () => {
      setPointed(false);
      setDismissed(false);
    };
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', reset);
    element.addEventListener('mouseenter', enter);
    element.addEventListener('mouseleave', leave);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', reset);
      element.removeEventListener('mouseenter', enter);
      element.removeEventListener('mouseleave', leave);
    };
  }, []);
  const body = text(tip);
  const title = text(headline);
  const link = text(cta) && text(href) ? { label: text(cta), href: text(href) } : undefined;
  if (!body && !title) return <>{children}</>;
  return (
    <>
      <span
        ref={term}
        className="site-tooltip"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the term must be focusable to show its tip by keyboard.
        tabIndex={0}
        aria-describedby={id}
        data-dismissed={dismissed || undefined}
        data-pointed={pointed || undefined}
      >
        {children}
        <span role="tooltip" id={id} className="site-tooltip-tip">
          {title && <span className="site-tooltip-headline">{title}</span>}
          {title && body ? ' ' : ''}
          {body}
        </span>
      </span>
      {link && (
        <>
          {' '}
          <a className="site-tooltip-cta" href={link.href}>
            {link.label}
          </a>
        </>
      )}
    </>
  );
}
