import { PathGuard } from './path-guard.js';
import { loadSpecs } from './spec-loader.js';

/** The OpenAPI document a spec reference names (see {@link specDocuments}). */
export type SpecDocuments = (reference: string) => Promise<unknown>;

/**
 * Reads the OpenAPI documents of the docs folder at `root` by their reference as docs.json writes it
 * (`openapi.json`, `/api/spec.yaml`; JSON or YAML), each once: the parsed document, or undefined when it
 * cannot be read or parsed, is remote, or lies outside the folder.
 */
export function specDocuments(root: string): SpecDocuments {
  const guard = new PathGuard(root);
  const read = new Map<string, Promise<unknown>>();
  return (reference) => {
    let loaded = read.get(reference);
    if (!loaded) {
      loaded = loadSpecs([reference], guard).then(({ specs }) => {
        const input = specs[reference];
        return input && 'document' in input ? input.document : undefined;
      });
      read.set(reference, loaded);
    }
    return loaded;
  };
}
