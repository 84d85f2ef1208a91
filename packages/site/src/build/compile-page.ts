import type { PageHeading } from '@docsnav/core';
import { type CompileOptions, compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { type RawSourceMap, SourceMapConsumer, SourceMapGenerator } from 'source-map-js';
import { remarkApiExamples } from './api-examples.js';
import { rehypeCodeHighlight } from './code-highlight.js';
import { rehypeCodeMeta } from './code-meta.js';
import { type CodeThemes, siteCodeThemes } from './code-themes.js';
import { fixDocsModule } from './docs-module.js';
import { readHead, splitFrontmatter } from './frontmatter.js';
import { remarkHeadElements } from './head-elements.js';
import { escapeHeadingIds, headingsCode, remarkHeadingIds } from './heading-ids.js';
import { remarkLegacySnippets } from './legacy-snippets.js';
import {
  recmaProviderSource,
  remarkCollectComponents,
  remarkCollectIcons,
  remarkDocsImports,
  remarkLiteralPlaceholders,
} from './mdx-plugins.js';
import { lineColumn } from './module-exports.js';
import type { PageProblem } from './page-diagnostics.js';
import { type IconFileResolver, iconRegistrationCode, type PageFontAwesome } from './page-icons.js';
import { remarkPhrasingParagraphs } from './phrasing-paragraphs.js';
import { STATIC_FILE } from './static-files.js';
import { remarkStyleStrings } from './style-strings.js';

/** Import source of the MDX components provider; the page's component names are appended as a query. */
export const PROVIDER_ID = 'docsnav:mdx-provider';

/** A compile error, located in the page file. */
export interface PageCompileError {
  message: string;
  line?: number;
  column?: number;
}

/** Where a page lives and where the site's MDX runtime is. */
export interface CompilePageOptions {
  /** Absolute path of the page file. */
  file: string;
  /** Absolute docs root. */
  root: string;
  /** Module exporting `missingImport(source, name)` (placeholders for imports that cannot be resolved). */
  missingModule: string;
  /** Parse `$…$` and `$$…$$` as math (shown as its source), as Mintlify does unless `styling.latex` is false. */
  math?: boolean;
  /** Registers the icons named by literal `icon="…"` attributes: lucide's files, the module exporting
   *  `registerIcons` (`@docsnav/react`) and, for a Font Awesome site, its Free icons' modules. Without it
   *  the page registers none. */
  icons?: { resolve: IconFileResolver; registerModule: string; fontawesome?: PageFontAwesome };
  /** Give the module a source map to the page file (a build with source maps: the server's, where a
   *  throw while prerendering is located in its page). */
  sourceMap?: boolean;
  /** The code blocks' themes; by default docs.json's `styling.codeblocks` of `root` (code-themes.ts), whose
   *  mistakes are then reported by every page with a code block (one problem in the build's report). */
  codeThemes?: CodeThemes;
}

/** The JavaScript module of a page, and what went wrong while compiling it. */
export interface CompiledPage {
  code: string;
  error?: PageCompileError;
  /** Imports of the page that could not be resolved (replaced by placeholders). */
  missing: string[];
  /** Capitalized JSX names the page renders. */
  components: string[];
  /** Kebab-case icon names of literal `icon="…"` attributes, sorted (registered when lucide has them). */
  icons: string[];
  /** What is wrong in the page, located in its file (its compile error included). */
  problems: PageProblem[];
  /** How `code` maps to the page file, a source map's JSON (with {@link CompilePageOptions.sourceMap}, when
   *  the page compiles). */
  map?: string;
}

/** The provider import of a page that renders the components `names`. */
export function providerSource(names: Iterable<string>): string {
  const list = [...names].sort().map(encodeURIComponent).join(',');
  return `${PROVIDER_ID}?names=${list}`;
}

function toError(error: unknown): PageCompileError {
  if (error && typeof error === 'object') {
    const e = error as { reason?: unknown; message?: unknown; line?: unknown; column?: unknown };
    const message = String(e.reason ?? e.message ?? error);
    const out: PageCompileError = { message };
    // Some MDX errors carry their place only in the text: "Expected a closing tag for `<Card>` (7:1-7:7)".
    const place = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(message);
    const line = typeof e.line === 'number' ? e.line : place ? Number(place[1]) : undefined;
    const column = typeof e.column === 'number' ? e.column : place ? Number(place[2]) : undefined;
    if (line !== undefined) out.line = line;
    if (column !== undefined) out.column = column;
    return out;
  }
  return { message: String(error) };
}

/**
 * Compiles a docs page (MDX, or Markdown) into an ES module exporting the page component as default and
 * `head` (frontmatter title and description). A page that does not compile becomes a module exporting
 * `compileError` instead, so the site shows the error in place. Never throws.
 */
export async function compilePage(source: string, options: CompilePageOptions): Promise<CompiledPage> {
  const { body: text, yaml } = splitFrontmatter(source);
  const body = escapeHeadingIds(text);
  const headCode = `export const head = ${JSON.stringify(readHead(yaml))};\n`;
  const site = options.codeThemes ? undefined : siteCodeThemes(options.root);
  const themes = options.codeThemes ?? site?.themes;
  const attempt = async (format: 'mdx' | 'md') => {
    let hasCode = false;
    const names = new Set<string>();
    const icons = new Set<string>();
    const missing: string[] = [];
    const written = new Map<string, string>();
    const headings: PageHeading[] = [];
    const snippetPlaces = new Map<string, { line: number; column: number }>();
    const file = await compile(
      { value: body, path: options.file },
      {
        format,
        outputFormat: 'program',
        jsx: false,
        development: false,
        providerImportSource: PROVIDER_ID,
        // source-map-js's generator is the one of `source-map` that MDX names (the same API).
        SourceMapGenerator: options.sourceMap
          ? (SourceMapGenerator as unknown as CompileOptions['SourceMapGenerator'])
          : undefined,
        remarkPlugins: [
          remarkGfm,
          ...(options.math === false ? [] : [remarkMath]),
          remarkLegacySnippets(snippetPlaces),
          remarkCollectComponents(names),
          remarkCollectIcons(icons),
          remarkLiteralPlaceholders(),
          remarkStyleStrings(),
          remarkHeadElements(),
          remarkPhrasingParagraphs(),
          remarkHeadingIds(headings),
          remarkDocsImports({
            file: options.file,
            root: options.root,
            missingModule: options.missingModule,
            missing,
            written,
          }),
          remarkApiExamples,
        ],
        rehypePlugins: [rehypeCodeMeta, [rehypeCodeHighlight, { themes, onCode: () => (hasCode = true) }]],
        recmaPlugins: [recmaProviderSource(PROVIDER_ID, () => providerSource(names))],
      },
    );
    const iconNames = [...icons].sort();
    const register = options.icons
      ? iconRegistrationCode(
          iconNames,
          options.icons.resolve,
          options.icons.registerModule,
          options.icons.fontawesome,
        )
      : '';
    // Mintlify's module conventions (hooks in scope, default imports of named exports, require of images).
    const fixed = fixDocsModule(String(file.value), {
      file: options.file,
      root: options.root,
      missingModule: options.missingModule,
      kind: 'page',
      source,
      written,
    });
    const problems = [
      ...missingProblems(missing, source, options, snippetPlaces),
      ...fixed.problems,
      ...(hasCode && site ? site.problems : []),
    ];
    const map = file.map ? pageMap(file.map as unknown as RawSourceMap, fixed.map, options.file) : undefined;
    return {
      code: `${fixed.code}\n${headCode}${headingsCode(headings, yaml)}${register}`,
      ...(map ? { map } : {}),
      problems,
      missing,
      components: [...names].sort(),
      icons: iconNames,
    };
  };
  try {
    return await attempt('mdx');
  } catch (error) {
    // Markdown files that are not valid MDX (raw HTML, stray braces) still render as plain Markdown.
    if (options.file.endsWith('.md')) {
      try {
        return await attempt('md');
      } catch {
        // report the MDX error below: it is the one an author can act on
      }
    }
    const compileError = toError(error);
    const problem: PageProblem = {
      code: 'page-compile-error',
      severity: 'error',
      file: relativeFile(options),
      message: compileError.message,
      ...(compileError.line ? { line: compileError.line, column: compileError.column ?? 1 } : {}),
    };
    return {
      code: `${headCode}export const compileError = ${JSON.stringify(compileError)};\nexport default null;\n`,
      error: compileError,
      problems: [problem],
      missing: [],
      components: [],
      icons: [],
    };
  }
}

/**
 * The page module's source map: MDX's (compiled code to the page file; the frontmatter is blank lines, so
 * lines match) under the edits of {@link fixDocsModule}, when it made some. Sources: the page file.
 */
function pageMap(mdx: RawSourceMap, fixed: { toString(): string } | undefined, file: string): string {
  const { sourcesContent: _, ...compiled } = { ...mdx, sources: [file] };
  if (!fixed) return JSON.stringify(compiled);
  const generator = SourceMapGenerator.fromSourceMap(new SourceMapConsumer(JSON.parse(fixed.toString())));
  generator.applySourceMap(new SourceMapConsumer(compiled), file);
  return generator.toString();
}

function relativeFile(options: CompilePageOptions): string {
  return options.file
    .slice(options.root.length + 1)
    .split('\\')
    .join('/');
}

/**
 * The imports the compile step replaced by placeholders, as problems located at their specifier (or, for a
 * `<Snippet file>`, at its element: `places`, in the body, whose lines are the file's).
 */
function missingProblems(
  missing: readonly string[],
  source: string,
  options: CompilePageOptions,
  places: ReadonlyMap<string, { line: number; column: number }>,
): PageProblem[] {
  return missing.map((specifier) => {
    const image = STATIC_FILE.test(specifier.split(/[?#]/)[0] ?? specifier);
    let offset = -1;
    for (const q of ["'", '"']) if (offset < 0) offset = source.indexOf(`${q}${specifier}${q}`);
    const at = places.get(specifier);
    const place = at ? { line: at.line, column: at.column } : undefined;
    return {
      code: image ? 'image-missing' : 'import-unresolved',
      severity: image ? 'warning' : 'error',
      file: relativeFile(options),
      message: image
        ? `image not found: ${specifier} (a broken-image picture is shown)`
        : `cannot resolve "${specifier}": not a file of the docs folder nor a module the site provides`,
      ...(offset >= 0 ? lineColumn(source, offset + 1) : (place ?? {})),
    };
  });
}
