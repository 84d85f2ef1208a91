/**
 * Where in the docs folder a throw while prerendering happened: the error's stack is in the server build
 * (one bundle), which is written with hidden source maps (vite.config.ts); its frames are mapped back
 * through them to the first one in a page or snippet of the docs folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import { isInside } from './resolve-import.js';

/** A place in a file of the docs folder (relative to it, `/` separators; line and column from 1). */
export interface DocsLocation {
  file: string;
  line: number;
  column: number;
}

/** A page or snippet of a docs folder. */
const DOCS_MODULE = /\.(?:mdx|md|jsx|tsx|js|ts)$/;
/** `at f (file:///x/y.js:3:14)`, `at /x/y.js:3:14`: the file, line and column of a stack frame. */
const FRAME = /^\s*at (?:.*?\()?((?:file:\/\/)?[^\s()]+?):(\d+):(\d+)\)?\s*$/;

/** Finds where a stack's frames are in their source files, each built file's map read once. */
export class StackLocator {
  readonly #root: string;
  readonly #maps = new Map<string, SourceMapConsumer | null>();

  /** `root`: the docs folder (absolute). */
  constructor(root: string) {
    this.#root = path.resolve(root);
  }

  /** The first frame of `stack` in a page or snippet of the docs folder, if any has a source map to it. */
  locate(stack: string): DocsLocation | undefined {
    for (const line of stack.split('\n')) {
      const frame = FRAME.exec(line);
      if (!frame?.[1]) continue;
      const built = frame[1].startsWith('file:') ? fileURLToPath(frame[1]) : frame[1];
      const map = this.#map(built);
      if (!map) continue;
      const original = map.originalPositionFor({ line: Number(frame[2]), column: Number(frame[3]) - 1 });
      if (!original.source || !original.line) continue;
      const named = original.source.startsWith('file:') ? fileURLToPath(original.source) : original.source;
      const source = path.resolve(path.dirname(built), named);
      if (!DOCS_MODULE.test(source) || source.includes(`${path.sep}node_modules${path.sep}`)) continue;
      if (!isInside(this.#root, source)) continue;
      const file = path.relative(this.#root, source).split(path.sep).join('/');
      return { file, line: original.line, column: original.column + 1 };
    }
    return undefined;
  }

  #map(built: string): SourceMapConsumer | null {
    let map = this.#maps.get(built);
    if (map === undefined) {
      const file = `${built}.map`;
      map = existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null;
      this.#maps.set(built, map);
    }
    return map;
  }
}
