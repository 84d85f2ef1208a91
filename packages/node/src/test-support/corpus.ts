import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

/** The shared corpus of real docs (read at run time, never copied into the repository). */
export const CORPUS = fileURLToPath(new URL('../../../../../shared/corpus/', import.meta.url));
export const SITES = `${CORPUS}sites/`;

/** Names of the complete docs sites of the corpus. */
export function siteNames(): string[] {
  return readdirSync(SITES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** One operation of an OpenAPI document, read independently of the code under test. */
export interface Operation {
  method: string;
  path: string;
  summary?: string;
}

/** Every operation of a spec file (`paths` × HTTP methods, then `webhooks` as `WEBHOOK name`), skipping `x-excluded` ones. */
export function specOperations(file: string): Operation[] {
  const text = readFileSync(file, 'utf8');
  const doc = (file.endsWith('.json') ? JSON.parse(text) : parseYaml(text)) as {
    paths?: Record<string, Record<string, { summary?: string; 'x-excluded'?: boolean }>>;
    webhooks?: Record<string, Record<string, { summary?: string; 'x-excluded'?: boolean }>>;
  };
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op || op['x-excluded']) continue;
      out.push({ method: method.toUpperCase(), path, ...(op.summary ? { summary: op.summary } : {}) });
    }
  }
  for (const [name, item] of Object.entries(doc.webhooks ?? {})) {
    const op = METHODS.map((m) => item[m]).find((o) => o !== undefined);
    if (!op || op['x-excluded']) continue;
    out.push({ method: 'WEBHOOK', path: name, ...(op.summary ? { summary: op.summary } : {}) });
  }
  return out;
}
