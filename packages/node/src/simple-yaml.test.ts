import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readSimpleYaml } from './simple-yaml.js';

describe('readSimpleYaml', () => {
  it('reads one-line keys with plain, quoted and boolean values, with positions', () => {
    const text =
      "title: \"Get started\"\n# comment\nsidebarTitle: Start here\r\n\nicon:   'it''s'\nhidden: true\nurl:\n";
    expect(readSimpleYaml(text)).toEqual([
      { key: 'title', value: 'Get started', line: 1, column: 8 },
      { key: 'sidebarTitle', value: 'Start here', line: 3, column: 15 },
      { key: 'icon', value: "it's", line: 5, column: 9 },
      { key: 'hidden', value: true, line: 6, column: 9 },
      { key: 'url', value: null, line: 7, column: 4 },
    ]);
  });

  it.each([
    ['a nested map', 'icon:\n  name: x'],
    ['a list', 'tag:\n  - a'],
    ['a flow value', 'tag: [a, b]'],
    ['a number', 'title: 404'],
    ['a colon in a plain value', 'title: Note: this'],
    ['a comment after a value', 'title: x # note'],
    ['a multi-line quoted value', 'title: "a\nb"'],
    ['a duplicate key', 'title: a\ntitle: b'],
    ['a block scalar', 'description: |\n  text'],
    ['an anchor', 'title: &a x'],
    ['a YAML-only escape', 'title: "\\x41"'],
  ])('leaves %s to the full YAML parser', (_name, text) => {
    expect(readSimpleYaml(text)).toBeUndefined();
  });

  it('gives exactly what the YAML library gives whenever it accepts a text', () => {
    const key = fc.constantFrom(
      'title',
      'sidebarTitle',
      'description',
      'icon',
      'tag',
      'hidden',
      'url',
      'x_y',
      'a-b',
    );
    const text = fc.string({
      unit: fc.constantFrom(
        'a',
        ' ',
        ':',
        '#',
        "'",
        '"',
        '\\',
        '-',
        '?',
        '.',
        '1',
        'é',
        '\t',
        'n',
        't',
        'u',
        'e',
      ),
    });
    const value = fc.oneof(
      text,
      text.map((s) => JSON.stringify(s)),
      text.map((s) => `'${s.replaceAll("'", "''")}'`),
      fc.constantFrom('true', 'False', 'NULL', '~', 'yes', 'on', '.5', '-x', '0x1', ''),
    );
    const line = fc
      .tuple(key, fc.constantFrom(' ', '  ', '\t'), value)
      .map(([k, gap, v]) => `${k}:${gap}${v}`);
    fc.assert(
      fc.property(
        fc.array(fc.oneof(line, fc.constant('# c'), fc.constant('')), { maxLength: 6 }),
        (lines) => {
          const yaml = lines.join('\n');
          const simple = readSimpleYaml(yaml);
          if (simple === undefined) return;
          let expected: unknown;
          try {
            expected = parse(yaml);
          } catch {
            throw new Error(`accepted text the YAML library rejects: ${JSON.stringify(yaml)}`);
          }
          const asMap = Object.fromEntries(simple.map((e) => [e.key, e.value]));
          expect(asMap).toEqual(expected ?? {});
        },
      ),
      { numRuns: 3000 },
    );
  });
});
