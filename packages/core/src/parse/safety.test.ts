import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nodesOf } from '../test-support/nodes.js';
import type { SpecInput } from './options.js';
import { parseDocs } from './parse-docs.js';
import { scanReferences } from './scan-references.js';
import { docsLike } from './test-support/docs-like.js';
import { expectValidModel, pagesOf } from './test-support/helpers.js';

describe('never throws', () => {
  it('on any JSON value, as a value and as text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), docsLike), (value) => {
        const a = parseDocs(value);
        expectValidModel(a.model);
        const wrapped = parseDocs({ navigation: value });
        expectValidModel(wrapped.model);
        const text = parseDocs(JSON.stringify({ navigation: value }) ?? '');
        expectValidModel(text.model);
        expect(text.diagnostics.every((d) => d.line !== undefined)).toBe(true);
        scanReferences({ navigation: value });
      }),
      { numRuns: 400 },
    );
  });

  it('on any string', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json().map((j) => j.slice(0, Math.max(0, j.length - 1))),
        ),
        (text) => {
          const { model, diagnostics } = parseDocs(text);
          expectValidModel(model);
          for (const d of diagnostics) expect(d.message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('on 10,000 levels of nesting, as text and as a value', () => {
    let value: Record<string, unknown> = { group: 'leaf', pages: ['leaf'] };
    for (let i = 0; i < 10000; i++) value = { group: `g${i}`, pages: [value] };
    const docs = { navigation: { groups: [value] } };
    const fromValue = parseDocs(docs);
    expect(fromValue.diagnostics.map((d) => d.code)).toEqual(['too-deep', 'empty-group']);
    expect(fromValue.diagnostics[0]?.severity).toBe('error');
    // Nodes down to level 64 (the root's children are level 1) are kept; everything below is left out.
    expect(nodesOf(fromValue.model).filter((n) => n.type === 'group')).toHaveLength(64);
    const text = `{"navigation":{"pages":${'['.repeat(10000)}${']'.repeat(10000)}}}`;
    expect(() => parseDocs(text)).not.toThrow();
    // Built by hand: JSON.stringify itself would overflow the stack at this depth.
    const deepText = `{"navigation":{"groups":[${'{"group":"g","pages":['.repeat(10000)}"leaf"${']}'.repeat(10000)}]}}`;
    const fromText = parseDocs(deepText);
    expect(fromText.diagnostics[0]).toMatchObject({ code: 'too-deep', line: 1 });
  });

  it('on a $ref whose value is deep or cyclic', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 20000; i++) deep = [deep];
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    for (const ref of [deep, cyclic]) {
      const { diagnostics } = parseDocs({ navigation: { groups: [{ $ref: ref }] } });
      expect(diagnostics.map((d) => d.code)).toEqual(['unresolved-ref']);
      expect(parseDocs({ navigation: { $ref: ref } }).diagnostics.map((d) => d.code)).toEqual([
        'unresolved-ref',
      ]);
    }
  });

  it('on specs and frontmatter of the wrong shape', () => {
    const options = {
      specs: {
        'a.json': { error: Symbol('x') },
        'b.json': { document: null },
        'c.json': null,
        'd.json': 'x',
      } as unknown as Record<string, SpecInput>,
      pages: {
        a: { title: 42, icon: { name: 3 }, url: 7, openapi: ['GET /x'] } as unknown as Record<string, never>,
      },
    };
    const nav = {
      groups: [
        { group: 'G', openapi: ['a.json', 'b.json', 'c.json', 'd.json'], pages: ['a', 'b', 'c', 'GET /x'] },
      ],
    };
    expect(() => parseDocs({ navigation: nav }, options)).not.toThrow();
  });

  it('on cyclic values', () => {
    const group: Record<string, unknown> = { group: 'loop', pages: [] };
    (group.pages as unknown[]).push(group);
    const { diagnostics } = parseDocs({ navigation: { groups: [group] } });
    expect(diagnostics.map((d) => d.code)).toContain('too-deep');
  });
});

describe('prototype keys do nothing', () => {
  it('ignores __proto__ and constructor keys as unknown keys', () => {
    const text =
      '{"navigation":{"__proto__":{"pages":["evil"]},"constructor":{"x":1},"groups":[{"group":"G","pages":["a"],"__proto__":{"hidden":true}}]}}';
    const { model, diagnostics } = parseDocs(text);
    expect(pagesOf(model).map((p) => [p.source, p.hidden])).toEqual([['a', false]]);
    expect(diagnostics.map((d) => d.code)).toEqual(['unknown-key', 'unknown-key', 'unknown-key']);
    expect(({} as Record<string, unknown>).pages).toBeUndefined();
  });
});

describe('valid navigations', () => {
  const slug = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/);
  const groupArb = fc.letrec((tie) => ({
    group: fc.record({
      group: fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
      pages: fc.array(fc.oneof({ depthSize: 'small' }, slug, tie('group')), { minLength: 1, maxLength: 4 }),
    }),
  })).group;
  const navArb = fc.record({
    tabs: fc.array(
      fc.record({
        tab: fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        groups: fc.array(groupArb, { minLength: 1, maxLength: 3 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  });

  it('keep every listed page, in order, with no error', () => {
    fc.assert(
      fc.property(navArb, (navigation) => {
        const docs = { navigation };
        const { model, diagnostics } = parseDocs(JSON.stringify(docs));
        expectValidModel(model);
        expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        const listed: string[] = [];
        const walk = (entries: unknown[]) => {
          for (const e of entries) {
            if (typeof e === 'string') listed.push(e);
            else walk((e as { pages: unknown[] }).pages);
          }
        };
        for (const tab of navigation.tabs) walk(tab.groups);
        expect(pagesOf(model).map((p) => p.source)).toEqual(listed);
        expect(scanReferences(docs).pages).toEqual([...new Set(listed)]);
      }),
      { numRuns: 150 },
    );
  });
});
