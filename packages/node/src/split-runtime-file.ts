import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The file of the split model's browser runtime (`splitLoaders`), which the generated `virtual:docsnav`
 * module imports by path: `@docsnav/core`'s `split/runtime` (built `.js`; the `.ts` source when this
 * plugin itself runs from source, as in the workspace's tests and site).
 */
export function splitRuntimeFile(): string {
  const core = dirname(createRequire(import.meta.url).resolve('@docsnav/core/package.json'));
  const source = join(core, 'src/split/runtime.ts');
  return import.meta.url.endsWith('.ts') && existsSync(source) ? source : join(core, 'dist/split/runtime.js');
}
