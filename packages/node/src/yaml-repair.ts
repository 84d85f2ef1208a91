const KEY_WITH_QUOTE = /^(?:[A-Za-z0-9_$.-]+|"[^"]*"|'[^']*')[ \t]*:[ \t]+(["'])(.*)$/;

/**
 * Indents the continuation lines of multi-line quoted values that start at column 0:
 *
 * ```yaml
 * description: "Get notified instead of
 * having to poll"
 * ```
 *
 * Strict YAML rejects this; js-yaml (gray-matter, which Mintlify uses) reads it as one folded string, and
 * real docs rely on it. Returns the text unchanged when there is nothing to repair. Lines keep their
 * numbers, so positions of later errors stay right.
 */
export function indentQuotedContinuations(yaml: string): string {
  const lines = yaml.split('\n');
  let open: '"' | "'" | undefined;
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (open) {
      if (/^\S/.test(line)) {
        lines[i] = `  ${line}`;
        changed = true;
      }
      if (closes(line, open)) open = undefined;
      continue;
    }
    const match = KEY_WITH_QUOTE.exec(line);
    const quote = match?.[1];
    if (quote === '"' || quote === "'") {
      if (!closes(match?.[2] ?? '', quote)) open = quote;
    }
  }
  return changed ? lines.join('\n') : yaml;
}

/** Whether `text` (inside a quoted scalar) holds the closing quote. */
function closes(text: string, quote: '"' | "'"): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote === '"') {
      if (c === '\\') i++;
      else if (c === '"') return true;
    } else if (c === "'") {
      if (text[i + 1] === "'") i++;
      else return true;
    }
  }
  return false;
}
