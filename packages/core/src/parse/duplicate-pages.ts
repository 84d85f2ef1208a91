import type { ParsedNode } from '../model/parsed.js';
import type { Builder } from './builder.js';
import { IntTable } from './hash-table.js';

/**
 * The `duplicate-page` check of the full parse (a page listed twice in one division: a diagnostic only; the
 * ids of pages, `guides/intro#2` for a second listing, are the runtime index's: `createNavIndex`). The common
 * case (a page listed once) costs one probe of a typed table; only a repeated source takes the slow path,
 * which finds where it was listed before.
 */
export class DuplicatePages {
  /** Hash of a page source → index of its first page node. */
  private readonly listed: IntTable;
  /** Sources listed more than once → the divisions of each listing. */
  private readonly repeated = new Map<string, number[]>();
  private nodes: readonly ParsedNode[] = [];

  /**
   * `textLength`: the length of the docs.json text, when there is one. It sizes the table, as growing it
   * costs: a page entry with its indentation takes some 100 characters of a formatted docs.json, and the
   * table grows past the estimate anyway.
   */
  constructor(textLength: number) {
    this.listed = new IntTable(Math.max(1024, textLength / 96));
  }

  /** Checks the page of `source` about to be added to `b` (`hash`: its `PathScan` hash), listed in
   *  `division` at JSON pointer `at + key`; returns the pointer of a repeated listing, or undefined. */
  check(
    b: Builder,
    source: string,
    hash: number,
    division: number,
    at: string,
    key: number | string,
  ): string | undefined {
    this.nodes = b.nodes;
    const first = this.listed.findOrAdd(hash, b.nodes.length, this.isSource, source);
    if (first === -1) return undefined;
    let divisions = this.repeated.get(source);
    if (divisions === undefined) {
      divisions = [divisionOf(b, first)];
      this.repeated.set(source, divisions);
    }
    const again = divisions.includes(division);
    divisions.push(division);
    return again ? at + key : undefined;
  }

  /** Whether node `i` is a page of `source` (the table's comparison). */
  private readonly isSource = (i: number, source: string): boolean => {
    const node = this.nodes[i];
    return typeof node === 'string' ? node === source : node?.type === 'page' && node.source === source;
  };
}

/** Index of the division (or the root) a node is listed in. */
function divisionOf(b: Builder, index: number): number {
  let p = b.parentOf(index);
  while (p > 0 && (b.nodes[p] as Exclude<ParsedNode, string>).type !== 'division') p = b.parentOf(p);
  return Math.max(p, 0);
}
