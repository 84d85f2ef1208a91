/**
 * Reads the repository's Markdown the way a reader copies from it: the fenced code blocks (with their
 * language and line) and the commands of the command tables. Used by the documentation tests beside it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository's root folder. */
export const repo = new URL('../../', import.meta.url).pathname;

/** README.md, docs/*.md and each package's and example's README.md, as paths relative to the repository. */
export function documentationFiles(): string[] {
  const inFolder = (dir: string, pick: (name: string) => boolean) =>
    readdirSync(join(repo, dir), { withFileTypes: true })
      .filter((e) => pick(e.name))
      .map((e) => relative(repo, join(repo, dir, e.name)));
  const readmes = (dir: string) =>
    readdirSync(join(repo, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => join(dir, e.name, 'README.md'))
      .filter((f) => {
        try {
          readFileSync(join(repo, f));
          return true;
        } catch {
          return false;
        }
      });
  return [
    'README.md',
    ...inFolder('docs', (n) => n.endsWith('.md')).sort(),
    ...readmes('packages').sort(),
    ...readmes('examples').sort(),
  ];
}

/** One fenced code block: its file, the line of its opening fence (1-based), its language and text. */
export interface CodeBlock {
  file: string;
  line: number;
  lang: string;
  code: string;
}

/** The fenced code blocks (```lang … ```) of a Markdown file, relative to the repository. */
export function codeBlocks(file: string): CodeBlock[] {
  const lines = readFileSync(join(repo, file), 'utf8').split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(\w*)\s*$/.exec(lines[i] ?? '');
    if (!open) continue;
    const indent = open[1] ?? '';
    const end = lines.findIndex((l, j) => j > i && l.trimEnd() === `${indent}\`\`\``);
    if (end < 0) break;
    const code = lines
      .slice(i + 1, end)
      .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
      .join('\n');
    blocks.push({ file, line: i + 1, lang: open[2] ?? '', code });
    i = end;
  }
  return blocks;
}

/** A command a reader is told to run, where it is written. */
export interface DocumentedCommand {
  file: string;
  line: number;
  command: string;
}

/** A shell line without its trailing `# comment`. */
const withoutComment = (line: string) => line.replace(/\s+#\s.*$/, '').trim();

/**
 * The commands of a Markdown file: each line of its `sh` code blocks (comments dropped) and the first cell of
 * its command tables (a table whose header's first cell is `command`; `a` / `b` in one cell is two commands).
 */
export function documentedCommands(file: string): DocumentedCommand[] {
  const commands: DocumentedCommand[] = [];
  for (const block of codeBlocks(file)) {
    if (!['sh', 'bash', 'shell'].includes(block.lang)) continue;
    block.code.split('\n').forEach((text, i) => {
      const command = withoutComment(text);
      if (command && !command.startsWith('#')) commands.push({ file, line: block.line + 1 + i, command });
    });
  }
  const lines = readFileSync(join(repo, file), 'utf8').split('\n');
  let inTable = false;
  lines.forEach((text, i) => {
    if (/^\|\s*command\s*\|/.test(text)) inTable = true;
    else if (!text.startsWith('|')) inTable = false;
    else if (inTable) {
      const cell = /^\|\s*(.*?)\s*\|/.exec(text)?.[1] ?? '';
      for (const m of cell.matchAll(/`([^`]+)`/g))
        if (m[1] && !/^-+$/.test(m[1])) commands.push({ file, line: i + 1, command: m[1] });
    }
  });
  return commands;
}
