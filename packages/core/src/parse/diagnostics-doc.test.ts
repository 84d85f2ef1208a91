import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES } from './diagnostics.js';
import type { ParseOptions, SpecInput } from './options.js';
import { parseDocs } from './parse-docs.js';

/** docs/diagnostics.md: one `### \`code\`` section per code, each with an example. */
const doc = readFileSync(new URL('../../../../docs/diagnostics.md', import.meta.url), 'utf8');

interface Example {
  code: string;
  severity: string;
  lang: string;
  body: string;
  options: ParseOptions;
}

function examples(): Example[] {
  const out: Example[] = [];
  for (const section of doc.split(/^### /m).slice(1)) {
    const code = /^`([a-z-]+)`/.exec(section)?.[1] ?? '';
    const severity = /\*\*(error|warning|info)\*\*/.exec(section)?.[1] ?? '';
    const block = /(?:<!-- options: (.*?) -->\n)?```(jsonc?)\n([\s\S]*?)```/.exec(section);
    const raw =
      block?.[1] === undefined
        ? {}
        : (JSON.parse(block[1]) as { specs?: Record<string, SpecInput>; existingPages?: string[] });
    const options: ParseOptions = {};
    if (raw.specs) options.specs = raw.specs;
    if (raw.existingPages) options.existingPages = new Set(raw.existingPages);
    out.push({ code, severity, lang: block?.[2] ?? '', body: block?.[3] ?? '', options });
  }
  return out;
}

describe('docs/diagnostics.md', () => {
  const all = examples();

  it('documents every code exactly once, with the severity the parser uses', () => {
    expect(all.map((e) => e.code).sort()).toEqual(Object.keys(DIAGNOSTIC_CODES).sort());
    for (const e of all)
      expect(e.severity, e.code).toBe(DIAGNOSTIC_CODES[e.code as keyof typeof DIAGNOSTIC_CODES]);
  });

  it.each(all.filter((e) => e.lang === 'json').map((e) => [e.code, e] as const))(
    'the %s example produces it, located',
    (code, e) => {
      const { diagnostics } = parseDocs(e.body, e.options);
      const hit = diagnostics.find((d) => d.code === code);
      expect(hit, JSON.stringify(diagnostics, null, 1)).toBeDefined();
      expect(hit?.severity).toBe(e.severity);
      expect(hit?.line).toBe(1);
      expect(hit?.column).toBeGreaterThan(0);
      expect(hit?.message).toMatch(/^Expected /);
    },
  );

  it('has a runnable example for every code but too-deep (tested with 10,000 levels in safety.test.ts)', () => {
    expect(all.filter((e) => e.lang !== 'json').map((e) => e.code)).toEqual(['too-deep']);
  });
});
