// @vitest-environment node
/** docs/components.md lists every theme token of tokens.css with its defaults: the two never drift apart. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const read = (p: string) => readFileSync(fileURLToPath(new URL(p, import.meta.url)), 'utf8');
const tokensCss = read('./tokens.css').replace(/\/\*[\s\S]*?\*\//g, '');
const doc = read('../../../../docs/components.md');

type Defaults = { light: string; dark: string };

/** Each token of tokens.css with its light default (`:root`) and its dark default (`.dark`; else the same). */
function declared(): Map<string, Defaults> {
  const rules = [...tokensCss.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
    selector: (m[1] ?? '').trim(),
    body: m[2] ?? '',
  }));
  const decls = (body: string) => [...body.matchAll(/(--docsnav-[a-z-]+):\s*([^;]+);/g)];
  const tokens = new Map<string, Defaults>();
  for (const { selector, body } of rules)
    if (selector.split(',')[0]?.trim() === ':root')
      for (const [, name = '', value = ''] of decls(body)) tokens.set(name, { light: value, dark: value });
  for (const { selector, body } of rules)
    if (selector.includes('.dark'))
      for (const [, name = '', value = ''] of decls(body)) {
        const known = tokens.get(name);
        if (known) known.dark = value;
        else tokens.set(name, { light: '(none)', dark: value });
      }
  return tokens;
}

/** The rows of the "Theme tokens" table: `| \`--docsnav-x\` | meaning | \`light\` | \`dark\` or same |`. */
function documented(): Map<string, Defaults & { meaning: string }> {
  const section = doc.slice(
    doc.indexOf('### Theme tokens'),
    doc.indexOf('\n## ', doc.indexOf('### Theme tokens')),
  );
  const code = (cell: string) => cell.trim().replace(/^`(.*)`$/, '$1');
  const rows = new Map<string, Defaults & { meaning: string }>();
  for (const line of section.split('\n')) {
    const cells = line.split(' | ');
    if (!line.startsWith('| `--docsnav-') || cells.length !== 4) continue;
    const [name = '', meaning = '', light = '', dark = ''] = cells.map((c) => c.replace(/^\| |\s*\|$/g, ''));
    expect(rows.has(code(name)), `${code(name)} listed twice`).toBe(false);
    const lightValue = code(light);
    rows.set(code(name), {
      meaning,
      light: lightValue,
      dark: dark.trim() === 'same' ? lightValue : code(dark),
    });
  }
  return rows;
}

describe('theme tokens in docs/components.md', () => {
  const css = declared();
  const listed = documented();

  it('lists exactly the tokens tokens.css declares', () => {
    expect(css.size).toBeGreaterThan(25);
    expect([...listed.keys()].sort()).toEqual([...css.keys()].sort());
  });

  it("gives each its light and dark default as tokens.css has them, and what it's for", () => {
    for (const [name, defaults] of css) {
      const row = listed.get(name);
      expect({ name, light: row?.light, dark: row?.dark }).toEqual({ name, ...defaults });
      expect(row?.meaning.length, name).toBeGreaterThan(3);
    }
  });
});
