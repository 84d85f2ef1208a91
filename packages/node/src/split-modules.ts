import { type Diagnostic, type NavModel, type NavScope, type NavShell, sharedIndex } from '@docsnav/core';
import { bucketCount, hashBucket, KEYS_PER_BUCKET, type RouteTable, splitModel } from '@docsnav/core/split';

/** Id prefix of one scope's module: `virtual:docsnav/scope/<n>` (n: the scope's number in the shell walk). */
export const SCOPE_PREFIX = 'virtual:docsnav/scope/';
/** Id prefix of one bucket of the route map: `virtual:docsnav/routes/<k>`. */
export const ROUTES_PREFIX = 'virtual:docsnav/routes/';
/** The diagnostics of the load: `import { diagnostics } from 'virtual:docsnav/diagnostics'`. */
export const DIAGNOSTICS_ID = 'virtual:docsnav/diagnostics';
/** About this many pathnames per route-map bucket. */
export const PAGES_PER_BUCKET = KEYS_PER_BUCKET;

/** What the generated modules are made from. */
export interface SplitSource {
  model: NavModel;
  diagnostics: readonly Diagnostic[];
}

/** The sources of the split navigation modules of one loaded model. */
export interface SplitModules {
  /** `virtual:docsnav`: shell, loadScope, resolveScopes (no path of the build machine: a browser loads it). */
  entry: string;
  /** `virtual:docsnav/scope/<n>`, or undefined for no such scope. */
  scope(n: number): string | undefined;
  /** `virtual:docsnav/routes/<k>`, or undefined for no such bucket. */
  routes(k: number): string | undefined;
  /** Number of scopes and of route buckets (for tests and reports). */
  counts: { scopes: number; buckets: number };
}

/** The data of the split modules of one model (what `splitModules` writes into code). */
export interface SplitData {
  /** `splitModel(model).shell`. */
  shell: NavShell;
  /** Scope id per scope number (the order of `splitModel`'s scopes). */
  ids: string[];
  /** The scopes, by id. */
  scopes: Map<string, NavScope>;
  /** The route map's buckets (`hashBucket(key, buckets.length)` is a key's bucket). */
  buckets: RouteTable[];
  /** Scope numbers of a pathname under no known prefix. */
  fallback: number[];
}

/** A JS expression that evaluates to `value` (JSON.parse of a string: fastest to parse for large data). */
const data = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

/**
 * Splits a model (`splitModel`) into its shell, scopes and route map. The route map lists every pathname of
 * the model with its `scopesFor` (as scope numbers), and the path prefixes whose unknown pathnames need
 * other scopes than their parent prefix's (key `prefix/`), in `ceil(entries / PAGES_PER_BUCKET)` buckets.
 */
export function splitData(model: NavModel): SplitData {
  const { shell, scopes, scopesFor } = splitModel(model);
  const ids = [...scopes.keys()];
  const numbers = new Map(ids.map((id, n) => [id, n]));
  const encode = (list: readonly string[]): number | number[] => {
    const ns = list.flatMap((id) => {
      const n = numbers.get(id);
      return n === undefined ? [] : [n];
    });
    return ns.length === 1 ? (ns[0] as number) : ns;
  };
  const same = (a: number | number[], b: number | number[]) => JSON.stringify(a) === JSON.stringify(b);

  const entries = new Map<string, number | number[]>();
  const paths = [...sharedIndex(model).pages.keys()];
  for (const path of paths) entries.set(path, encode(scopesFor(path)));
  // Unknown pathnames: `locate` takes the first listed page under the longest known prefix. A pathname no
  // page can have stands for "anything under this prefix"; `\0` never occurs in a normalized path.
  const fallback = encode(scopesFor('/\0'));
  const prefixes = new Set<string>();
  for (const path of paths)
    for (let e = path.lastIndexOf('/'); e > 0; e = path.lastIndexOf('/', e - 1))
      prefixes.add(path.slice(0, e));
  const answers = new Map<string, number | number[]>();
  const answer = (prefix: string): number | number[] => {
    let found = answers.get(prefix);
    if (found === undefined) {
      found = encode(scopesFor(`${prefix}/\0`));
      answers.set(prefix, found);
    }
    return found;
  };
  for (const prefix of [...prefixes].sort()) {
    const cut = prefix.lastIndexOf('/');
    const parent = cut > 0 ? answer(prefix.slice(0, cut)) : fallback;
    const own = answer(prefix);
    if (!same(own, parent)) entries.set(`${prefix}/`, own);
  }

  const count = bucketCount(entries.size);
  const buckets: Record<string, number | readonly number[]>[] = Array.from({ length: count }, () => ({}));
  for (const [key, value] of entries) {
    const bucket = buckets[hashBucket(key, count)];
    if (bucket) bucket[key] = value;
  }

  return { shell, ids, scopes, buckets, fallback: typeof fallback === 'number' ? [fallback] : fallback };
}

/**
 * The module sources of a loaded model: the entry holds the shell and a dynamic `import()` per scope and
 * per route bucket, so a bundler emits each as its own content-hashed chunk and a page loads the shell,
 * one bucket and its scopes only. `runtime` is the file path of `@docsnav/core`'s split runtime (its `splitLoaders`;
 * `splitRuntimeFile()`).
 */
export function splitModules(source: SplitSource, runtime: string): SplitModules {
  const { shell, ids, scopes, buckets, fallback } = splitData(source.model);
  const entry = [
    `import { splitLoaders } from ${JSON.stringify(runtime)};`,
    `export const shell = ${data(shell)};`,
    'const loaders = splitLoaders({',
    '  shell,',
    `  ids: ${JSON.stringify(ids)},`,
    `  fallback: ${JSON.stringify(fallback)},`,
    '  scopes: [',
    ...ids.map((_, n) => `    () => import(${JSON.stringify(SCOPE_PREFIX + n)}),`),
    '  ],',
    '  routes: [',
    ...buckets.map((_, k) => `    () => import(${JSON.stringify(ROUTES_PREFIX + k)}),`),
    '  ],',
    '});',
    '/** Loads one scope of the navigation by id (its own chunk). */',
    'export const loadScope = loaders.loadScope;',
    '/** The ids of the scopes a pathname needs. */',
    'export const resolveScopes = loaders.resolveScopes;',
    '',
  ].join('\n');

  return {
    entry,
    scope: (n) => {
      const scope = scopes.get(ids[n] ?? '\0');
      return scope && `export const scope = ${data(scope)};\n`;
    },
    routes: (k) => {
      const bucket: RouteTable | undefined = buckets[k];
      return bucket && `export const routes = ${data(bucket)};\n`;
    },
    counts: { scopes: ids.length, buckets: buckets.length },
  };
}

/** The source of `virtual:docsnav/model`: the whole model and its diagnostics, for hosts that want the
 *  model in one piece. */
export function modelModuleCode(source: SplitSource): string {
  return [
    `export const model = ${data(source.model)};`,
    `export const diagnostics = ${data(source.diagnostics)};`,
    '',
  ].join('\n');
}

/** The source of `virtual:docsnav/diagnostics`: every diagnostic of the load (one per missing page file,
 *  so it may be long: its own module, imported where shown). */
export function diagnosticsModuleCode(diagnostics: readonly Diagnostic[]): string {
  return `export const diagnostics = ${data(diagnostics)};\n`;
}
