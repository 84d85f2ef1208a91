import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Badge } from '../components/badge.js';
import { useActiveLanguage } from '../components/language.js';
import { Cross, Magnifier } from './finder-icons.js';
import type { FinderResult } from './matcher.js';
import type { PageFinderLabels } from './page-finder-labels.js';
import type { PageFinderState } from './use-page-finder.js';

/** Props of {@link FinderPopup}: the finder's state and texts, and the button as `PageFinder` draws it. */
export interface FinderPopupProps {
  finder: PageFinderState;
  text: PageFinderLabels;
  /** The button's class names and content (the same as the plain button's before: nothing shifts). */
  buttonClassName: string;
  buttonContent: ReactNode;
  /** The plain button had focus when this replaced it: the button takes it. */
  focusButton: boolean;
}

/**
 * The page finder's dialog on Radix Dialog, with its button, loaded on the reader's first intent (`PageFinder`
 * draws a plain button until then).
 */
export function FinderPopup({ finder, text, buttonClassName, buttonContent, focusButton }: FinderPopupProps) {
  const button = useRef<HTMLButtonElement>(null);
  // Only when this replaces the plain button (its first render's props) and the dialog stays closed.
  const focusOnMount = useRef(focusButton && !finder.open);
  useLayoutEffect(() => {
    if (focusOnMount.current) button.current?.focus();
  }, []);
  return (
    <Dialog.Root open={finder.open} onOpenChange={finder.setOpen}>
      <Dialog.Trigger
        ref={button}
        className={buttonClassName}
        aria-keyshortcuts="Control+K Meta+K"
        onPointerEnter={finder.prefetch}
        onFocus={finder.prefetch}
      >
        {buttonContent}
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
