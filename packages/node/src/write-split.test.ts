import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { NavScope, NavShell } from '@docsnav/core';
import { createNavIndex, createSplitIndex, type NavIndex, type NavModel } from '@docsnav/core';
import { parseDocs } from '@docsnav/core/parse';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDocs } from './load-docs.js';
import { CORPUS, SITES } from './test-support/corpus.js';
import { type TempDir, tempDir } from './test-support/temp-docs.js';
import { writeSplit } from './write-split.js';

let temp: TempDir | undefined;
afterEach(() => {
  temp?.remove();
  temp = undefined;
});

/** What a reader of the files finds: the shell, the scope map and every scope, as parsed JSON. */
function readBack(dir: string) {
  const shell = JSON.parse(readFileSync(path.join(dir, 'shell.json'), 'utf8')) as NavShell;
  const map = JSON.parse(readFileSync(path.join(dir, 'scopes.json'), 'utf8')) as Record<string, string>;
  const scopes = Object.entries(map).map(([id, file]) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    return { id, file, text, scope: JSON.parse(text) as NavScope };
  });
  return { shell, map, scopes };
}

/** Every scope id the shell names, in document order. */
function shellScopes(shell: NavShell): string[] {
  const ids: string[] = shell.scope === undefined ? [] : [shell.scope];
  const walk = (items: NavShell['items']) => {
    for (const d of items) {
      if (d.scope !== undefined) ids.push(d.scope);
      if (d.items) walk(d.items);
    }
  };
  walk(shell.items);
  return ids;
}

/** The pages of an index as a reader sees them (node indices aside). */
function pages(index: NavIndex) {
  return index.nodes.flatMap((n) =>
    n.type === 'page' ? [{ id: n.id, href: n.href, title: n.title, hidden: n.hidden }] : [],
  );
}

function synthetic(name: string): NavModel {
  return parseDocs(readFileSync(path.join(CORPUS, 'synthetic', name), 'utf8')).model;
}

describe('writeSplit', () => {
  it('writes a shell, a scope map and one content-named file per scope that the shell names', async () => {
    temp = tempDir();
    const { model } = await loadDocs(path.join(SITES, 'polarsource__polar'));
    const out = path.join(temp.dir, 'nav', 'split');
    const written = await writeSplit(model, out);
    const { shell, map, scopes } = readBack(out);

    expect(shell.version).toBe(2);
    const ids = shellScopes(shell);
    expect(ids.length).toBeGreaterThan(1);
    expect(Object.keys(map).sort()).toEqual([...ids].sort());
    expect([...written.scopes.keys()].sort()).toEqual([...ids].sort());
    for (const { id, file, text, scope } of scopes) {
      expect(scope.id).toBe(id);
      expect(file).toBe(`scopes/${createHash('sha256').update(text).digest('hex').slice(0, 12)}.json`);
      expect(written.scopes.get(id)).toEqual({ file, bytes: statSync(path.join(out, file)).size });
    }
    expect(readdirSync(path.join(out, 'scopes')).sort()).toEqual(
      scopes.map((s) => path.basename(s.file)).sort(),
    );
    expect(written.shell).toEqual({ file: 'shell.json', bytes: statSync(path.join(out, 'shell.json')).size });
    // The shell has no group or page: every page is in exactly one scope.
    expect(readFileSync(path.join(out, 'shell.json'), 'utf8')).not.toContain('"pages"');
  });

  it.each(['nav-1k.json', 'nav-1k-versions.json', 'nav-1k-languages.json'])(
    'gives back the same pages as the whole model from the files of %s',
    async (name) => {
      temp = tempDir();
      const model = synthetic(name);
      await writeSplit(model, temp.dir);
      const { shell, scopes } = readBack(temp.dir);
      const whole = pages(createNavIndex(model));
      expect(whole.length).toBeGreaterThanOrEqual(1000);
      expect(
        pages(
          createSplitIndex(
            shell,
            scopes.map((s) => s.scope),
          ),
        ),
      ).toEqual(whole);
      // A page loading its own scope only finds that scope's pages, the same as in the whole model.
      const byId = new Map(whole.map((p) => [p.id, p]));
      let seen = 0;
      for (const { scope } of scopes) {
        const own = pages(createSplitIndex(shell, [scope]));
        for (const p of own) expect(byId.get(p.id)).toEqual(p);
        seen += own.length;
      }
      expect(seen).toBe(whole.length);
    },
  );

  it('names scopes the same on every run, so that cached files stay valid', async () => {
    temp = tempDir();
    const model = synthetic('nav-1k-versions.json');
    const first = await writeSplit(model, path.join(temp.dir, 'a'));
    const second = await writeSplit(structuredClone(model), path.join(temp.dir, 'b'));
    expect([...second.scopes]).toEqual([...first.scopes]);
    expect(readFileSync(path.join(temp.dir, 'b', 'shell.json'), 'utf8')).toBe(
      readFileSync(path.join(temp.dir, 'a', 'shell.json'), 'utf8'),
    );
  });

  it('rejects when the output folder cannot be created', async () => {
    temp = tempDir();
    const file = path.join(temp.dir, 'taken');
    writeFileSync(file, 'not a folder');
    await expect(writeSplit(synthetic('nav-100.json'), file)).rejects.toThrow(/EEXIST|ENOTDIR/);
  });
});
