import path from 'node:path';
import type { NavModel } from '@docsnav/core';
import { parseDocs, parseJsonText, scanReferences } from '@docsnav/core/parse';
import { addBrandCss } from './brand-css.js';
import { FileIndex } from './file-index.js';
import { checkDocsIcons } from './icon-check.js';
import type { LoadOptions, LoadResult } from './load-types.js';
import {
  type ConfigSource,
  loadMintJson,
  mintJsonIgnored,
  readMintJson,
} from './mint-json/load-mint-json.js';
import { scanNavEntries } from './nav-entries.js';
import { readPages } from './page-files.js';
import { errorMessage, isReadText, PathGuard } from './path-guard.js';
import { createOriginMap, locateDiagnostics, placeDiagnostics } from './place-diagnostics.js';
import { type RefResolution, resolveRefs, type SourceText } from './ref-resolver.js';
import { loadSpecs, specOfEndpoint } from './spec-loader.js';

export type { LoadOptions, LoadResult } from './load-types.js';

/** The file name of the configuration at the root of a docs folder. */
export const DOCS_JSON = 'docs.json';

/**
 * Loads a Mintlify docs folder: `docs.json` with its `$ref` files, the frontmatter of every page the
 * navigation lists, and the OpenAPI specs it names, then builds the model. A folder with `mint.json` and
 * no `docs.json` is loaded through `convertMintJson`, its diagnostics pointing into mint.json; when
 * both exist, docs.json is used (with a `mint-json-ignored` info). Never throws for bad content
 * and never reads outside `root` (paths leaving it and symlinks pointing out are refused with a
 * diagnostic). The model carries its brand's CSS (`settings.brand.css`, see `addBrandCss`).
 */
export async function loadDocs(root: string, options: LoadOptions = {}): Promise<LoadResult> {
  try {
    const result = await load(root, options);
    addBrandCss(result.model);
    return result;
  } catch (error) {
    // A safety net: no input is known to get here, but a loader bug must not take a dev server down.
    return {
      model: emptyModel(options.basePath),
      diagnostics: [
        {
          code: 'load-failed',
          severity: 'error',
          message: `docsnav could not load the docs: ${errorMessage(error)}. Please report this as a bug.`,
          path: '',
          file: DOCS_JSON,
        },
      ],
      files: [],
    };
  }
}

async function load(root: string, options: LoadOptions): Promise<LoadResult> {
  const guard = new PathGuard(root);
  const docsPath = path.join(guard.root, DOCS_JSON);
  const read = await guard.read(docsPath);
  const parseOptions = options.basePath === undefined ? {} : { basePath: options.basePath };
  if (!isReadText(read)) {
    // A folder still on mint.json (Mintlify's former configuration) is loaded through its conversion.
    const mint = read.kind === 'missing' ? await readMintJson(guard) : undefined;
    if (mint) return loadMintJson(mint, options, (config) => build(guard, config, undefined, options));
    const reason =
      read.kind === 'missing' ? `there is no ${DOCS_JSON} in ${guard.root}` : `${DOCS_JSON}: ${read.reason}`;
    return {
      model: emptyModel(options.basePath),
      diagnostics: [
        {
          code: 'docs-json-unreadable',
          severity: 'error',
          message: `Cannot load the docs: ${reason}.`,
          path: '',
          file: DOCS_JSON,
          hint: 'Point docsnav at the folder that holds docs.json (or mint.json).',
        },
      ],
      files: read.kind === 'missing' ? [] : [docsPath],
    };
  }
  const ignored = await mintJsonIgnored(guard);
  const json = parseJsonText(read.text);
  if (!json.ok) {
    const result = parseDocs(read.text, parseOptions);
    const diagnostics = result.diagnostics.map((d) => ({ ...d, file: DOCS_JSON }));
    return { model: result.model, diagnostics: [...diagnostics, ...ignored], files: [docsPath] };
  }

  const rootSource: SourceText = { rel: DOCS_JSON, abs: docsPath, text: read.text, format: 'json' };
  const refs = await resolveRefs(rootSource, json.value, guard);
  // Without `$ref`, the parser gets the text and locates its own diagnostics in one pass.
  const result = await build(guard, refs, refs.mounts.length === 0 ? read.text : undefined, options);
  result.diagnostics.push(...ignored);
  return result;
}

/**
 * Builds the model from a configuration value: reads the frontmatter of every page it lists and the
 * OpenAPI specs it names, parses, and places every diagnostic in the file it comes from. `text` is the
 * configuration's own text when the value is exactly that text parsed (the parser then locates directly).
 */
async function build(
  guard: PathGuard,
  refs: RefResolution | ConfigSource,
  text: string | undefined,
  options: LoadOptions,
): Promise<LoadResult> {
  const parseOptions = options.basePath === undefined ? {} : { basePath: options.basePath };
  const listing = FileIndex.build(guard.root);
  const references = scanReferences(refs.value);
  const entries = scanNavEntries(refs.value);
  const pages = await readPages(
    references.pages,
    guard,
    (page) => entries.pagePointers.get(page) ?? '',
    await listing,
    options.checkPageImports === true,
  );

  // Specs named by `openapi` fields and by endpoint entries (`spec.yaml GET /x`), both from scanReferences.
  const specNames = new Set<string>(references.specs);
  for (const meta of Object.values(pages.meta)) {
    const named = meta.openapi === undefined ? undefined : specOfEndpoint(meta.openapi);
    if (named !== undefined) specNames.add(named);
  }
  const specs = await loadSpecs(specNames, guard, {
    ...(options.allowRemoteSpecs ? { allowRemoteSpecs: true } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const parsed = parseDocs(text ?? refs.value, {
    ...parseOptions,
    pages: pages.meta,
    specs: specs.specs,
    existingPages: pages.existing,
  });

  const refused = new Set(pages.diagnostics.filter((d) => d.code === 'path-outside-root').map((d) => d.path));
  const origin = 'origin' in refs ? refs.origin : createOriginMap(DOCS_JSON, refs.mounts);
  const loaderOwn = placeDiagnostics(
    pages.diagnostics.filter((d) => d.file === undefined),
    origin,
  );
  const parserOwn = placeDiagnostics(
    parsed.diagnostics.filter((d) => !(d.code === 'missing-page' && refused.has(d.path))),
    origin,
  );
  // docs.json's icons are placed by pointer; a frontmatter icon's warning names its page file already.
  const iconOwn = placeDiagnostics(checkDocsIcons(refs.value, parsed.model, guard.root, pages.icons), origin);
  const diagnostics = [
    ...refs.diagnostics,
    ...parserOwn,
    ...iconOwn,
    ...loaderOwn,
    ...pages.diagnostics.filter((d) => d.file !== undefined),
    ...specs.diagnostics,
  ];
  locateDiagnostics(diagnostics, refs.sources);

  const files = [
    ...new Set([...[...refs.sources.values()].map((s) => s.abs), ...pages.files, ...specs.files]),
  ];
  return { model: parsed.model, diagnostics, files };
}

/** The model of a folder that could not be loaded: a root and nothing else. */
function emptyModel(basePath: string | undefined): NavModel {
  const { model } = parseDocs({ navigation: { pages: [] } }, basePath === undefined ? {} : { basePath });
  return model;
}
