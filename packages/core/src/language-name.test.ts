import { describe, expect, it } from 'vitest';
import { nativeLanguageName } from './language-name.js';

describe('nativeLanguageName', () => {
  it('names a language in itself, capitalized in its own locale', () => {
    expect(nativeLanguageName('de')).toBe('Deutsch');
    expect(nativeLanguageName('es', 'Spanish')).toBe('Español');
    expect(nativeLanguageName('ar')).toBe('العربية');
    expect(nativeLanguageName('ja')).toBe('日本語');
    expect(nativeLanguageName('fr-CA', 'French')).toBe('Français canadien');
  });

  it('falls back to the given label, else the tag, for tags it cannot name (never throws)', () => {
    expect(nativeLanguageName('not a tag', 'Fallback')).toBe('Fallback');
    expect(nativeLanguageName('qaa', 'Private')).toBe('Private');
    expect(nativeLanguageName('not a tag')).toBe('not a tag');
    expect(nativeLanguageName('')).toBe('');
  });
});
