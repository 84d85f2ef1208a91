import type { Diagnostic, IconRef, PageMeta } from '@docsnav/core';
import { isMap, isNode, isScalar, LineCounter, parseDocument } from 'yaml';
import { readSimpleYaml, type YamlEntry } from './simple-yaml.js';
import { indentQuotedContinuations } from './yaml-repair.js';

/** The frontmatter of one page file. */
export interface FrontmatterResult {
  /** The fields docsnav uses; absent fields stay absent. */
  meta: PageMeta;
  diagnostics: Diagnostic[];
  /** Where `meta.icon` is written in the page file (1-based line and column of its value), for the
   *  loader's `unknown-icon` check. */
  iconAt?: { line: number; column: number };
}

const OPEN = /^\uFEFF?---[ \t]*\r?\n/;
const CLOSE = /^(?:---|\.\.\.)[ \t]*\r?$/m;

type Field = keyof PageMeta;
const STRING_FIELDS: readonly Field[] = ['title', 'sidebarTitle', 'description', 'tag', 'url', 'openapi'];
const BOOLEAN_FIELDS: readonly Field[] = ['hidden', 'deprecated'];

/**
 * Reads the YAML frontmatter (`---` … `---` at the top) of an MDX or Markdown page. `file` is the page
 * file relative to the docs root, used in diagnostics. Never throws: broken YAML gives an error with its
 * line and column in the page file and empty metadata; a field of the wrong type is ignored with a
 * warning.
 */
export function readFrontmatter(text: string, file: string): FrontmatterResult {
  const open = OPEN.exec(text);
  if (!open) return { meta: {}, diagnostics: [] };
  const bodyStart = open[0].length;
  const rest = text.slice(bodyStart);
  const close = CLOSE.exec(rest);
  if (!close) {
    return {
      meta: {},
      diagnostics: [
        {
          code: 'frontmatter-invalid',
          severity: 'error',
          message: `The frontmatter opened on line 1 is never closed by a "---" line; it was ignored.`,
          path: '',
          file,
          line: 1,
          column: 1,
        },
      ],
    };
  }
  const yamlText = rest.slice(0, close.index);
  const read = readSimpleYaml(yamlText) ?? readFullYaml(yamlText, file);
  if ('diagnostic' in read) return { meta: {}, diagnostics: [read.diagnostic] };
  return applyFields(read, file);
}

/** Keeps the fields docsnav uses, checking their types. Lines of `entries` are 1-based in the YAML text. */
function applyFields(entries: readonly YamlEntry[], file: string): FrontmatterResult {
  const meta: PageMeta = {};
  const diagnostics: Diagnostic[] = [];
  const result: FrontmatterResult = { meta, diagnostics };
  const set = <K extends Field>(key: K, value: PageMeta[K]) => {
    meta[key] = value;
  };
  for (const { key, value, line, column } of entries) {
    if (!isField(key) || value === null || value === undefined) continue;
    const wrong = (expected: string) =>
      diagnostics.push({
        code: 'frontmatter-invalid-field',
        severity: 'warning',
        message: `Frontmatter "${key}" must be ${expected}; found ${describe(value)}. It was ignored.`,
        path: `/${key}`,
        file,
        line: line + 1,
        column,
      });
    if (STRING_FIELDS.includes(key)) {
      if (typeof value === 'string') set(key, value);
      else if (typeof value === 'number') set(key, String(value));
      else wrong('a string');
    } else if (BOOLEAN_FIELDS.includes(key)) {
      if (typeof value === 'boolean') set(key, value);
      else if (value === 'true' || value === 'false') set(key, value === 'true');
      else wrong('true or false');
    } else if (key === 'icon') {
      const icon = toIcon(value);
      if (icon === undefined) wrong('an icon name, a URL or { name, library?, style? }');
      else {
        meta.icon = icon;
        result.iconAt = { line: line + 1, column };
      }
    }
  }
  return result;
}

/** Reads frontmatter YAML with the full parser: its top-level entries, or why it is not valid. */
function readFullYaml(yamlText: string, file: string): YamlEntry[] | { diagnostic: Diagnostic } {
  let lineCounter = new LineCounter();
  // An error at the very end (an unclosed quote) is placed on the last line with text, not after it.
  const lastText = yamlText.trimEnd().length;
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(Math.max(0, Math.min(offset, lastText - 1)));
    return { line: line + 1, column: col };
  };
  let doc: ReturnType<typeof parseDocument>;
  try {
    doc = parseDocument(yamlText, { lineCounter, prettyErrors: false });
    if (doc.errors.length > 0) {
      // Mintlify's YAML reader accepts quoted values continued at column 0; retry with them indented.
      const repaired = indentQuotedContinuations(yamlText);
      if (repaired !== yamlText) {
        const retryCounter = new LineCounter();
        const retry = parseDocument(repaired, { lineCounter: retryCounter, prettyErrors: false });
        if (retry.errors.length === 0) {
          doc = retry;
          lineCounter = retryCounter;
        }
      }
    }
  } catch (error) {
    return { diagnostic: broken(file, String(error), { line: 2, column: 1 }) };
  }
  const error = doc.errors[0];
  if (error) return { diagnostic: broken(file, error.message, at(error.pos[0])) };
  const contents = doc.contents;
  if (contents === null || (isScalar(contents) && (contents.value === null || contents.value === ''))) {
    return [];
  }
  if (!isMap(contents)) {
    return {
      diagnostic: broken(
        file,
        'the frontmatter is not a map of keys to values',
        at(contents.range?.[0] ?? 0),
      ),
    };
  }
  let data: Record<string, unknown>;
  try {
    data = doc.toJS({ maxAliasCount: 100 }) as Record<string, unknown>;
  } catch (error) {
    return { diagnostic: broken(file, String(error), at(0)) };
  }
  const entries: YamlEntry[] = [];
  for (const pair of contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
    if (key === undefined) continue;
    const node = pair.value;
    const { line, column } = at(isNode(node) ? (node.range?.[0] ?? 0) : keyOffset(pair.key));
    entries.push({ key, value: data[key], line: line - 1, column });
  }
  return entries;
}

function isField(key: string): key is Field {
  return STRING_FIELDS.includes(key as Field) || BOOLEAN_FIELDS.includes(key as Field) || key === 'icon';
}

function keyOffset(key: unknown): number {
  return isScalar(key) ? (key.range?.[0] ?? 0) : 0;
}

function toIcon(value: unknown): IconRef | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.name !== 'string' || record.name.trim() === '') return undefined;
  const icon: { name: string; library?: string; style?: string } = { name: record.name };
  if (typeof record.library === 'string') icon.library = record.library;
  if (typeof record.style === 'string') icon.style = record.style;
  return icon;
}

function broken(file: string, message: string, where: { line: number; column: number }): Diagnostic {
  const first = (message.split('\n')[0] ?? message).replace(/[.:]\s*$/, '');
  return {
    code: 'frontmatter-invalid',
    severity: 'error',
    message: `The frontmatter is not valid YAML: ${first}. The page keeps a title from its path.`,
    path: '',
    file,
    ...where,
  };
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a map';
  return `${typeof value} ${JSON.stringify(value)}`;
}
