import { createNavIndex, type DivisionKind, type NavModel } from '@docsnav/core';

/** One page of a navigation, as `docsnav pages` lists it. */
export interface PageRow {
  href: string;
  title: string;
  /** Labels of the divisions and groups above the page, outermost first. */
  trail: string[];
  /** The label of the enclosing division on each axis. */
  divisions: Partial<Record<DivisionKind, string>>;
  hidden: boolean;
  /** The page path as normalized, or the endpoint entry as written. */
  source: string;
}

/** Every page node of the model, in navigation order (hidden pages and group root pages included). */
export function listPages(model: NavModel): PageRow[] {
  const { nodes } = createNavIndex(model);
  // Pre-order layout: a node's ancestors are computed before it, so each trail extends its parent's.
  const trails: string[][] = new Array(nodes.length);
  const divisions: Array<Partial<Record<DivisionKind, string>>> = new Array(nodes.length);
  const rows: PageRow[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i];
    if (!node) continue;
    const parentTrail = node.parent >= 0 ? (trails[node.parent] ?? []) : [];
    const parentDivisions = node.parent >= 0 ? (divisions[node.parent] ?? {}) : {};
    if (node.type === 'division') {
      trails[i] = [...parentTrail, node.label];
      divisions[i] = { ...parentDivisions, [node.kind]: node.label };
    } else if (node.type === 'group') {
      trails[i] = [...parentTrail, node.label];
      divisions[i] = parentDivisions;
    } else {
      trails[i] = parentTrail;
      divisions[i] = parentDivisions;
    }
    if (node.type === 'page') {
      rows.push({
        href: node.href,
        title: node.title,
        trail: parentTrail,
        divisions: parentDivisions,
        hidden: node.hidden,
        source: node.source,
      });
    }
  }
  return rows;
}

/** The pages as an aligned text table: href, title, trail (` › `-joined) and a hidden mark. */
export function formatPageTable(rows: readonly PageRow[]): string {
  const header = ['HREF', 'TITLE', 'TRAIL', 'HIDDEN'];
  const cells = rows.map((r) => [r.href, r.title, r.trail.join(' › '), r.hidden ? 'hidden' : '']);
  const widths = header.map((h, c) =>
    Math.min(60, Math.max(h.length, ...cells.map((row) => (row[c] ?? '').length))),
  );
  const line = (row: string[]) =>
    row
      .map((cell, c) => (c === row.length - 1 ? cell : cell.padEnd(widths[c] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), ...cells.map(line), `${rows.length} page${rows.length === 1 ? '' : 's'}`].join('\n');
}
