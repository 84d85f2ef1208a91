import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { CORPUS, SITES } from './test-support/corpus.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

beforeAll(() => {
  // The script runs on the built packages, as `pnpm docsnav` does.
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-b', 'packages/node/tsconfig.build.json'], {
    cwd: repo,
    stdio: 'pipe',
  });
}, 180_000);

describe('pnpm icons:coverage (README)', () => {
  it('prints the share of icon uses drawn with the configured library, per library, on the files given', () => {
    const run = spawnSync(
      'pnpm',
      [
        '-s',
        'icons:coverage',
        path.join(SITES, 'polarsource__polar'),
        path.join(CORPUS, 'real/0mcpIO__docs.docs.json'),
      ],
      { cwd: repo, encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('icon uses of the navigation in 2 docs.json files');
    // Polar says nothing (Font Awesome, the default); 0mcpIO says lucide.
    expect(lines[1]).toContain('Font Awesome 1 files (1 say nothing, 0 say so), lucide 1');
    expect(lines[3]).toBe("  drawn with the configured library's icon: 12 of 15 uses (80.0 %)");
    expect(lines[4]).toContain('Font Awesome uses drawn from Font Awesome Free: 1 of 4 (25.0 %)');
    // Polar's three Pro-only icons are the ones not drawn (and what `docsnav check` warns about).
    expect(lines[5]).toContain('fontawesome:rectangle-terminal ×1, fontawesome:signal-stream ×1');
    expect(lines[6]).toMatch(/^ {2}inlining every icon use .* median \d+\.\d KB \(\d+\.\d KB gzip\)/);
    // Polar's folder has pages: its two frontmatter icons are Font Awesome Free's (0mcpIO's file has none).
    expect(lines[7]).toBe('frontmatter icon uses of the pages in 1 docs folders (one per sidebar entry)');
    expect(lines[9]).toBe("  drawn with the configured library's icon: 2 of 2 uses (100.0 %)");
    expect(lines[12]).toBe('navigation and frontmatter: 14 of 17 uses drawn (82.4 %)');
  });

  it("counts the pages' frontmatter icons: Formbricks' Pro-only ones are not drawn (as `docsnav check` warns)", () => {
    const run = spawnSync('pnpm', ['-s', 'icons:coverage', path.join(SITES, 'formbricks__formbricks')], {
      cwd: repo,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.split('\n');
    const at = lines.indexOf('frontmatter icon uses of the pages in 1 docs folders (one per sidebar entry)');
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 2]).toBe("  drawn with the configured library's icon: 141 of 164 uses (86.0 %)");
    expect(lines[at + 4]).toContain('23 uses of 17 names, most used: fontawesome:presentation-screen ×3');
  });
});
