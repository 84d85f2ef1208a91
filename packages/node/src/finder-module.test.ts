import { finderDataProblem, finderHrefs } from '@docsnav/core/finder';
import { parseDocs } from '@docsnav/core/parse';
import { describe, expect, it } from 'vitest';
import { finderModuleCode } from './finder-module.js';

/** Evaluates an ES module's source and returns its exports. */
const evaluate = async (code: string) =>
  (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<
    string,
    unknown
  >;

describe('virtual:docsnav-finder', () => {
  it('exports the finder data of every page, as `finder` and as the default export', async () => {
    const { model } = parseDocs({
      navigation: { tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['intro', 'deploy'] }] }] },
    });
    const mod = await evaluate(finderModuleCode(model));
    expect(mod.default).toBe(mod.finder);
    expect(finderDataProblem(mod.finder)).toBeUndefined();
    const data = mod.finder as Parameters<typeof finderHrefs>[0];
    expect(finderHrefs(data)).toEqual(['/intro', '/deploy']);
    expect(data.labels).toEqual(expect.arrayContaining(['Guides', 'Start', 'Intro', 'Deploy']));
  });
});
