/** @docsnav/node: load a Mintlify docs folder from disk into a docsnav model (docs.json, or mint.json
 *  converted); format its diagnostics; write the split model as static JSON; what hosts and build tools read
 *  around it (brand files, page headings, icon files, the icon table as files). */
export { readBrandAssets } from './brand-assets.js';
export { formatDiagnostics, summarize } from './format-diagnostics.js';
export { navigationIcons } from './icon-check.js';
export { iconFiles, readFaDrawing } from './icon-files.js';
export { faStandIn, type IconStandIn } from './icon-stand-in.js';
export { FA_MODULE_PREFIX } from './icons-module.js';
export { DOCS_JSON, loadDocs } from './load-docs.js';
export { convertMintJson } from './mint-json/convert-mint-json.js';
export { MINT_JSON } from './mint-json/load-mint-json.js';
export { extractHeadings } from './page-headings.js';
export { pageHeadingsReader } from './read-page-headings.js';
export { specDocuments } from './spec-documents.js';
export { writeIconTable } from './write-icons.js';
export { writeSplit } from './write-split.js';
