import type { MouseEvent } from 'react';

/** The id of DocsLayout's `main`, the target of its skip link. */
export const MAIN_ID = 'docsnav-main';

/** Moves focus to the main content without changing the address (a router would read a new hash). */
function skip(event: MouseEvent<HTMLAnchorElement>) {
  const main = event.currentTarget.ownerDocument.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus({ preventScroll: true });
  main.scrollIntoView({ block: 'start' });
}

/**
 * "Skip to content" (WCAG 2.4.1, bypass blocks): the layout's first Tab stop, visible only while focused;
 * it moves focus to the main content (`main` has `tabindex="-1"`), past the header, tabs and sidebar. A
 * plain `#docsnav-main` link without JavaScript.
 */
export function SkipLink({ label = 'Skip to content' }: { label?: string | undefined }) {
  return (
    <a className="docsnav-skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      {label}
    </a>
  );
}
