import { createNavIndex } from '@docsnav/core';
import { buildFinderData } from '@docsnav/core/finder';
import { parseDocs } from '@docsnav/core/parse';
import uFuzzy from '@leeoniya/ufuzzy';
import { describe, expect, it } from 'vitest';
import { finderDocs, finderSpecs } from '../../../core/src/finder/test-support/fixture.js';
import { createFinderMatcher, loadFinderMatcher, matchRanges } from './matcher.js';

const data = buildFinderData(createNavIndex(parseDocs(finderDocs, { specs: finderSpecs }).model));
const v2 = { version: 'v2' };

describe('finder matcher', () => {
  const m = createFinderMatcher(data, uFuzzy);
  const titles = (q: string, scope?: { version?: string }) => m.search(q, { scope }).map((r) => r.title);

  it('ranks the exact title, then title prefixes, then word starts, then other fields, then substrings', () => {
    const found = m.search('deploy', { scope: v2 });
    expect(found.map((r) => [r.title, r.rank])).toEqual([
      ['Deploy', 'exact'],
      ['Deploy previews', 'prefix'],
      ['Deployment hooks', 'prefix'],
      ['Acme deploy', 'word'],
      ['Overview', 'field'], // in the "Deploy" group
      ['Redeploy', 'contains'],
    ]);
  });

  it('forgives a typo: "deploi" finds "Acme deploy", after every exact match', () => {
    const found = m.search('deploi', { scope: v2 });
    expect(found.map((r) => r.title)).toContain('Acme deploy');
    expect(found.every((r) => r.rank === 'fuzzy')).toBe(true);
    expect(titles('authentcation', v2)).toEqual(['Authentication']);
  });

  it('matches every word in any order, across title and trail', () => {
    expect(titles('started acme', v2)).toEqual(['Acme deploy']);
    expect(titles('auth tokens', v2)).toEqual(['Tokens']);
  });

  it('finds endpoints by method and path, and pages by path', () => {
    expect(m.search('get users', { scope: v2 }).map((r) => [r.title, r.method, r.path])).toEqual([
      ['List users', 'GET', '/v1/users'],
    ]);
    expect(titles('/v1/users/{id}', v2)).toEqual(['Update a user']);
    expect(titles('guides/advanced', v2)).toEqual(['Deployment hooks']);
  });

  it('searches the given version only, every version without a scope', () => {
    expect(m.search('setup', { scope: v2 })).toEqual([]);
    expect(m.search('setup', { scope: { version: 'v1' } }).map((r) => [r.title, r.version])).toEqual([
      ['Setup', 'v1'],
    ]);
    expect(
      m
        .search('deploy')
        .filter((r) => r.title === 'Deploy')
        .map((r) => r.version),
    ).toEqual(['v2', 'v1']);
    expect(m.divisions).toEqual({ versions: ['v2', 'v1'], languages: [] });
  });

  it('leaves hidden pages out unless asked, and returns nothing for a blank query', () => {
    expect(titles('runbook', v2)).toEqual([]);
    expect(m.search('runbook', { scope: v2, includeHidden: true }).map((r) => r.hidden)).toEqual([true]);
    expect(m.search('   ')).toEqual([]);
  });

  it('narrows while typing and widens again when the query is edited back', () => {
    expect(titles('dep', v2)).toContain('Deploy');
    expect(titles('deploy p', v2)[0]).toBe('Deploy previews');
    expect(titles('deploy', v2)).toHaveLength(6);
    expect(titles('tok', v2)).toEqual(['Tokens']);
  });

  it('matches a single character at word starts of the title or trail only', () => {
    expect(titles('d', v2)).toEqual([
      'Deploy',
      'Deploy previews',
      'Deployment hooks',
      'Acme deploy',
      'Overview',
    ]);
    expect(titles('r', v2)).toEqual(['Redeploy']);
    expect(titles('de', v2)).toContain('Redeploy');
  });

  it('respects the limit, keeping the best ranks', () => {
    expect(m.search('deploy', { scope: v2, limit: 2 }).map((r) => r.title)).toEqual([
      'Deploy',
      'Deploy previews',
    ]);
  });

  it('reads non-Latin titles and queries', () => {
    const docs = {
      navigation: {
        languages: [
          { language: 'ar', pages: ['البدء'] },
          { language: 'zh', pages: ['开始'] },
        ],
      },
    };
    const u = createFinderMatcher(buildFinderData(createNavIndex(parseDocs(docs).model)), uFuzzy);
    expect(u.search('البدء').map((r) => r.title)).toEqual(['البدء']);
    expect(u.search('开始').map((r) => r.title)).toEqual(['开始']);
    expect(u.divisions.languages).toHaveLength(2);
  });

  it('loads uFuzzy on demand', async () => {
    const lazy = await loadFinderMatcher(data);
    expect(lazy.search('tokens').map((r) => r.title)).toEqual(['Tokens']);
  });

  it('match (the sidebar filter): every page search finds, unranked, in document order', () => {
    const pages = m.match('deploy', { scope: v2 });
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    expect(pages.map((i) => m.page(i).title).sort()).toEqual(titles('deploy', v2).sort());
    expect(m.match('  ')).toEqual([]);
  });

  it('match forgives typos only when no page matches exactly', () => {
    expect(m.match('deploi', { scope: v2 }).map((i) => m.page(i).title)).toContain('Acme deploy');
    const exact = m.match('tokens', { scope: v2 });
    expect(exact.map((i) => m.page(i).title)).toEqual(['Tokens']);
  });
});

describe('matchRanges (highlighting)', () => {
  it('marks every word of the query where it occurs, case-insensitively, merged where they touch', () => {
    expect(matchRanges('Deploy previews', 'deploy')).toEqual([[0, 6]]);
    expect(matchRanges('Acme deploy', 'DEP acme')).toEqual([
      [0, 4],
      [5, 8],
    ]);
    expect(matchRanges('Redeploy', 'rede dep')).toEqual([[0, 5]]);
    expect(matchRanges('Deploy', 'zz')).toEqual([]);
  });

  it('marks only word starts for a single character, as it matches', () => {
    expect(matchRanges('Redeploy docs', 'd')).toEqual([[9, 10]]);
  });
});
