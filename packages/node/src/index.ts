/** @docsnav/node: load a Mintlify docs folder from disk into a docsnav model; format its diagnostics. */
export { type BrandAsset, brandAssetPaths, readBrandAssets } from './brand-assets.js';
export { bucketCount, hashBucket, KEYS_PER_BUCKET } from './bucket.js';
export {
  codeFrame,
  diagnosticLocation,
  formatDiagnostic,
  formatDiagnostics,
  sortDiagnostics,
  summarize,
} from './format-diagnostics.js';
export { type FrontmatterResult, readFrontmatter } from './frontmatter.js';
export { checkIcons, navigationIcons } from './icon-check.js';
export {
  type FaDrawing,
  type FaFile,
  faModuleName,
  type IconFiles,
  iconFiles,
  readFaDrawing,
} from './icon-files.js';
export { FA_MODULE_PREFIX } from './icons-module.js';
export { formatPageTable, listPages, type PageRow } from './list-pages.js';
export { DOCS_JSON, type LoadOptions, type LoadResult, loadDocs } from './load-docs.js';
export { convertMintJson, type MintConversion, type Unconverted } from './mint-json/convert-mint-json.js';
export { MINT_JSON } from './mint-json/load-mint-json.js';
export { type ExtractHeadingsOptions, extractHeadings } from './page-headings.js';
export {
  SCOPES_DIR,
  SCOPES_FILE,
  SHELL_FILE,
  type SplitFiles,
  scopeFileName,
  type WrittenFile,
  writeSplit,
} from './write-split.js';
