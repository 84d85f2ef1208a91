/** @docsnav/node: load a Mintlify docs folder from disk into a docsnav model (docs.json, or mint.json
 *  converted); format its diagnostics; write the split model as static JSON; what hosts and build tools read
 *  around it (brand files, page headings, icon files). */
export { type BrandAsset, brandAssetPaths, readBrandAssets } from './brand-assets.js';
export { formatDiagnostics, summarize } from './format-diagnostics.js';
export { navigationIcons } from './icon-check.js';
export { type FaDrawing, type IconFiles, iconFiles, readFaDrawing } from './icon-files.js';
export { FA_MODULE_PREFIX } from './icons-module.js';
export { DOCS_JSON, type LoadOptions, type LoadResult, loadDocs } from './load-docs.js';
export { convertMintJson, type MintConversion, type Unconverted } from './mint-json/convert-mint-json.js';
export { MINT_JSON } from './mint-json/load-mint-json.js';
export { type ExtractHeadingsOptions, extractHeadings } from './page-headings.js';
export { type PageHeadingsReader, pageHeadingsReader } from './read-page-headings.js';
export { type SpecDocuments, specDocuments } from './spec-documents.js';
export { type SplitFiles, type WrittenFile, writeSplit } from './write-split.js';
