import { type ReactNode, useLayoutEffect } from 'react';
import { DEFAULT_LABELS } from './default-labels.js';
import { FinderPopup } from './finder-popup.js';
import type { PageFinderLabels } from './page-finder-labels.js';
import { type UsePageFinderOptions, usePageFinder } from './use-page-finder.js';

/** Props of {@link LoadedFinder}: `PageFinder`'s options, texts and button, and whether the reader already
 *  asked to open it (a press or Ctrl+K before this arrived). */
export interface LoadedFinderProps {
  options: UsePageFinderOptions;
  /** `PageFinder`'s `labels`: what is not given stays English. */
  labels: Partial<PageFinderLabels> | undefined;
  buttonClassName: string;
  buttonContent: ReactNode;
  focusButton: boolean;
  openAtOnce: boolean;
  /** The reader showed intent before this arrived (else it was loaded already by another finder). */
  prefetchAtOnce: boolean;
}

/**
 * The page finder once the reader has shown intent (`PageFinder` draws a plain button until then): the
 * headless finder (`usePageFinder`: the shortcut, the data, the recent pages) and its dialog, loaded together
 * so that a first page ships neither. When it arrives on the reader's intent the data starts loading, and
 * a press or Ctrl+K made before it arrived opens it before the first paint.
 */
export function LoadedFinder({
  options,
  openAtOnce,
  prefetchAtOnce,
  focusButton,
  labels,
  ...popup
}: LoadedFinderProps) {
  const finder = usePageFinder(options);
  const { setOpen, prefetch } = finder;
  // Only on arrival (its first render's props).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the finder replaces the plain button
  useLayoutEffect(() => {
    if (openAtOnce) setOpen(true);
    else if (prefetchAtOnce) prefetch();
  }, []);
  const text = { ...DEFAULT_LABELS, ...labels };
  return <FinderPopup finder={finder} text={text} focusButton={focusButton && !openAtOnce} {...popup} />;
}
