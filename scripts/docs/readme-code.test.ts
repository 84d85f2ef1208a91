// @vitest-environment node
/**
 * The code blocks of the READMEs typecheck under strict TypeScript against the built packages (`pnpm build`:
 * `@docsnav/*` resolve as a host resolves them, through their `exports` to `dist/*.d.ts`), as a host would paste
 * them into an ESM project. Names a snippet uses but does not define (the model, the pathname, the host's
 * `Link`, the page) are declared once in `snippet-globals.d.ts`, the same for every block.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { type CodeBlock, codeBlocks, documentationFiles, repo } from './markdown.js';

const readmes = documentationFiles().filter((f) => f.endsWith('README.md'));
const blocks = readmes.flatMap(codeBlocks).filter((b) => ['ts', 'tsx', 'js', 'jsx'].includes(b.lang));

/** Typechecks every block, each as a module of its own; returns the diagnostics per block. */
function typecheck(all: CodeBlock[]): Map<CodeBlock, string[]> {
  // Inside the repository, so that `@docsnav/*`, react and their types resolve from its node_modules.
  const dir = join(repo, 'node_modules', '.cache', 'docsnav-readme-code');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  const globals = join(dir, 'snippet-globals.d.ts');
  writeFileSync(
    globals,
    [
      '/// <reference types="@docsnav/node/virtual-docsnav" />',
      "declare const model: import('@docsnav/core').NavModel;",
      'declare const pathname: string;',
      "declare const children: import('react').ReactNode;",
      "declare const page: import('react').ReactNode;",
      "declare const Link: import('@docsnav/react').LinkComponent;",
      'declare const navigate: (href: string) => void;',
      "declare function Logo(): import('react').ReactElement;",
      '',
    ].join('\n'),
  );
  const files = new Map<string, CodeBlock>();
  all.forEach((block, i) => {
    const name = join(
      dir,
      `${block.file.replace(/[/.]/g, '_')}_${block.line}_${i}.${block.lang.startsWith('j') ? block.lang.replace('j', 't') : block.lang}`,
    );
    // `export {}` makes every block a module (top-level await, names of its own).
    writeFileSync(name, `${block.code}\nexport {};\n`);
    files.set(name, block);
  });
  const program = ts.createProgram([globals, ...files.keys()], {
    strict: true,
    noUncheckedIndexedAccess: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node'],
    typeRoots: [join(repo, 'node_modules', '@types')],
    noEmit: true,
    skipLibCheck: true,
    noUnusedLocals: false,
  });
  const found = new Map<CodeBlock, string[]>(all.map((b) => [b, []]));
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const block = d.file ? files.get(d.file.fileName) : undefined;
    const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : 0;
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (block) found.get(block)?.push(`${block.file}:${block.line + 1 + where}: ${text}`);
    else found.get(all[0] as CodeBlock)?.push(`${d.file?.fileName ?? '(no file)'}: ${text}`);
  }
  return found;
}

describe('README code blocks', () => {
  it('are found in every package README', () => {
    for (const pkg of ['core', 'react', 'node'])
      expect(
        blocks.some((b) => b.file === `packages/${pkg}/README.md`),
        pkg,
      ).toBe(true);
  });

  it('typecheck under strict TypeScript against the built packages', () => {
    const problems = [...typecheck(blocks).values()].flat();
    expect(problems).toEqual([]);
  });

  it('catch a mistake: a snippet calling a function with the wrong argument fails', () => {
    const wrong: CodeBlock = {
      file: 'packages/core/README.md',
      line: 1,
      lang: 'ts',
      code: "import { nodeHref } from '@docsnav/core';\nnodeHref(model, 'x');",
    };
    expect(typecheck([wrong]).get(wrong)?.join('\n')).toMatch(/Argument of type/);
  });
});
