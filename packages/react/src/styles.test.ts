// @vitest-environment node
/** The stylesheet: one file per part in src/styles/, published as ONE dist/styles.css without @import. */
import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleCss, writeBundledCss } from '../scripts/bundle-css.mjs';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const entry = here('./styles.css');
const parts = readdirSync(here('./styles')).filter((f) => f.endsWith('.css'));

const fixture = (p: string) => here(`../scripts/test-fixtures/${p}`);

describe('styles.css', () => {
  const bundled = bundleCss(entry);

  it('imports every part once, and the bundle holds each of them whole, in import order, with no @import', () => {
    const imported = [...readFileSync(entry, 'utf8').matchAll(/@import "\.\/styles\/([a-z-]+\.css)";/g)].map(
      (m) => m[1],
    );
    expect([...imported].sort()).toEqual([...parts].sort());
    expect(bundled).not.toContain('@import');
    let at = -1;
    for (const part of imported) {
      const text = readFileSync(here(`./styles/${part}`), 'utf8').trim();
      const found = bundled.indexOf(text);
      expect(found, part).toBeGreaterThan(at);
      at = found;
    }
  });

  it('declares each theme token once: light and dark are one light-dark() pair, switched by color-scheme', () => {
    const tokens = readFileSync(here('./styles/tokens.css'), 'utf8');
    const declared = [...tokens.matchAll(/^\s*(--docsnav-[a-z-]+):/gm)].map((m) => m[1]);
    expect(declared.length).toBeGreaterThan(20);
    expect(new Set(declared).size).toBe(declared.length);
    expect(tokens).toContain('--docsnav-bg: light-dark(#ffffff, #0b1120);');
    expect(bundled).toMatch(/\[data-theme="dark"\],\s*\.dark \{\s*color-scheme: dark;/);
    expect(bundled).toMatch(/\[data-theme="light"\],\s*\.light \{\s*color-scheme: light;/);
  });
});

describe('bundleCss', () => {
  it('inlines nested relative imports once each and leaves other imports alone', () => {
    expect(bundleCss(fixture('main.css'))).toBe(
      '.a {\n  color: red;\n}\n\n.c {\n  color: red;\n}\n.b {\n  color: red;\n}\n' +
        '@import url("https://fonts.example/x.css");\n.main {\n  color: red;\n}\n',
    );
  });

  it('says which file is missing or where the cycle is', () => {
    expect(() => bundleCss(fixture('missing.css'))).toThrow(/cannot read .*missing\.css -> .*gone\.css/);
    expect(() => bundleCss(fixture('cycle-a.css'))).toThrow(
      /@import cycle: .*cycle-a\.css -> .*cycle-b\.css -> .*cycle-a\.css/,
    );
  });

  it('writes dist/styles.css of a package folder', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docsnav-css-'));
    cpSync(fixture('package'), root, { recursive: true });
    writeBundledCss(root);
    expect(readFileSync(path.join(root, 'dist/styles.css'), 'utf8')).toBe('.x {\n  color: red;\n}\n');
  });
});
