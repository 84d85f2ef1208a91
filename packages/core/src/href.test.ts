import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isExternalHref, normalizeBasePath } from './href.js';
import { classifyLink } from './parse/links.js';

describe('isExternalHref', () => {
  it.each([
    'https://example.com',
    'HTTP://EXAMPLE.COM',
    'mailto:team@example.com',
    'tel:+3312345678',
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    ' \t/\n/evil.example',
    '/\t/evil.example',
    '//cdn.example.com/x',
    '/\\evil.example',
    '\\\\evil.example',
  ])('%j leaves the site', (href) => {
    expect(isExternalHref(href)).toBe(true);
  });

  it.each([
    '/guides/intro',
    '/guides//intro',
    '#section',
    'guides/intro',
    'a/b:c',
    'a?x=y:z',
    '1a:b',
    '',
    '\\x',
  ])('%j is a path of the site', (href) => {
    expect(isExternalHref(href)).toBe(false);
  });

  it('is the parser’s rule: classifyLink calls external or unsafe exactly what leaves the site', () => {
    const part = fc.constantFrom(
      '/',
      '\\',
      ':',
      '#',
      ' ',
      '\t',
      'a',
      'h',
      'http',
      'https',
      'mailto',
      'x1',
      '.',
      '?',
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        const href = parts.join('');
        const kind = classifyLink(href);
        if (kind === 'empty') return;
        expect(kind === 'external' || kind === 'unsafe').toBe(isExternalHref(href));
      }),
    );
  });
});

describe('normalizeBasePath', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['/', ''],
    ['//', ''],
    ['docs', '/docs'],
    ['docs/', '/docs'],
    ['/docs/', '/docs'],
    [' /docs ', '/docs'],
    ['/a//b', '/a/b'],
    ['//a///b//', '/a/b'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeBasePath(input)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = normalizeBasePath(s);
        expect(normalizeBasePath(once)).toBe(once);
        expect(once === '' || (once.startsWith('/') && !once.endsWith('/') && !once.includes('//'))).toBe(
          true,
        );
      }),
    );
  });
});
