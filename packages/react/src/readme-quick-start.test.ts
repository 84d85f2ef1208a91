// The README's quick starts are the examples' code: each block headed by an example file's path equals that
// file, every file of an example that uses the kit is shown, and the line counts quoted are the script's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script without types (scripts/count-nav-lines.mjs)
import { countExamples } from '../../../scripts/count-nav-lines.mjs';

const repo = join(import.meta.dirname, '../../../');
const readme = readFileSync(join(repo, 'packages/react/README.md'), 'utf8');

interface Row {
  host: string;
  lines: number;
  files: { file: string; lines: number }[];
}
const hosts = countExamples(repo) as Row[];

/** Each "`examples/…`:" line of the README and the fenced block that follows it. */
const blocks = [...readme.matchAll(/^`(examples\/[^`]+)`:\n\n```\w*\n([\s\S]*?)\n```$/gm)].map((m) => ({
  path: m[1] as string,
  code: m[2] as string,
}));

describe('README quick starts', () => {
  it.each(blocks.map((b) => [b.path, b]))('%s is the example file as it is', (_, { path, code }) => {
    expect(code).toBe(readFileSync(`${repo}${path}`, 'utf8').trimEnd());
  });

  it.each(hosts.map((h) => [h.host, h]))('every %s file that uses the kit is shown', (host, { files }) => {
    const shown = new Set(blocks.map((b) => b.path));
    const using = files.filter((f) => f.lines > 0).map((f) => `examples/${host}/${f.file}`);
    expect(using.length).toBeGreaterThan(1);
    expect(using.filter((path) => !shown.has(path))).toEqual([]);
  });

  it('quotes the line counts of scripts/count-nav-lines.mjs, each within the 30-line target', () => {
    const names: Record<string, string> = { next: 'Next.js', 'react-router': 'React Router', vite: 'Vite' };
    for (const { host, lines } of hosts) {
      expect(readme).toContain(`${names[host]} ${lines}`);
      expect(lines).toBeLessThanOrEqual(30);
    }
  });
});
