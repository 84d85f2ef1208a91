/**
 * docs.json `appearance` on the demo site: the colour scheme a reader gets first (`default`: `system`
 * follows their preference) and whether they may switch (`strict`: no theme toggle, no remembered choice).
 * The scheme is `data-theme` on `<html>`, which the kit's tokens and the site's styles follow.
 */
import type { Appearance } from '@docsnav/core';

/** Where the reader's own choice is kept (not used when `strict`). */
export const THEME_KEY = 'docsnav-site-theme';

/** The explicit scheme a page starts with: a stored choice (unless strict), else `default`; undefined for
 *  `system` without a choice (no `data-theme`: the reader's preference applies). */
export function initialTheme(appearance: Appearance, stored: string | null): 'light' | 'dark' | undefined {
  if (!appearance.strict && (stored === 'light' || stored === 'dark')) return stored;
  return appearance.default === 'system' ? undefined : appearance.default;
}

/**
 * The inline script at the top of `<head>`: sets `data-theme` before the first paint (no flash of the other
 * scheme), with `initialTheme`'s rule. Only JSON-encoded values are put into it.
 */
export function themeScript(appearance: Appearance): string {
  const a = JSON.stringify({ default: appearance.default, strict: appearance.strict });
  return `(function(){var a=${a},s=null;try{s=localStorage.getItem(${JSON.stringify(THEME_KEY)})}catch(e){}var t=!a.strict&&(s==="light"||s==="dark")?s:a.default;if(t==="light"||t==="dark")document.documentElement.dataset.theme=t})()`;
}
