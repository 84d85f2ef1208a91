// @vitest-environment node
/** README.md's command table lists every script of the root package.json, and nothing that is not one. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentedCommands, repo } from './markdown.js';

const scripts = Object.keys(
  (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts,
);
const readme = readFileSync(join(repo, 'README.md'), 'utf8').split('\n');
/** The lines (1-based, end excluded) of the section "Working on docsnav". */
const from = readme.indexOf('## Working on docsnav') + 1;
const to = readme.findIndex((l, i) => i >= from && l.startsWith('## ')) + 1 || readme.length + 1;
const section = readme.slice(from - 1, to - 1).join('\n');
const rows = documentedCommands('README.md').filter((c) => c.line > from && c.line < to);

describe("README.md's command table", () => {
  it('lists every script of package.json as `pnpm <script>`', () => {
    const listed = rows.map((r) => /^pnpm ([\w:-]+)$/.exec(r.command)?.[1]).filter((s) => s !== undefined);
    expect([...listed].sort()).toEqual([...scripts].sort());
  });

  it('lists nothing else but direct tool runs (`pnpm vitest …`, `pnpm exec …`)', () => {
    const other = rows.filter((r) => !/^pnpm ([\w:-]+)$/.test(r.command)).map((r) => r.command);
    for (const command of other) expect(command).toMatch(/^pnpm (vitest|exec) /);
  });

  it('describes test:unit by the Vitest project it runs', () => {
    const row = section.split('\n').find((l) => l.startsWith('| `pnpm test:unit`'));
    expect(readFileSync(join(repo, 'package.json'), 'utf8')).toContain(
      '"test:unit": "vitest run --project unit"',
    );
    expect(row).toMatch(/`unit` project/);
  });
});
