import { useCallback, useEffect, useRef, useState } from 'react';
import { cx } from '../components/class-name.js';
import { lazyPart, useLazyPart } from '../components/lazy-part.js';
import { Magnifier } from './finder-icons.js';
import type { PageFinderLabels } from './page-finder-labels.js';
import type { UsePageFinderOptions } from './use-page-finder.js';

export type { PageFinderLabels } from './page-finder-labels.js';

/** Props of {@link PageFinder}. */
export interface PageFinderProps extends UsePageFinderOptions {
  /** Texts, for translation; what is not given stays English. */
  labels?: Partial<PageFinderLabels>;
  /** Extra class names on the button. */
  className?: string;
}

/** The button's text unless `labels.button` says otherwise (the other defaults load with the finder). */
const BUTTON = 'Search pages';

/** The finder itself (`usePageFinder`, Radix Dialog, the combobox, the list): not in the entry, loaded on the
 *  reader's first intent. */
const finderPart = lazyPart(() => import('./loaded-finder.js'));

/** Ctrl+K / ⌘K. */
const isShortcut = (e: KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

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
 * server renders the button alone. The finder itself (`usePageFinder`, Radix Dialog, the combobox) loads on
 * the same first intent; a click or Ctrl+K before it has arrived opens it as soon as it arrives, with no
 * second press.
 */
export function PageFinder({ labels, className, ...options }: PageFinderProps) {
  const button = labels?.button ?? BUTTON;
  const shortcut = useShortcutText();
  const [part, loadPart] = useLazyPart(finderPart);
  /** The reader asked to open it before it loaded (a press, Ctrl+K). */
  const [asked, setAsked] = useState(false);
  /** The reader showed intent before it loaded: its data loads as soon as it arrives. */
  const intended = useRef(false);
  const load = useCallback(() => {
    intended.current = true;
    loadPart();
  }, [loadPart]);
  const hadFocus = useRef(false);
  const hotkey = options.hotkey ?? true;
  // Ctrl+K until the finder has loaded (its own shortcut takes over then): loads it, open.
  useEffect(() => {
    if (!hotkey || part) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e)) return;
      e.preventDefault();
      load();
      setAsked(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hotkey, part, load]);
  const buttonClassName = cx('docsnav-finder-button', className);
  const buttonContent = (
    <>
      <Magnifier />
      <span className="docsnav-finder-button-text">{button}</span>
      <span className="docsnav-finder-kbd" aria-hidden="true">
        {shortcut}
      </span>
    </>
  );
  if (part)
    return (
      <part.LoadedFinder
        options={options}
        labels={labels}
        buttonClassName={buttonClassName}
        buttonContent={buttonContent}
        focusButton={hadFocus.current}
        openAtOnce={asked}
        prefetchAtOnce={intended.current}
      />
    );
  const ask = () => {
    load();
    setAsked(true);
  };
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={asked}
      data-state={asked ? 'open' : 'closed'}
      className={buttonClassName}
      aria-keyshortcuts="Control+K Meta+K"
      onPointerEnter={load}
      onPointerDown={(event) => {
        // A primary press opens it now, as the menus' placeholders do: the finder may arrive and replace
        // this button before the press ends, and a click whose press began on the replaced button is lost.
        if (event.button === 0 && !event.ctrlKey) ask();
        else load();
      }}
      onTouchStart={load}
      onKeyDown={load}
      onFocus={() => {
        hadFocus.current = true;
        load();
      }}
      onBlur={() => {
        hadFocus.current = false;
      }}
      onClick={ask}
    >
      {buttonContent}
    </button>
  );
}
