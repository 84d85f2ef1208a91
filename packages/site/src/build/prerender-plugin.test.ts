import { afterEach, describe, expect, it } from 'vitest';
import { shares, workerCount } from './prerender-plugin.js';

describe('the prerender worker threads', () => {
  afterEach(() => {
    delete process.env.DOCSNAV_PRERENDER_WORKERS;
  });

  it('starts one per core for a large site, fewer for a small one, at least one', () => {
    expect(workerCount(10_000, 2)).toBe(2);
    expect(workerCount(10_000, 8)).toBe(8);
    expect(workerCount(450, 8)).toBe(3);
    expect(workerCount(60, 8)).toBe(1);
    expect(workerCount(0, 8)).toBe(1);
  });

  it('takes DOCSNAV_PRERENDER_WORKERS when it is a positive whole number', () => {
    process.env.DOCSNAV_PRERENDER_WORKERS = '3';
    expect(workerCount(10_000, 2)).toBe(3);
    expect(workerCount(2, 2)).toBe(2);
    process.env.DOCSNAV_PRERENDER_WORKERS = 'many';
    expect(workerCount(10_000, 2)).toBe(2);
  });

  it('gives each a run of neighbouring paths, every path once', () => {
    const paths = ['/a/1', '/a/2', '/a/3', '/b/1', '/b/2'];
    expect(shares(paths, 2)).toEqual([
      ['/a/1', '/a/2', '/a/3'],
      ['/b/1', '/b/2'],
    ]);
    expect(shares(paths, 8).flat()).toEqual(paths);
    expect(shares(paths, 8)).toHaveLength(5);
  });
});
