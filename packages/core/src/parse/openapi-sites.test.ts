import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { PageMeta, PageNode } from '../model/types.js';
import { nodesOf } from '../test-support/nodes.js';
import type { SpecInput } from './options.js';
import { parseDocs } from './parse-docs.js';
import { scanReferences } from './scan-references.js';

/**
 * The nine real docs sites of ../shared/corpus/sites, with their JSON OpenAPI specs loaded (YAML specs are
 * the loader's business: here they are passed as not loaded). Checks what a reader of the site would notice:
 * every listed page file exists, every endpoint of a loaded spec resolves, generation covers the spec.
 */
const sites = fileURLToPath(new URL('../../../../../shared/corpus/sites/', import.meta.url));

function pageFiles(root: string): Set<string> {
  const out = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.mdx?$/.test(name))
        out.add(
          relative(root, full)
            .replace(/\.mdx?$/, '')
            .split('\\')
            .join('/'),
        );
    }
  };
  walk(root);
  return out;
}

/** Test-only frontmatter reader: `title`, `sidebarTitle` and `openapi` lines of each listed page. */
function frontmatter(root: string, paths: string[], existing: Set<string>): Record<string, PageMeta> {
  const out: Record<string, PageMeta> = {};
  for (const path of paths) {
    if (!existing.has(path)) continue;
    const file = existsSync(join(root, `${path}.mdx`)) ? join(root, `${path}.mdx`) : join(root, `${path}.md`);
    const head = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    const meta: PageMeta = {};
    for (const line of head.split(/\r?\n/)) {
      const m = /^(title|sidebarTitle|openapi):\s*(.+)$/.exec(line);
      if (m?.[1] !== undefined && m[2] !== undefined)
        meta[m[1] as 'title' | 'sidebarTitle' | 'openapi'] = m[2].trim().replace(/^(['"])(.*)\1$/, '$2');
    }
    out[path] = meta;
  }
  return out;
}

function load(site: string) {
  const root = join(sites, site);
  const docs: unknown = JSON.parse(readFileSync(join(root, 'docs.json'), 'utf8'));
  const refs = scanReferences(docs);
  const specs: Record<string, SpecInput> = {};
  const documents: Record<string, { paths?: Record<string, Record<string, { 'x-excluded'?: boolean }>> }> =
    {};
  for (const ref of refs.specs) {
    const file = join(root, ref.replace(/^\.?\//, ''));
    if (ref.endsWith('.json') && existsSync(file)) {
      documents[ref] = JSON.parse(readFileSync(file, 'utf8'));
      specs[ref] = { document: documents[ref] };
    } else {
      specs[ref] = { error: 'not loaded by this test (YAML or remote)' };
    }
  }
  const existing = pageFiles(root);
  const result = parseDocs(docs, {
    specs,
    existingPages: existing,
    pages: frontmatter(root, refs.pages, existing),
  });
  const pages = nodesOf(result.model).filter((n): n is PageNode => n.type === 'page');
  return { result, pages, refs, documents };
}

const SITES = existsSync(sites)
  ? readdirSync(sites).filter((s) => existsSync(join(sites, s, 'docs.json')))
  : [];

describe('real docs sites with OpenAPI specs', () => {
  it('has the nine sites', () => {
    expect(SITES.length).toBe(9);
  });

  /** The real broken entries of the corpus: each page file does not exist at that commit. */
  const MISSING: Record<string, string> = {
    polarsource__polar: '"merchant-of-record/acceptable-use"',
    'ethereum-optimism__docs': '"chain-operators/tools/op-challenger"',
  };

  it.each(SITES)('%s: every listed page exists and every endpoint of a loaded spec resolves', (site) => {
    const { result, pages, documents } = load(site);
    // The broken entries of the corpus are found; no other.
    const missing = result.diagnostics.filter((d) => d.code === 'missing-page').map((d) => d.message);
    const expected = MISSING[site];
    expect(missing).toEqual(expected ? [expect.stringContaining(expected)] : []);
    expect(result.diagnostics.filter((d) => d.code === 'endpoint-not-found')).toEqual([]);
    for (const page of pages) {
      if (page.endpoint?.spec !== undefined && documents[page.endpoint.spec] !== undefined) {
        expect(page.endpoint.resolved, page.source).toBe(true);
        expect(page.href.startsWith('/')).toBe(true);
      }
    }
    expect(new Set(pages.filter((p) => p.endpoint?.resolved).map((p) => p.href)).size).toBe(
      pages.filter((p) => p.endpoint?.resolved).length,
    );
  });

  it('Abstract: a tab with only `openapi` generates every operation of the spec, grouped by tag', () => {
    const { pages, documents, result } = load('Abstract-Foundation__abstract-docs');
    const doc = documents['/api-reference/openapi.json'];
    let operations = 0;
    for (const item of Object.values(doc?.paths ?? {})) {
      for (const [method, op] of Object.entries(item)) {
        if (
          ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'].includes(method) &&
          op['x-excluded'] !== true
        )
          operations++;
      }
    }
    const generated = pages.filter((p) => p.endpoint?.spec === '/api-reference/openapi.json');
    expect(generated.length).toBe(operations);
    expect(generated.length).toBeGreaterThan(10);
    const tab = nodesOf(result.model).find((n) => n.type === 'division' && n.label === 'API Reference');
    const groups = tab?.children.map((c) => nodesOf(result.model)[c]);
    expect(groups?.every((g) => g?.type === 'group')).toBe(true);
  });

  it('polar: `{ source, directory }` puts endpoint pages under the directory', () => {
    const { pages } = load('polarsource__polar');
    const v2604 = pages.filter((p) => p.endpoint?.spec === 'openapi/2026-04.openapi.json');
    expect(v2604.length).toBeGreaterThan(50);
    expect(v2604.every((p) => p.href.startsWith('/api-reference/2026-04/'))).toBe(true);
    expect(v2604.find((p) => p.title === 'Create Checkout Session')?.endpoint?.method).toBe('POST');
    // SOURCE.txt: 336 endpoint entries, all resolved.
    expect(pages.filter((p) => p.endpoint?.resolved).length).toBe(336);
  });

  it('formbricks: a tab with `openapi` and plain pages generates the spec, at the hrefs of its MDX override files', () => {
    const { pages, refs } = load('formbricks__formbricks');
    const generated = pages.filter((p) => p.endpoint?.spec === '/api-reference/openapi.json');
    expect(pages.length).toBe(refs.pages.length + generated.length);
    // Mintlify serves a generated operation from an MDX file at the same path when there is one: the
    // site's files api-reference/<tag slug>/<summary slug>.mdx must all be hrefs of generated pages.
    const hrefs = new Set(generated.map((p) => p.href.slice(1)));
    const overrides = [...pageFiles(join(sites, 'formbricks__formbricks'))].filter((f) =>
      /^api-reference\/[^/]+\/[^/]+$/.test(f),
    );
    expect(overrides.length).toBeGreaterThan(20);
    expect(overrides.filter((f) => !hrefs.has(f))).toEqual([]);
  });

  it('0xPortalLabs: groups with their own spec generate its operations after the intro page', () => {
    const { pages, result } = load('0xPortalLabs__docs');
    const oracle = pages.filter((p) => p.endpoint?.spec === 'spec/oracle.json');
    expect(oracle.length).toBeGreaterThan(0);
    const group = nodesOf(result.model)[
      nodesOf(result.model)[nodesOf(result.model).indexOf(oracle[0] as PageNode)]?.parent ?? -1
    ];
    expect(group?.type).toBe('group');
  });

  it('ollama: a YAML spec that was not loaded keeps its entries as unresolved endpoint pages', () => {
    const { pages, result } = load('ollama__ollama');
    expect(result.diagnostics.filter((d) => d.code === 'spec-load-failed')).toHaveLength(1);
    const endpoints = pages.filter((p) => p.endpoint !== undefined);
    expect(endpoints.length).toBe(12);
    expect(
      endpoints.every(
        (p) => p.endpoint?.resolved === false && p.title === `${p.endpoint.method} ${p.endpoint.path}`,
      ),
    ).toBe(true);
  });
});
