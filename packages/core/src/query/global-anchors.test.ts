import { describe, expect, it } from 'vitest';
import { globalAnchors } from './global-anchors.js';
import { fixture } from './test-support/fixture.js';

describe('globalAnchors', () => {
  it('adds the `global` links of the active divisions to the site-wide ones', () => {
    const f = fixture({
      navigation: {
        global: { anchors: [{ anchor: 'Blog', href: 'https://example.com/blog' }] },
        tabs: [
          {
            tab: 'A',
            global: { anchors: [{ anchor: 'Status', href: 'https://status.example.com' }] },
            pages: ['a'],
          },
          { tab: 'B', pages: ['b'] },
        ],
      },
    });
    expect(globalAnchors(f.index, f.at('/a')).map((a) => a.label)).toEqual(['Blog', 'Status']);
    expect(globalAnchors(f.index, f.at('/b')).map((a) => a.label)).toEqual(['Blog']);
  });
});
