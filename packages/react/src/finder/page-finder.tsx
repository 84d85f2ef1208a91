import { useEffect, useRef, useState } from 'react';
import { cx } from '../components/class-name.js';
import { lazyPart, useLazyPart } from '../components/lazy-part.js';
import { Magnifier } from './finder-icons.js';
import type { PageFinderLabels } from './page-finder-labels.js';
import { type UsePageFinderOptions, usePageFinder } from './use-page-finder.js';

export type { PageFinderLabels } from './page-finder-labels.js';

/** Props of {@link PageFinder}. */
export interface PageFinderProps extends UsePageFinderOptions {
  /** Texts, for translation; what is not given stays English. */
  labels?: Partial<PageFinderLabels>;
  /** Extra class names on the button. */
  className?: string;
}

const DEFAULT_LABELS: PageFinderLabels = {
  button: 'Search pages',
  placeholder: 'Find a page by title, section or path…',
  close: 'Close',
  recent: 'Recent pages',
  results: 'Pages',
  noResults: 'No pages match',
  empty: 'Type a page title, section or path',
  loading: 'Loading pages…',
  error: 'The page list could not be loaded',
  allDivisions: 'All versions and languages',
  hidden: 'Hidden',
  count: (n) => (n === 1 ? '1 page' : `${n} pages`),
};

/** The dialog (Radix Dialog, the combobox, the list): not in the entry, loaded on the reader's first intent. */
const popupPart = lazyPart(() => import('./finder-popup.js'));

/** "⌘ K" on Apple platforms, "Ctrl K" elsewhere (known after mount; the server renders "Ctrl K"). */
function useShortcutText(): string {
  const [apple, setApple] = useState(false);
  useEffect(() => {
    setApple(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
  }, []);
  return apple ? '⌘ K' : 'Ctrl K';
}

/**
 * The page finder: a "Search pages" button (and Ctrl+K / ⌘K) opening a dialog with a combobox and a listbox
 * of pages (WAI-ARIA combobox with a listbox popup, `aria-activedescendant`). Arrow keys move, Enter opens
 * the page through the host's `navigate`, Escape closes and returns focus to the button. The empty query
 * lists recent pages. The data (`load`) and the matcher are loaded on first hover, focus or open only; the
 * server renders the button alone. The dialog itself (Radix Dialog, the combobox) loads on the same first
 * intent; a click or Ctrl+K before it has arrived opens it as soon as it arrives, with no second press.
 */
export function PageFinder({ labels, className, ...options }: PageFinderProps) {
  const finder = usePageFinder(options);
  const text = { ...DEFAULT_LABELS, ...labels };
  const shortcut = useShortcutText();
  const [popup, load] = useLazyPart(popupPart);
  const hadFocus = useRef(false);
  // Opened before the dialog loaded (Ctrl+K, a click): it loads now and shows open.
  useEffect(() => {
    if (finder.open) load();
  }, [finder.open, load]);
  const buttonClassName = cx('docsnav-finder-button', className);
  const buttonContent = (
    <>
      <Magnifier />
      <span className="docsnav-finder-button-text">{text.button}</span>
      <span className="docsnav-finder-kbd" aria-hidden="true">
        {shortcut}
      </span>
    </>
  );
  if (popup)
    return (
      <popup.FinderPopup
        finder={finder}
        text={text}
        buttonClassName={buttonClassName}
        buttonContent={buttonContent}
        focusButton={hadFocus.current}
      />
    );
  const intent = () => {
    load();
    finder.prefetch();
  };
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={finder.open}
      data-state={finder.open ? 'open' : 'closed'}
      className={buttonClassName}
      aria-keyshortcuts="Control+K Meta+K"
      onPointerEnter={intent}
      onPointerDown={(event) => {
        intent();
        // A primary press opens it now, as the menus' placeholders do: the dialog may arrive and replace
        // this button before the press ends, and a click whose press began on the replaced button is lost.
        if (event.button === 0 && !event.ctrlKey) finder.setOpen(true);
      }}
      onTouchStart={intent}
      onKeyDown={intent}
      onFocus={() => {
        hadFocus.current = true;
        intent();
      }}
      onBlur={() => {
        hadFocus.current = false;
      }}
      onClick={() => {
        load();
        finder.setOpen(true);
      }}
    >
      {buttonContent}
    </button>
  );
}
