import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDocs } from '../parse/index.js';
import { createNavIndex } from '../query/index.js';
import { buildFinderData } from './build.js';
import { finderDataProblem, finderHrefs, finderPage } from './read.js';
import { finderDocs, finderSpecs } from './test-support/fixture.js';

const build = (docs: unknown) =>
  buildFinderData(createNavIndex(parseDocs(docs, { specs: finderSpecs }).model));

describe('buildFinderData', () => {
  const data = build(finderDocs);
  const pages = () => data.titles.map((_, i) => finderPage(data, i, finderHrefs(data)));

  it('lists every page in document order with its title, href, trail, version and endpoint', () => {
    const all = pages();
    expect(all.map((p) => p.title)).toContain('Acme deploy');
    expect(all.find((p) => p.title === 'Acme deploy')).toMatchObject({
      href: '/guides/acme-deploy',
      trail: ['Guides', 'Getting started'],
      version: 'v2',
      hidden: false,
      external: false,
    });
    expect(all.find((p) => p.href === '/guides/advanced/deployment-hooks')?.trail).toEqual([
      'Guides',
      'Getting started',
      'Advanced',
    ]);
    expect(all.find((p) => p.href === '/v1/deploy')).toMatchObject({
      version: 'v1',
      trail: ['Guides', 'Getting started'],
    });
    const users = all.find((p) => p.method === 'GET');
    expect(users).toMatchObject({
      title: 'List users',
      method: 'GET',
      path: '/v1/users',
      trail: ['API', 'Users'],
      version: 'v2',
    });
    expect(all.find((p) => p.method === 'POST')?.path).toBe('/v1/users/{id}');
  });

  it('marks hidden pages and keeps them findable by href', () => {
    const runbook = pages().find((p) => p.href === '/internal/deploy-runbook');
    expect(runbook?.hidden).toBe(true);
    expect(pages().filter((p) => p.hidden)).toHaveLength(1);
  });

  it('shares labels and trails instead of repeating them', () => {
    expect(data.labels.filter((l) => l === 'Getting started')).toHaveLength(1);
    const v2Start = data.trails.filter(
      (t) =>
        t
          .slice(2)
          .map((l) => data.labels[l])
          .join('/') === 'Guides/Getting started',
    );
    expect(v2Start).toHaveLength(2); // one per version
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('names the division of each listing of a page listed in several places, and only of those', () => {
    const d = build({
      navigation: {
        tabs: [
          { tab: 'Guides', pages: ['shared', 'intro'] },
          { tab: 'Reference', groups: [{ group: 'More', pages: ['shared'] }] },
        ],
      },
    });
    const pages = d.titles.map((_, i) => finderPage(d, i, finderHrefs(d)));
    expect(pages.map((p) => [p.href, p.trail.join('/'), p.division])).toEqual([
      ['/shared', 'Guides', '/t:Guides'],
      ['/intro', 'Guides', undefined],
      ['/shared', 'Reference/More', '/t:Reference'],
    ]);
    expect(data.places).toEqual([]);
  });

  it('moves internal hrefs under another basePath when asked, never external ones', () => {
    const d = buildFinderData(
      createNavIndex(parseDocs({ navigation: { pages: ['index', 'guides/intro'] } }).model, {
        basePath: '/docs',
      }),
    );
    expect(d.base).toBe('/docs');
    expect(finderHrefs(d)).toEqual(['/docs', '/docs/guides/intro']);
    expect(finderHrefs(d, '/v2/docs')).toEqual(['/v2/docs', '/v2/docs/guides/intro']);
    expect(finderHrefs(d, '')).toEqual(['/', '/guides/intro']);
    const plain = build({ navigation: { pages: ['index', 'a'] } });
    expect(finderHrefs(plain, '/kb')).toEqual(['/kb', '/kb/a']);
    const external = { ...plain, hrefs: ['https://example.com/x', '/a'], shared: [0, 0] };
    expect(finderHrefs(external, '/kb')).toEqual(['https://example.com/x', '/kb/a']);
  });

  it('marks pages whose url leads to another site', () => {
    const d = build({ navigation: { pages: ['intro'] } });
    expect(d.external).toEqual([]);
    expect(finderPage(d, 0, finderHrefs(d))).toMatchObject({ title: 'Intro', href: '/intro', trail: [] });
  });

  it('front-codes hrefs: the decoded hrefs are the page hrefs', () => {
    const model = parseDocs(finderDocs, { specs: finderSpecs }).model;
    const index = createNavIndex(model);
    const hrefs = index.nodes.flatMap((x) => (x.type === 'page' ? [x.href] : []));
    expect(finderHrefs(data)).toEqual(hrefs);
    expect(data.hrefs.join('').length).toBeLessThan(hrefs.join('').length);
  });

  it('is much smaller than the navigation it indexes at nav-10k (every page listed)', () => {
    const text = readFileSync(
      new URL('../../../../../shared/corpus/synthetic/nav-10k.json', import.meta.url),
      'utf8',
    );
    const d = build(text);
    expect(d.titles).toHaveLength(10_000);
    expect(JSON.stringify(d).length).toBeLessThan(text.length * 0.6);
  });
});

describe('finderDataProblem', () => {
  it('accepts built data and explains what is wrong with anything else', () => {
    expect(finderDataProblem(build(finderDocs))).toBeUndefined();
    expect(finderDataProblem(undefined)).toMatch(/Expected finder data/);
    expect(finderDataProblem({ v: 2 })).toMatch(/version 1/);
    expect(finderDataProblem({ ...build(finderDocs), base: 1 })).toMatch(/base/);
    const d = build(finderDocs);
    expect(finderDataProblem({ ...d, hrefs: d.hrefs.slice(1) })).toMatch(/parallel/);
    expect(finderDataProblem({ ...d, endpoints: [['x']] })).toMatch(/endpoints/);
    expect(finderDataProblem({ ...d, places: [[0]] })).toMatch(/places/);
  });
});
