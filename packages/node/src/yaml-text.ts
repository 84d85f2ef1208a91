import { LineCounter, parseDocument } from 'yaml';

/** A YAML text parsed to plain data, or where and why it is not valid YAML. */
export type YamlParse =
  | { ok: true; value: unknown }
  | { ok: false; message: string; line: number; column: number };

/**
 * Parses one YAML document to plain data. Errors carry their 1-based line and column (shifted by
 * `lineOffset` when the YAML starts further down a file, as frontmatter does). Never throws.
 */
export function parseYamlText(text: string, lineOffset = 0): YamlParse {
  try {
    const lineCounter = new LineCounter();
    const doc = parseDocument(text, { lineCounter, prettyErrors: false });
    const error = doc.errors[0];
    if (error) {
      const start = error.pos[0];
      const { line, col } = lineCounter.linePos(start);
      return { ok: false, message: firstLine(error.message), line: line + lineOffset, column: col };
    }
    return { ok: true, value: doc.toJS({ maxAliasCount: 100 }) };
  } catch (error) {
    return {
      ok: false,
      message: firstLine(error instanceof Error ? error.message : String(error)),
      line: 1 + lineOffset,
      column: 1,
    };
  }
}

function firstLine(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/[.:]\s*$/, '');
}
