/** How the Vite plugin prints a docs folder's diagnostics in the terminal. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '@docsnav/core';
import { formatDiagnostic, sortDiagnostics, summarize } from './format-diagnostics.js';
import { isInside } from './path-guard.js';

/** At most this many diagnostics are printed in full in the terminal (errors first); the rest are counted. */
const PRINTED = 30;

/**
 * Errors and warnings compiler style with code frames (the first `PRINTED`, errors first; the others
 * counted per code, as a folder without its page files has one warning per page); infos only counted.
 */
export function formatForTerminal(diagnostics: readonly Diagnostic[], root: string): string {
  const header = `docsnav: ${root}: ${summarize(diagnostics)}`;
  const all = sortDiagnostics(diagnostics.filter((d) => d.severity !== 'info'));
  if (all.length === 0) return header;
  const shown = [...all.filter((d) => d.severity === 'error'), ...all.filter((d) => d.severity !== 'error')];
  const rest = shown.splice(PRINTED);
  const sources = new Map<string, string | undefined>();
  const read = (file: string) => {
    if (!sources.has(file)) {
      const abs = path.resolve(root, file);
      let text: string | undefined;
      try {
        text = isInside(root, abs) ? readFileSync(abs, 'utf8') : undefined;
      } catch {
        text = undefined;
      }
      sources.set(file, text);
    }
    return sources.get(file);
  };
  const blocks = shown.map((d) => formatDiagnostic(d, read(d.file ?? 'docs.json')));
  const codes = new Map<string, number>();
  for (const d of rest) codes.set(`${d.severity} ${d.code}`, (codes.get(`${d.severity} ${d.code}`) ?? 0) + 1);
  const counted = [...codes].map(([code, n]) => `${n} × ${code}`).join(', ');
  if (rest.length > 0)
    blocks.push(`... and ${rest.length} more (${counted}): \`docsnav check ${root}\` lists them all`);
  blocks.push(summarize(diagnostics));
  return `${header}\n${blocks.join('\n\n')}`;
}
