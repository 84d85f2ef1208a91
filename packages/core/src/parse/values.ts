/** Small type guards shared by the walkers. */

/** A plain JSON object (not an array, not null). */
export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An own property of a record, never one inherited from `Object.prototype` (`constructor`, `__proto__`). */
export function ownValue<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  if (record === undefined || !Object.hasOwn(record, key)) return undefined;
  return record[key];
}

/** Nesting deeper than this many levels of navigation nodes is an error (`too-deep`). */
export const MAX_DEPTH = 64;
