// @vitest-environment node
/** The stylesheet: one file per part in src/styles/, published as ONE dist/styles.css without @import. */
import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleCss, copyStandaloneCss, STANDALONE_CSS, writeBundledCss } from '../scripts/bundle-css.mjs';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const entry = here('./styles.css');
const parts = readdirSync(here('./styles')).filter((f) => f.endsWith('.css'));

const fixture = (p: string) => here(`../scripts/test-fixtures/${p}`);

describe('styles.css', () => {
  const bundled = bundleCss(entry);

  it('imports every part once into the docsnav layer, and the bundle holds each of them whole, in import order, with no @import', () => {
    const imported = [
      ...readFileSync(entry, 'utf8').matchAll(/@import "\.\/styles\/([a-z-]+\.css)" layer\(docsnav\);/g),
    ].map((m) => m[1]);
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

  it('puts every rule in the docsnav cascade layer: nothing outside an @layer docsnav block', () => {
    let outside = '';
    let depth = 0;
    let inLayer = 0;
    const text = bundled.replace(/\/\*[\s\S]*?\*\//g, '');
    for (let i = 0; i < text.length; i++) {
      if (depth === 0 && text.startsWith('@layer docsnav {', i)) {
        inLayer++;
        depth++;
        i += '@layer docsnav {'.length - 1;
        continue;
      }
      const c = text[i];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (depth === 0) outside += c;
    }
    expect(inLayer).toBe(parts.length);
    expect(outside.trim()).toBe('');
  });
});

describe('theme tokens', () => {
  const tokens = readFileSync(here('./styles/tokens.css'), 'utf8');
  /** The declarations of the first rule whose selector list is exactly `selector` (after a blank line or `{`). */
  const rule = (selector: string) => {
    const found = new RegExp(`(?:\\n\\n|\\{\\n)${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{`).exec(
      tokens,
    );
    expect(found, selector).not.toBeNull();
    const at = (found?.index ?? 0) + (found?.[0].length ?? 0);
    const body = tokens.slice(at, tokens.indexOf('}', at));
    return Object.fromEntries(
      [...body.matchAll(/(--docsnav-[a-z-]+|color-scheme):\s*([^;]+);/g)].map((m) => [m[1], m[2]]),
    );
  };
  const light = rule(':root,\n[data-theme="light"],\n.light');
  const preferDark = rule('  :root:not([data-theme="light"], .light)');
  const forcedDark = rule('[data-theme="dark"],\n.dark');

  it('never uses light-dark(): a minifier lowers it to variables resolved at :root (dark below <html> would fail)', () => {
    expect(bundleCss(entry).replace(/\/\*[\s\S]*?\*\//g, '')).not.toContain('light-dark(');
  });

  it('has one dark value for each light colour, the same under prefers-color-scheme and [data-theme="dark"] / .dark', () => {
    expect(Object.keys(light).length).toBeGreaterThan(20);
    expect(light['--docsnav-bg']).toBe('#ffffff');
    expect(forcedDark['--docsnav-bg']).toBe('#0b1120');
    const { 'color-scheme': scheme, ...darkColours } = forcedDark;
    expect(scheme).toBe('dark');
    expect(darkColours).toEqual(preferDark);
    expect(Object.keys(darkColours).sort()).toEqual(Object.keys(light).sort());
  });

  it('sets color-scheme with the theme, so native controls and scrollbars follow', () => {
    expect(rule('[data-theme="light"],\n.light')).toEqual({ 'color-scheme': 'light' });
    expect(rule(':root')['color-scheme']).toBe('light dark');
  });
});

describe('bundleCss', () => {
  it('inlines nested relative imports once each and leaves other imports alone', () => {
    expect(bundleCss(fixture('main.css'))).toBe(
      '.a {\n  color: red;\n}\n\n.c {\n  color: red;\n}\n.b {\n  color: red;\n}\n' +
        '@import url("https://fonts.example/x.css");\n.main {\n  color: red;\n}\n',
    );
  });

  it('wraps a layered import in an @layer block of that name', () => {
    expect(bundleCss(fixture('layered.css'))).toBe(
      '@layer kit {\n.a {\n  color: red;\n}\n}\n.outside {\n  color: blue;\n}\n',
    );
  });

  it('says which file is missing or where the cycle is', () => {
    expect(() => bundleCss(fixture('missing.css'))).toThrow(/cannot read .*missing\.css -> .*gone\.css/);
    expect(() => bundleCss(fixture('cycle-a.css'))).toThrow(
      /@import cycle: .*cycle-a\.css -> .*cycle-b\.css -> .*cycle-a\.css/,
    );
  });

  it('ships the Tailwind bridge and the shadcn/ui mapping as they are, each exported by the package', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docsnav-css-'));
    cpSync(here('..'), root, {
      recursive: true,
      filter: (f) => !f.includes('node_modules') && !f.includes('dist'),
    });
    copyStandaloneCss(root);
    const pkg = JSON.parse(readFileSync(here('../package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    for (const name of STANDALONE_CSS) {
      expect(readFileSync(path.join(root, 'dist', name), 'utf8')).toBe(
        readFileSync(here(`./${name}`), 'utf8'),
      );
      expect(pkg.exports[`./${name}`]).toBe(`./dist/${name}`);
    }
  });

  it('writes dist/styles.css of a package folder', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docsnav-css-'));
    cpSync(fixture('package'), root, { recursive: true });
    writeBundledCss(root);
    expect(readFileSync(path.join(root, 'dist/styles.css'), 'utf8')).toBe('.x {\n  color: red;\n}\n');
  });
});
