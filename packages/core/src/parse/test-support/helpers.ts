import { expect } from 'vitest';
import type { Diagnostic, NavModel, NavNode, PageNode } from '../../model/types.js';
import { nodesOf } from '../../test-support/nodes.js';
import type { ParseOptions, ParseResult } from '../options.js';
import { parseDocs } from '../parse-docs.js';

/** Parses a docs.json value built from a `navigation` (and optional top-level keys), checking model invariants. */
export function parseNav(
  navigation: unknown,
  options?: ParseOptions,
  extra?: Record<string, unknown>,
): ParseResult {
  const result = parseDocs({ ...extra, navigation }, options);
  expectValidModel(result.model);
  return result;
}

/** Parses text, checking model invariants. */
export function parseText(text: string, options?: ParseOptions): ParseResult {
  const result = parseDocs(text, options);
  expectValidModel(result.model);
  return result;
}

/** Page nodes in document order. */
export function pagesOf(model: NavModel): PageNode[] {
  return nodesOf(model).filter((n): n is PageNode => n.type === 'page');
}

/** Diagnostics with a code. */
export function withCode(diagnostics: Diagnostic[], code: string): Diagnostic[] {
  return diagnostics.filter((d) => d.code === code);
}

/** `code@path` of every diagnostic, for compact assertions. */
export function codes(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.code}@${d.path}`);
}

/** A readable outline of the tree: one line per node, indented by depth. */
export function outline(model: NavModel): string {
  const lines: string[] = [];
  const visit = (i: number, depth: number) => {
    const n = nodesOf(model)[i];
    if (n === undefined) return;
    if (n.type !== 'root') lines.push(`${'  '.repeat(depth)}${describeNode(n)}`);
    for (const c of n.children) visit(c, n.type === 'root' ? 0 : depth + 1);
  };
  visit(0, 0);
  return lines.join('\n');
}

function describeNode(n: NavNode): string {
  const hidden = n.hidden ? ' (hidden)' : '';
  switch (n.type) {
    case 'division':
      return `${n.kind} ${n.label}${n.link ? ` -> ${n.link.href}` : ''}${hidden}`;
    case 'group':
      return `group ${n.label}${hidden}`;
    case 'page':
      return `page ${n.href} "${n.title}"${n.isGroupRoot ? ' (root)' : ''}${hidden}`;
    default:
      return 'root';
  }
}

/** Structural invariants every model must satisfy (pre-order layout, parents, ends, hidden propagation). */
export function expectValidModel(model: NavModel): void {
  const nodes = nodesOf(model);
  expect(nodes[0]?.type).toBe('root');
  expect(nodes[0]?.end).toBe(nodes.length);
  const ids = new Set<string>();
  nodes.forEach((n, i) => {
    expect(ids.has(n.id), `duplicate id ${n.id}`).toBe(false);
    ids.add(n.id);
    expect(n.end).toBeGreaterThan(i);
    expect(n.end).toBeLessThanOrEqual(nodes.length);
    let expected = i + 1;
    for (const c of n.children) {
      const child = nodes[c];
      expect(child?.parent).toBe(i);
      expect(c).toBe(expected);
      expected = child?.end ?? expected;
      if (n.hidden) expect(child?.hidden).toBe(true);
    }
    expect(expected).toBe(n.end);
  });
  expect(() => JSON.parse(JSON.stringify(model))).not.toThrow();
}
