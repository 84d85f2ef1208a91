/** Frontmatter handling for page sources: split it off without shifting line numbers. */

/** What the site shows of a page's frontmatter when the navigation does not list the page. */
export interface PageHead {
  title?: string;
  description?: string;
}

const FRONTMATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** The page body with its YAML frontmatter replaced by blank lines (so compile errors keep their line),
 *  and the frontmatter's raw text. */
export function splitFrontmatter(source: string): { body: string; yaml: string } {
  const match = FRONTMATTER.exec(source);
  if (!match) return { body: source, yaml: '' };
  const lines = match[0].split('\n').length - 1;
  return { body: '\n'.repeat(lines) + source.slice(match[0].length), yaml: match[1] ?? '' };
}

/** Reads `title` and `description` from frontmatter text: plain, single- or double-quoted scalars. */
export function readHead(yaml: string): PageHead {
  const head: PageHead = {};
  for (const key of ['title', 'description'] as const) {
    const line = new RegExp(`^${key}:[ \\t]*(.+?)[ \\t]*$`, 'm').exec(yaml);
    const raw = line?.[1];
    if (raw === undefined) continue;
    head[key] = unquote(raw);
  }
  return head;
}

function unquote(raw: string): string {
  if (raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2) {
    try {
      return String(JSON.parse(raw));
    } catch {
      return raw.slice(1, -1);
    }
  }
  if (raw.startsWith("'") && raw.endsWith("'") && raw.length >= 2)
    return raw.slice(1, -1).replaceAll("''", "'");
  return raw;
}
