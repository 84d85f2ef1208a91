import { describe, expect, it } from 'vitest';
import { convertMintJson } from './convert-mint-json.js';

describe('convertMintJson', () => {
  it('maps each docs.json node it writes to the mint.json pointer it came from', () => {
    const { origins } = convertMintJson({
      name: 'Acme',
      logo: { light: '/l.svg', dark: '/d.svg' },
      colors: { primary: '#0D9373', light: '#07C983' },
      tabs: [{ name: 'API', url: 'api' }],
      navigation: [
        { group: 'Start', pages: ['intro'] },
        { group: 'Endpoints', pages: ['api/a', { group: 'More', pages: ['api/b'] }] },
      ],
    });
    expect(origins.get('/navigation/tabs/1/tab')).toBe('/tabs/0/name');
    expect(origins.get('/navigation/tabs/1/groups/0')).toBe('/navigation/1');
    expect(origins.get('/navigation/tabs/1/groups/0/pages/0')).toBe('/navigation/1/pages/0');
    expect(origins.get('/navigation/tabs/1/groups/0/pages/1/pages/0')).toBe('/navigation/1/pages/1/pages/0');
    expect(origins.get('/navigation/tabs/0/groups/0/group')).toBe('/navigation/0/group');
    expect(origins.get('/name')).toBe('/name');
    // Values copied as they are keep their inner pointers.
    expect(origins.get('/logo/dark')).toBe('/logo/dark');
    expect(origins.get('/colors/light')).toBe('/colors/light');
  });

  it('converts the top bar: links (typed ones get their type as label) and the call to action', () => {
    const { docs } = convertMintJson({
      navigation: [],
      topbarLinks: [
        { name: 'Blog', url: 'https://blog.example' },
        { type: 'github', url: 'https://github.com/acme' },
      ],
      topbarCtaButton: { type: 'github', url: 'https://github.com/acme' },
    });
    expect(docs.navbar).toEqual({
      links: [
        { label: 'Blog', href: 'https://blog.example' },
        { label: 'Github', href: 'https://github.com/acme' },
      ],
      primary: { type: 'github', href: 'https://github.com/acme' },
    });
  });

  it('lists what it cannot convert, and never throws on values of the wrong type', () => {
    const { docs, unconverted } = convertMintJson({
      navigation: [{ group: 'A', pages: ['a', 42] }, 'not a group', { group: 'B' }],
      tabs: { name: 'not an array' },
      feedback: { thumbsRating: true },
      colors: { primary: '#000000', anchors: { from: '#111111', to: '#222222' } },
    });
    expect(unconverted.map((u) => u.pointer)).toEqual([
      '/navigation/0/pages/1',
      '/navigation/1',
      '/navigation/2',
      '/tabs',
      '/feedback',
      '/colors/anchors',
    ]);
    expect(docs.navigation).toEqual({ groups: [{ group: 'A', pages: ['a'] }] });
    for (const bad of [null, [], 'mint', 7]) {
      const result = convertMintJson(bad);
      expect(result.docs).toEqual({ navigation: { groups: [] } });
      expect(result.unconverted).toHaveLength(1);
    }
  });

  it('writes the keys in docs.json order and no undefined value', () => {
    const { docs } = convertMintJson({
      redirects: [],
      logo: { light: '/l.svg', dark: '/d.svg' },
      name: 'Acme',
      favicon: '/f.svg',
      colors: { primary: '#0D9373' },
      navigation: [{ group: 'A', pages: ['a'] }],
    });
    expect(Object.keys(docs)).toEqual([
      '$schema',
      'theme',
      'name',
      'colors',
      'favicon',
      'navigation',
      'logo',
      'redirects',
    ]);
    const undefinedAt = (v: unknown, at: string): string[] =>
      v === undefined
        ? [at]
        : typeof v === 'object' && v !== null
          ? Object.entries(v).flatMap(([k, c]) => undefinedAt(c, `${at}/${k}`))
          : [];
    expect(undefinedAt(docs, '')).toEqual([]);
    expect(docs.colors).toEqual({ primary: '#0D9373' });
  });
});
