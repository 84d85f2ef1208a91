/** Modules of @docsnav/core that only the full parse imports; none may be in `parseSplit`'s bundle. */
export const FULL_PARSE_ONLY: string[];
/** `parseSplit` bundled alone, minified (scripts/size-parse.mjs): sizes, the bytes each module kept, the text. */
export function parseSplitBundle(options?: { from?: 'dist' | 'src' }): Promise<{
  min: number;
  gzip: number;
  inputs: Array<{ path: string; bytes: number }>;
  text: string;
}>;
