import { describe, expect, it } from 'vitest';
import { nodesOf } from '../test-support/nodes.js';
import { parseDocs } from './parse-docs.js';
import { codes, outline, parseText } from './test-support/helpers.js';

describe('parseDocs input', () => {
  it('reads text and an already-parsed value to the same model', () => {
    const docs = {
      navigation: { tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'quickstart'] }] }] },
    };
    const fromText = parseText(JSON.stringify(docs, null, 2));
    const fromValue = parseDocs(docs);
    expect(fromText.model).toEqual(fromValue.model);
    expect(outline(fromText.model)).toBe(
      'tab Guides\n  group Start\n    page / "Index"\n    page /quickstart "Quickstart"',
    );
  });

  it('gives line and column for diagnostics when the input was text, none for a value', () => {
    const text = [
      '{',
      '  "navigation": {',
      '    "groups": [',
      '      { "group": "A", "pages": ["a"], "colour": 1 },',
      '      { "pages": ["b"] }',
      '    ]',
      '  }',
      '}',
    ].join('\n');
    const { diagnostics } = parseText(text);
    expect(diagnostics.map((d) => [d.code, d.path, d.line, d.column])).toEqual([
      ['unknown-key', '/navigation/groups/0/colour', 4, 39],
      ['missing-label', '/navigation/groups/1', 5, 7],
    ]);
    const fromValue = parseDocs(JSON.parse(text));
    expect(fromValue.diagnostics.every((d) => d.line === undefined && d.column === undefined)).toBe(true);
  });

  it('locates a diagnostic whose key is missing at its nearest ancestor', () => {
    const text = '{\n  "navigation": {\n    "tabs": [\n      { "pages": [] }\n    ]\n  }\n}';
    const [d] = parseText(text).diagnostics;
    expect(d).toMatchObject({ code: 'missing-label', path: '/navigation/tabs/0', line: 4, column: 7 });
  });

  it('reports invalid JSON with the position of the error and returns an empty model', () => {
    const text = '{\n  "navigation": {\n    "pages": ["a",]\n  }\n}';
    const { model, diagnostics } = parseText(text);
    expect(nodesOf(model)).toHaveLength(1);
    expect(codes(diagnostics)).toEqual(['invalid-json@']);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', line: 3, column: 19 });
    expect(diagnostics[0]?.message).toContain('line 3, column 19');
  });

  it.each([
    ['', 1, 1],
    ['{', 1, 2],
    ['{"a": tru}', 1, 7],
    ['{"a": "x\ny"}', 1, 9],
    ['[1 2]', 1, 4],
    ['{"a": 1}}', 1, 9],
    ['\n\n  nope', 3, 3],
  ])('locates the syntax error in %j at %i:%i', (text, line, column) => {
    const [d] = parseText(text).diagnostics;
    expect(d).toMatchObject({ code: 'invalid-json', line, column });
  });

  it('accepts a byte-order mark', () => {
    const { model, diagnostics } = parseText('\uFEFF{"navigation":{"pages":["a"],"x":1}}');
    expect(outline(model)).toBe('page /a "A"');
    expect(diagnostics[0]).toMatchObject({ code: 'unknown-key', line: 1, column: 31 });
  });

  it('reports a docs.json that is not an object, or has no navigation', () => {
    expect(codes(parseText('[1,2]').diagnostics)).toEqual(['invalid-root@']);
    expect(codes(parseText('"text"').diagnostics)).toEqual(['invalid-root@']);
    expect(codes(parseText('{"name":"x"}').diagnostics)).toEqual(['missing-navigation@']);
    expect(codes(parseDocs(undefined).diagnostics)).toEqual(['invalid-root@']);
  });

  it('reports an unresolved $ref instead of following it', () => {
    const { model, diagnostics } = parseText(
      JSON.stringify({
        navigation: { languages: [{ $ref: './fr.json' }, { language: 'en', pages: ['a'] }] },
      }),
    );
    expect(outline(model)).toBe('language English\n  page /a "A"');
    expect(codes(diagnostics)).toEqual(['unresolved-ref@/navigation/languages/0/$ref']);
    expect(codes(parseDocs({ navigation: { $ref: 'nav.json' } }).diagnostics)).toEqual([
      'unresolved-ref@/navigation/$ref',
    ]);
  });

  it('builds stable ids from labels and positions', () => {
    const docs = {
      navigation: {
        tabs: [
          {
            tab: 'Guides',
            groups: [
              { group: 'Start', pages: ['a', { group: 'Deep', pages: ['b'] }] },
              { group: 'Start', pages: ['c'] },
            ],
          },
        ],
      },
    };
    const ids = nodesOf(parseDocs(docs).model).map((n) => n.id);
    expect(ids).toEqual([
      '/',
      '/t:Guides',
      '/t:Guides/g:Start',
      '/t:Guides/p:a',
      '/t:Guides/g:Start/g:Deep',
      '/t:Guides/p:b',
      '/t:Guides/g:Start#2',
      '/t:Guides/p:c',
    ]);
    expect(nodesOf(parseDocs(structuredClone(docs)).model).map((n) => n.id)).toEqual(ids);
  });

  it('keeps JSON pointers in diagnostics, not in the model, and round-trips the model through JSON', () => {
    const { model, diagnostics } = parseDocs({
      navigation: { tabs: [{ tab: 'T', groups: [{ group: 'G', root: 'r', pages: ['a', 7] }] }] },
    });
    expect(diagnostics.map((d) => d.path)).toEqual(['/navigation/tabs/0/groups/0/pages/1']);
    expect(JSON.stringify(model)).not.toContain('/navigation');
    const copy = JSON.parse(JSON.stringify(model));
    expect(nodesOf(copy)).toEqual(nodesOf(model));
    expect(nodesOf(model).map((n) => n.id)).toEqual(['/', '/t:T', '/t:T/g:G', '/t:T/p:r', '/t:T/p:a']);
  });
});
