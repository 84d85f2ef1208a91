import { useSyncExternalStore } from 'react';
import { THEME_KEY } from './theme.js';

const DARK = '(prefers-color-scheme: dark)';

/** The scheme the page shows: `<html data-theme>`, else the reader's preference. */
function current(): 'light' | 'dark' {
  const set = document.documentElement.dataset.theme;
  if (set === 'light' || set === 'dark') return set;
  return window.matchMedia?.(DARK).matches ? 'dark' : 'light';
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = window.matchMedia?.(DARK);
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
  };
}

const LABELS: Record<string, string> = { es: 'Tema oscuro', ar: 'المظهر الداكن' };

/**
 * The demo site's theme switch (shown unless docs.json `appearance.strict`): a toggle button, pressed in
 * the dark scheme. The choice goes to `<html data-theme>` and localStorage (read again by the head script).
 * Server-rendered as `serverTheme` (the `appearance.default`, light for `system`), corrected on hydration.
 */
export function ThemeToggle({
  lang,
  serverTheme,
}: {
  lang?: string | undefined;
  serverTheme: 'light' | 'dark';
}) {
  const theme = useSyncExternalStore(subscribe, current, () => serverTheme);
  const dark = theme === 'dark';
  const toggle = () => {
    const next = dark ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem(THEME_KEY, next);
    } catch {
      // Storage refused (private mode): the choice lasts for this page.
    }
    for (const listener of listeners) listener();
  };
  return (
    <button
      type="button"
      className="site-theme-toggle"
      aria-pressed={dark}
      aria-label={LABELS[lang?.split('-')[0] ?? ''] ?? 'Dark theme'}
      onClick={toggle}
    >
      <svg
        viewBox="0 0 24 24"
        width="1.125em"
        height="1.125em"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {dark ? (
          <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />
        ) : (
          <>
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
          </>
        )}
      </svg>
    </button>
  );
}
