import { describe, expect, it } from 'vitest';
import { kitWarnings } from './kit-warnings.mjs';

describe('kitWarnings', () => {
  it("keeps a bundler's complaint about the kit's source maps and lines naming a kit package", () => {
    const output = [
      'vite v8.3.8 building client environment for production...',
      '\x1b[33mSourcemap for "/x/node_modules/@docsnav/react/dist/index.js" points to missing source files\x1b[39m',
      'dist/assets/index-abc.js  210.00 kB',
      '(!) @docsnav/node: docs.json not found',
      "[plugin docsnav] a warning of the kit's Vite plugin",
      '✓ built in 2.1s',
    ].join('\n');
    expect(kitWarnings(output)).toEqual([
      'Sourcemap for "/x/node_modules/@docsnav/react/dist/index.js" points to missing source files',
      '(!) @docsnav/node: docs.json not found',
      "[plugin docsnav] a warning of the kit's Vite plugin",
    ]);
  });

  it("ignores the framework's own notices and npm's progress lines", () => {
    const output = [
      '> docsnav-example-vite@ build',
      '⚠️ React Router Future Flag Warning: v7_startTransition in React Router v8',
      '+ @docsnav/react 0.1.0',
      '5:03:14 AM [vite] (client) dependencies optimized: @docsnav/core, @docsnav/react',
      '5:03:11 AM [vite] docsnav: /work/docs: no problems',
      'Attention: Next.js now collects completely anonymous telemetry',
    ].join('\n');
    expect(kitWarnings(output)).toEqual([]);
  });
});
