import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { testFolder } from './test-folder.js';

/** How the mocked Shiki fails: a block whose code says `boom` throws, or the highlighter cannot be made. */
const failure = vi.hoisted(() => ({ highlighter: false }));

vi.mock('shiki/core', async (importOriginal) => {
  const shiki = await importOriginal<typeof import('shiki/core')>();
  return {
    ...shiki,
    createHighlighterCore: async (options: Parameters<typeof shiki.createHighlighterCore>[0]) => {
      if (failure.highlighter) throw new Error('no highlighter');
      const highlighter = await shiki.createHighlighterCore(options);
      return {
        ...highlighter,
        codeToHast: (code: string, codeOptions: Parameters<typeof highlighter.codeToHast>[1]) => {
          if (code.includes('boom')) throw new Error('tokenizer failed');
          return highlighter.codeToHast(code, codeOptions);
        },
      };
    },
  };
});

async function compile(source: string) {
  // A fresh module graph per test: the highlighter is made once per process.
  vi.resetModules();
  const { compilePage } = await import('./compile-page.js');
  const root = testFolder({});
  return compilePage(source, { file: path.join(root, 'page.mdx'), root, missingModule: '/site/missing.tsx' });
}

const page = ['```python', 'print("boom")', '```', '', '```python', 'print("fine")', '```', ''].join('\n');

describe('code highlighting when Shiki fails', () => {
  it('keeps a block whose highlighting throws as plain text, and highlights the others', async () => {
    failure.highlighter = false;
    const compiled = await compile(page);
    expect(compiled.error).toBeUndefined();
    expect(compiled.problems).toEqual([]);
    expect(compiled.code).toContain('children: "print(\\"boom\\")\\n"');
    expect(compiled.code.match(/dangerouslySetInnerHTML/g)).toHaveLength(1);
    expect(compiled.code).toMatch(/__html: ".*fine/);
  });

  it('keeps every block plain when the highlighter cannot be made: the page still compiles', async () => {
    failure.highlighter = true;
    const compiled = await compile(page);
    expect(compiled.error).toBeUndefined();
    expect(compiled.code).not.toContain('dangerouslySetInnerHTML');
    expect(compiled.code).toContain('children: "print(\\"fine\\")\\n"');
  });
});
