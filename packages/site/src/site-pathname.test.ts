import { describe, expect, it } from 'vitest';
import { sitePathname } from './site-pathname.js';

describe('sitePathname', () => {
  it('drops trailing slashes so a prerendered /a/b/ and a visited /a/b show the same page', () => {
    expect(sitePathname('/v2/quickstart/')).toBe('/v2/quickstart');
    expect(sitePathname('/v2/quickstart//')).toBe('/v2/quickstart');
    expect(sitePathname('/v2/quickstart')).toBe('/v2/quickstart');
  });
  it('keeps the root', () => {
    expect(sitePathname('/')).toBe('/');
    expect(sitePathname('//')).toBe('/');
  });
});
