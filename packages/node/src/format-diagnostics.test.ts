import type { Diagnostic } from '@docsnav/core';
import { describe, expect, it } from 'vitest';
import {
  codeFrame,
  formatDiagnostic,
  formatDiagnostics,
  sortDiagnostics,
  summarize,
} from './format-diagnostics.js';

const d = (over: Partial<Diagnostic>): Diagnostic => ({
  code: 'missing-label',
  severity: 'error',
  message: 'Expected a label.',
  path: '/navigation/groups/0',
  ...over,
});

describe('formatDiagnostic', () => {
  it('prints location, severity, code and message, then a frame, the pointer and the hint', () => {
    const source = '{\n  "navigation": {\n    "groups": [\n      { "pages": [] }\n    ]\n  }\n}';
    const text = formatDiagnostic(d({ file: 'docs.json', line: 4, column: 7, hint: 'Add "group".' }), source);
    expect(text).toBe(
      [
        'docs.json:4:7  error  missing-label  Expected a label.',
        '  2 |   "navigation": {',
        '  3 |     "groups": [',
        '> 4 |       { "pages": [] }',
        '    |       ^',
        '  5 |     ]',
        '  6 |   }',
        '  at /navigation/groups/0',
        '  hint: Add "group".',
      ].join('\n'),
    );
  });

  it('prints the file alone when the position is unknown, and a shown file name when asked', () => {
    expect(formatDiagnostic(d({ file: 'nav/fr.json', path: '' })).split('\n')).toEqual([
      'nav/fr.json  error  missing-label  Expected a label.',
    ]);
    expect(formatDiagnostic(d({ line: 1, column: 1 }), undefined, (f) => `docs/${f}`)).toMatch(
      /^docs\/docs\.json:1:1 /,
    );
  });
});

describe('codeFrame', () => {
  it('keeps tabs so the caret lines up, and cuts long lines around the column', () => {
    expect(codeFrame('a\n\t\t"x": 1', 2, 3)).toBe('  1 | a\n> 2 | \t\t"x": 1\n    | \t\t^');
    const long = `${'x'.repeat(500)}HERE${'y'.repeat(500)}`;
    const frame = codeFrame(long, 1, 501) ?? '';
    const [line, caret] = frame.split('\n');
    expect(line?.length).toBeLessThan(180);
    expect(line?.indexOf('HERE')).toBe(caret?.indexOf('^'));
  });

  it('gives nothing for a line outside the text', () => {
    expect(codeFrame('a\nb', 3, 1)).toBeUndefined();
    expect(codeFrame('a', 0, 1)).toBeUndefined();
  });
});

describe('formatDiagnostics', () => {
  it('sorts by file (docs.json first), line and column, and ends with a summary', () => {
    const list = [
      d({ file: 'z.json', line: 1, column: 1, code: 'c' }),
      d({ file: 'docs.json', line: 9, column: 1, code: 'b', severity: 'warning' }),
      d({ file: 'a.mdx', line: 2, column: 1, code: 'x', severity: 'info' }),
      d({ file: 'docs.json', line: 3, column: 5, code: 'a' }),
      d({ file: 'docs.json', code: 'no-line' }),
    ];
    expect(sortDiagnostics(list).map((x) => x.code)).toEqual(['a', 'b', 'no-line', 'x', 'c']);
    expect(formatDiagnostics(list).split('\n').at(-1)).toBe('3 errors, 1 warning, 1 info');
    expect(summarize([])).toBe('no problems');
  });
});
