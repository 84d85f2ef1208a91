import type { FinderResult } from './matcher.js';

/** Default storage key of the recent pages. */
export const RECENT_KEY = 'docsnav:finder-recent';

/** What is kept of a recent page: enough to show and follow it before the finder data is loaded. */
type Stored = Pick<
  FinderResult,
  'title' | 'href' | 'trail' | 'version' | 'language' | 'method' | 'path' | 'division'
> & {
  external?: boolean;
};

const isStored = (x: unknown): x is Stored => {
  const s = x as Partial<Stored> | null;
  return (
    !!s &&
    typeof s.title === 'string' &&
    typeof s.href === 'string' &&
    Array.isArray(s.trail) &&
    s.trail.every((t) => typeof t === 'string') &&
    [s.version, s.language, s.method, s.path, s.division].every(
      (v) => v === undefined || typeof v === 'string',
    )
  );
};

/** The recent pages kept in `localStorage` under `key`, most recent first; [] when storage is denied or
 *  holds anything else. Never throws. */
export function readRecent(key: string): FinderResult[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    if (!Array.isArray(list)) return [];
    return list.filter(isStored).map((s) => ({
      ...s,
      page: -1,
      hidden: false,
      external: s.external === true,
      rank: 'recent',
    }));
  } catch {
    return [];
  }
}

/** `page` moved to the front of `list` (one entry per href and division), at most `limit` entries. */
export function addRecent(list: readonly FinderResult[], page: FinderResult, limit: number): FinderResult[] {
  const entry: FinderResult = { ...page, page: -1, rank: 'recent' };
  const other = (r: FinderResult) => r.href !== page.href || r.division !== page.division;
  return [entry, ...list.filter(other)].slice(0, limit);
}

/** Saves the recent pages under `key`; a denied or full storage is ignored. */
export function writeRecent(key: string, list: readonly FinderResult[]): void {
  try {
    const stored: Stored[] = list.map(
      ({ title, href, trail, version, language, method, path, external, division }) => ({
        title,
        href,
        trail,
        ...(version === undefined ? {} : { version }),
        ...(language === undefined ? {} : { language }),
        ...(method === undefined ? {} : { method, path }),
        ...(external ? { external } : {}),
        ...(division === undefined ? {} : { division }),
      }),
    );
    localStorage.setItem(key, JSON.stringify(stored));
  } catch {}
}
