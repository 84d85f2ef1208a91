import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useState } from 'react';
import { Badge } from '../components/badge.js';
import { cx } from '../components/class-name.js';
import { useActiveLanguage } from '../components/language.js';
import { StrokeIcon } from '../components/stroke-icon.js';
import type { FinderResult } from './matcher.js';
import { type PageFinderState, type UsePageFinderOptions, usePageFinder } from './use-page-finder.js';

/** Texts of {@link PageFinder}, for translation. */
export interface PageFinderLabels {
  /** The button's text and the dialog's title. Default "Search pages". */
  button: string;
  /** The combobox's placeholder. Default "Find a page by title, section or path…". */
  placeholder: string;
  /** Accessible name of the close button. Default "Close". */
  close: string;
  /** Name of the list of recent pages. Default "Recent pages". */
  recent: string;
  /** Name of the list of results. Default "Pages". */
  results: string;
  /** Shown when nothing matches. Default "No pages match". */
  noResults: string;
  /** Shown for the empty query without recent pages. Default "Type a page title, section or path". */
  empty: string;
  /** Shown while the page list loads. Default "Loading pages…". */
  loading: string;
  /** Shown when the page list could not be loaded. Default "The page list could not be loaded". */
  error: string;
  /** The toggle widening the search to every version and language. Default "All versions and languages". */
  allDivisions: string;
  /** Badge of a page hidden from the sidebar. Default "Hidden". */
  hidden: string;
  /** Announced result count. Default "1 page" / "N pages". */
  count: (n: number) => string;
}

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

const Magnifier = () => <StrokeIcon paths={['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'm20 20-4-4']} />;
const Cross = () => <StrokeIcon size="1.25em" paths={['M18 6 6 18M6 6l12 12']} />;

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
 * server renders the button alone.
 */
export function PageFinder({ labels, className, ...options }: PageFinderProps) {
  const finder = usePageFinder(options);
  const text = { ...DEFAULT_LABELS, ...labels };
  const shortcut = useShortcutText();
  return (
    <Dialog.Root open={finder.open} onOpenChange={finder.setOpen}>
      <Dialog.Trigger
        className={cx('docsnav-finder-button', className)}
        aria-keyshortcuts="Control+K Meta+K"
        onPointerEnter={finder.prefetch}
        onFocus={finder.prefetch}
      >
        <Magnifier />
        <span className="docsnav-finder-button-text">{text.button}</span>
        <span className="docsnav-finder-kbd" aria-hidden="true">
          {shortcut}
        </span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="docsnav-finder-overlay" />
        <FinderDialog finder={finder} text={text} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The open dialog: the combobox, the "all versions" toggle, the status line and the listbox. */
function FinderDialog({ finder, text }: { finder: PageFinderState; text: PageFinderLabels }) {
  const { lang, dir } = useActiveLanguage();
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const { results, active, status, showingRecent } = finder;
  const listed = results.length > 0;

  // Keep the active option in view as the arrows move it.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  let message: string;
  if (!showingRecent && status === 'error') message = text.error;
  else if (!showingRecent && status !== 'ready') message = text.loading;
  else if (showingRecent) message = listed ? '' : text.empty;
  else message = listed ? text.count(results.length) : text.noResults;

  return (
    <Dialog.Content className="docsnav-finder" aria-describedby={undefined} lang={lang} dir={dir}>
      <Dialog.Title className="docsnav-finder-title">{text.button}</Dialog.Title>
      <div className="docsnav-finder-bar">
        <Magnifier />
        <input
          className="docsnav-finder-input"
          type="text"
          role="combobox"
          aria-label={text.button}
          aria-autocomplete="list"
          aria-expanded={listed}
          aria-controls={listed ? listId : undefined}
          aria-activedescendant={listed && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={text.placeholder}
          value={finder.query}
          onChange={(e) => finder.setQuery(e.target.value)}
          onKeyDown={finder.onInputKeyDown}
        />
        <Dialog.Close className="docsnav-finder-close" aria-label={text.close}>
          <Cross />
        </Dialog.Close>
      </div>
      {finder.canWiden && (
        <label className="docsnav-finder-widen">
          <input
            type="checkbox"
            checked={finder.allDivisions}
            onChange={(e) => finder.setAllDivisions(e.target.checked)}
          />
          {text.allDivisions}
        </label>
      )}
      <p className="docsnav-finder-status" role="status">
        {status === 'error' && !showingRecent && finder.error ? (
          <>
            {message}
            <span className="docsnav-finder-error">{finder.error}</span>
          </>
        ) : (
          message
        )}
      </p>
      {listed && showingRecent && (
        <p className="docsnav-finder-heading" id={`${id}-heading`}>
          {text.recent}
        </p>
      )}
      {listed && (
        <div
          id={listId}
          role="listbox"
          className="docsnav-finder-list"
          aria-label={showingRecent ? undefined : text.results}
          aria-labelledby={showingRecent ? `${id}-heading` : undefined}
        >
          {results.map((r, i) => (
            <FinderOption
              key={`${r.page}:${r.href}:${r.trail.join('/')}`}
              result={r}
              id={optionId(i)}
              active={i === active}
              hiddenLabel={text.hidden}
              onSelect={() => finder.select(i)}
              onActivate={() => i !== active && finder.setActive(i)}
            />
          ))}
        </div>
      )}
    </Dialog.Content>
  );
}

/** One result: title (with the method badge of an endpoint), trail and division. */
function FinderOption(props: {
  result: FinderResult;
  id: string;
  active: boolean;
  hiddenLabel: string;
  onSelect: () => void;
  onActivate: () => void;
}) {
  const { result: r, id, active } = props;
  const division = [r.version, r.language].filter(Boolean).join(' · ');
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox owns the keyboard (aria-activedescendant).
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      data-active={active || undefined}
      className="docsnav-finder-option"
      onClick={props.onSelect}
      onPointerMove={props.onActivate}
    >
      <span className="docsnav-finder-option-title">
        {r.method && (
          <Badge variant="method" method={r.method}>
            {r.method}
          </Badge>
        )}
        {r.title}
        {r.hidden && <Badge>{props.hiddenLabel}</Badge>}
      </span>
      {(r.trail.length > 0 || r.path) && (
        <span className="docsnav-finder-option-trail">{r.path ?? r.trail.join(' / ')}</span>
      )}
      {r.path && r.trail.length > 0 && (
        <span className="docsnav-finder-option-trail">{r.trail.join(' / ')}</span>
      )}
      {division && <span className="docsnav-finder-option-division">{division}</span>}
    </div>
  );
}
