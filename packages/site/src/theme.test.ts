import { describe, expect, it } from 'vitest';
import { initialTheme, themeScript } from './theme.js';

describe('appearance', () => {
  it('starts from the stored choice unless strict, else from appearance.default', () => {
    expect(initialTheme({ default: 'system', strict: false }, null)).toBeUndefined();
    expect(initialTheme({ default: 'system', strict: false }, 'dark')).toBe('dark');
    expect(initialTheme({ default: 'dark', strict: false }, 'light')).toBe('light');
    expect(initialTheme({ default: 'dark', strict: true }, 'light')).toBe('dark');
    expect(initialTheme({ default: 'light', strict: false }, 'purple')).toBe('light');
  });

  it('the head script applies the same rule to <html data-theme>', () => {
    const run = (appearance: Parameters<typeof themeScript>[0], stored: string | null) => {
      const html = { dataset: {} as Record<string, string> };
      const storage = { getItem: () => stored };
      new Function('document', 'localStorage', themeScript(appearance))({ documentElement: html }, storage);
      return html.dataset.theme;
    };
    for (const [appearance, stored] of [
      [{ default: 'system', strict: false }, null],
      [{ default: 'system', strict: false }, 'dark'],
      [{ default: 'dark', strict: true }, 'light'],
      [{ default: 'light', strict: false }, 'dark'],
    ] as const) {
      expect(run(appearance, stored)).toBe(initialTheme(appearance, stored));
    }
  });
});
