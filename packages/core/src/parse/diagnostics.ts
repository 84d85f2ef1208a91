import type { Severity } from '../model/types.js';

/**
 * Every diagnostic code the parser emits, with its fixed severity. docs/diagnostics.md documents each one;
 * `diagnostics.test.ts` checks that the two stay in step.
 */
export const DIAGNOSTIC_CODES = {
  'invalid-json': 'error',
  'invalid-root': 'error',
  'missing-navigation': 'error',
  'invalid-type': 'error',
  'missing-label': 'error',
  'unknown-language': 'error',
  'unsafe-link': 'error',
  'global-anchor-not-external': 'error',
  'invalid-page-path': 'error',
  'unresolved-ref': 'error',
  'too-deep': 'error',
  'endpoint-not-found': 'error',
  'spec-load-failed': 'error',
  'asset-outside-root': 'error',
  'invalid-field': 'warning',
  'multiple-root-patterns': 'warning',
  'multiple-child-types': 'warning',
  'href-overrides-content': 'warning',
  'relative-link': 'warning',
  'expanded-top-level': 'warning',
  'duplicate-page': 'warning',
  'empty-group': 'warning',
  'empty-navigation': 'warning',
  'endpoint-without-spec': 'warning',
  'missing-page': 'warning',
  'source-ref-skipped': 'warning',
  'multiple-defaults': 'warning',
  'unknown-icon-library': 'warning',
  'invalid-color': 'warning',
  'low-contrast': 'warning',
  'unknown-key': 'info',
  'language-code-ua': 'info',
  'spec-not-loaded': 'info',
  'endpoint-excluded': 'info',
} as const satisfies Record<string, Severity>;

/** A diagnostic code of the parser. */
export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;

/** Escapes one JSON-pointer segment (RFC 6901). */
export function escapePointer(segment: string): string {
  if (segment.indexOf('~') === -1 && segment.indexOf('/') === -1) return segment;
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** The key an escaped JSON-pointer segment names (RFC 6901: `~1` → `/`, then `~0` → `~`). */
export function unescapePointer(segment: string): string {
  if (segment.indexOf('~') === -1) return segment;
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}

/** Describes a value briefly for a message: `a number (3)`, `an array`, `the string "x"`. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return value === '' ? 'an empty string' : `the string ${JSON.stringify(truncate(value))}`;
    case 'number':
      return `a number (${value})`;
    case 'boolean':
      return `a boolean (${value})`;
    case 'object':
      return 'an object';
    case 'undefined':
      return 'nothing';
    default:
      return `a ${typeof value}`;
  }
}

function truncate(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
