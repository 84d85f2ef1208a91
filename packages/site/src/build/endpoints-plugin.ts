import { endpointSections, type NavIndex, type PageNode } from '@docsnav/core';
import { specDocuments } from '@docsnav/node';
import type { Plugin } from 'vite';
import type { DocsnavPluginApi } from '../../../node/src/vite-plugin.js';
import { endpointKey } from '../page/endpoint-key.js';
import { siteCodeThemes } from './code-themes.js';
import { withDescriptionHtml } from './description-html.js';
import { readDocsConfig } from './docs-config.js';
import {
  endpointExampleBlocks,
  endpointExamples,
  examplesOptions,
  missingRefWarning,
} from './endpoint-examples.js';
import type { RequestExampleOptions } from './request-example.js';

/** Virtual module: `endpointSpecs`, one lazy import per spec of the navigation's endpoint pages. */
export const ENDPOINTS_ID = 'virtual:docsnav-endpoints';
const PREFIX = `${ENDPOINTS_ID}/`;

/** The spec references of the endpoint pages of a navigation, in first-seen order. */
function specReferences(index: NavIndex): string[] {
  const refs = new Set<string>();
  for (const node of index.nodes)
    if (node.type === 'page' && node.endpoint?.spec && node.endpoint.resolved) refs.add(node.endpoint.spec);
  return [...refs];
}

/**
 * The sections of the site's generated endpoint pages (`endpointSections` of `@docsnav/core`: parameters,
 * request body, responses, each heading with its id), computed at build time from the specs the docsnav
 * plugin loaded: `virtual:docsnav-endpoints` lists one lazy module per spec (`virtual:docsnav-endpoints/<n>`),
 * which maps the operation key of each endpoint page of that spec to its sections. A page loads the module of
 * its spec only. That module also lists, per endpoint page that has any, a lazy module of its generated request
 * and response examples (`virtual:docsnav-endpoints/<n>/<i>`, endpoint-examples.ts: highlighted at build time),
 * loaded by that page only. A reference of the spec that leads nowhere is reported once, as a located warning.
 */
export function docsnavEndpoints({ root }: { root: string }): Plugin {
  let api: DocsnavPluginApi | undefined;
  let specs = specDocuments(root);
  /** The warnings printed (the browser's and the server's builds load the same modules). */
  const warned = new Set<string>();
  /** docs.json's `api.examples`, read once (again after a change, in dev). */
  let options: RequestExampleOptions | undefined;
  const references = async () => (api ? specReferences(await api.index()) : []);
  return {
    name: 'docsnav-site-endpoints',
    configResolved(config) {
      api = config.plugins.find((p) => p.name === 'docsnav')?.api as DocsnavPluginApi | undefined;
    },
    configureServer(server) {
      // In dev: a spec or docs.json that changes is read again, and the modules built from it are rebuilt
      // (the docsnav plugin reloads the page).
      server.watcher.on('change', (file) => {
        if (!/\.(json|ya?ml)$/i.test(file) || !file.startsWith(root)) return;
        specs = specDocuments(root);
        options = undefined;
        for (const environment of Object.values(server.environments))
          for (const [id, module] of environment.moduleGraph.idToModuleMap)
            if (id.startsWith(`\0${ENDPOINTS_ID}`)) environment.moduleGraph.invalidateModule(module);
      });
    },
    resolveId(id) {
      return id === ENDPOINTS_ID || id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === `\0${ENDPOINTS_ID}`) {
        const entries = (await references()).map(
          (ref, n) => `  ${JSON.stringify(ref)}: () => import(${JSON.stringify(`${PREFIX}${n}`)}),`,
        );
        return `export const endpointSpecs = {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${PREFIX}`) || !api) return undefined;
      const [specNumber, endpointNumber] = id
        .slice(PREFIX.length + 1)
        .split('/')
        .map(Number);
      const reference = (await references())[specNumber ?? -1];
      const endpoints: PageNode['endpoint'][] = [];
      const document = reference === undefined ? undefined : await specs(reference);
      if (reference !== undefined)
        for (const node of (await api.index()).nodes) {
          const endpoint = (node as PageNode).endpoint;
          if (node.type === 'page' && endpoint?.spec === reference) endpoints.push(endpoint);
        }
      options ??= examplesOptions(readDocsConfig(root));
      if (endpointNumber !== undefined) {
        // One endpoint page's examples, highlighted.
        const endpoint = endpoints[endpointNumber];
        const { request, response } = endpoint
          ? await endpointExamples(document, endpoint, options, siteCodeThemes(root).themes)
          : { request: [], response: [] };
        return `export const request = ${JSON.stringify(request)};\nexport const response = ${JSON.stringify(response)};\n`;
      }
      const sections: Record<string, unknown> = {};
      const examples: string[] = [];
      endpoints.forEach((endpoint, n) => {
        if (!endpoint) return;
        const key = endpointKey(endpoint);
        sections[key] = withDescriptionHtml(
          endpointSections(document, endpoint.method, endpoint.path, endpoint.webhook),
        );
        const blocks = endpointExampleBlocks(document, endpoint, options);
        for (const missing of blocks.missing) {
          const warning = missingRefWarning(root, reference ?? '', missing);
          if (warned.has(warning)) continue;
          warned.add(warning);
          this.environment.logger.warn(warning);
        }
        if (blocks.request.length || blocks.response.length)
          examples.push(
            `  ${JSON.stringify(key)}: () => import(${JSON.stringify(`${PREFIX}${specNumber}/${n}`)}),`,
          );
      });
      return `export const sections = ${JSON.stringify(sections)};\nexport const examples = {\n${examples.join('\n')}\n};\n`;
    },
  };
}
