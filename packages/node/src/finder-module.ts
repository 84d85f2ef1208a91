import { type NavModel, sharedIndex } from '@docsnav/core';
import { buildFinderData } from '@docsnav/core/finder';

/** The id of the page finder's data: `() => import('virtual:docsnav-finder').then((m) => m.finder)`. */
export const FINDER_ID = 'virtual:docsnav-finder';
/** Its resolved id (Rollup's `\0` prefix: no other plugin loads it). */
export const RESOLVED_FINDER = `\0${FINDER_ID}`;

/**
 * The source of `virtual:docsnav-finder`: the finder data of the whole navigation (`@docsnav/core/finder`),
 * as `finder` and as the default export. Import it dynamically only, so that it is its own chunk, loaded
 * when the reader first opens the finder (or hovers or focuses its button).
 */
export function finderModuleCode(model: NavModel): string {
  const data = buildFinderData(sharedIndex(model));
  return [
    `const finder = JSON.parse(${JSON.stringify(JSON.stringify(data))});`,
    'export { finder };',
    'export default finder;',
    '',
  ].join('\n');
}
