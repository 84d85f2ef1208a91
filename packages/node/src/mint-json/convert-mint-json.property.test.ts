import { upgradeToDocsConfig } from '@mintlify/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertMintJson } from './convert-mint-json.js';

/** Path prefixes that overlap the way real sites' do (`api` and `api-reference`, `guides/advanced`). */
const PREFIXES = ['guides', 'guides/advanced', 'api', 'api-reference', 'sdk', 'v2/guides'];
const REMOTE = ['https://example.com', 'https://github.com/acme', 'http://blog.example.com'];

const page = fc
  .tuple(fc.constantFrom('', ...PREFIXES), fc.constantFrom('intro', 'setup', 'x', 'y'))
  .map(([dir, name]) => (dir ? `${dir}/${name}` : name));
const label = fc.constantFrom('Start', 'Guides', 'API', 'More', ' ', '');
const version = fc.option(fc.constantFrom('v1', 'v2'), { nil: undefined });
const icon = fc.option(fc.constantFrom('book', 'code'), { nil: undefined });

const { group } = fc.letrec((tie) => ({
  group: fc.record(
    {
      group: label,
      pages: fc.array(fc.oneof({ weight: 4, arbitrary: page }, { weight: 1, arbitrary: tie('group') }), {
        maxLength: 5,
      }),
      version,
      icon,
      iconType: fc.option(fc.constantFrom('solid', 'duotone'), { nil: undefined }),
    },
    { requiredKeys: ['group', 'pages'] },
  ),
}));

const division = fc.record(
  {
    name: label,
    url: fc.constantFrom(...PREFIXES, ...REMOTE),
    version,
    icon,
    isDefaultHidden: fc.option(fc.boolean(), { nil: undefined }),
    openapi: fc.option(fc.constant('openapi.json'), { nil: undefined }),
  },
  { requiredKeys: ['name', 'url'] },
);

const versions = fc.oneof(
  fc.constant(undefined),
  fc.constant(['v1', 'v2']),
  fc.constant([{ name: 'v2', default: true }, { name: 'v1' }]),
  fc.constant([
    { name: 'v1', locale: 'en', default: true },
    { name: 'v2', locale: 'fr' },
  ]),
  fc.constant([{ name: 'old', url: 'https://old.example.com' }]),
);

const mintJson = fc.record(
  {
    name: fc.constant('Acme'),
    navigation: fc.array(group, { minLength: 1, maxLength: 5 }),
    tabs: fc.option(fc.array(division, { maxLength: 4 }), { nil: undefined }),
    anchors: fc.option(fc.array(division, { maxLength: 4 }), { nil: undefined }),
    versions,
    primaryTab: fc.option(fc.record({ name: label }), { nil: undefined }),
    topAnchor: fc.option(fc.record({ name: label, icon }, { requiredKeys: ['name'] }), { nil: undefined }),
  },
  { requiredKeys: ['name', 'navigation'] },
);

/**
 * Mintlify's upgrade copies the nested groups of a navigation without tabs or anchors as they are in
 * mint.json (`iconType`, `version`), which docs.json does not have; ours converts them as it converts
 * every other group; and it writes mint.json's `"group": ""` as docs.json's `" "` (see withBlankGroups in
 * convert-mint-json.real.test.ts). This applies those differences to Mintlify's result.
 */
function asDocsJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asDocsJson);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) out[key] = asDocsJson(child);
  if ('group' in out && 'pages' in out) {
    if (out.icon && out.iconType) out.icon = { name: out.icon, style: out.iconType };
    if (!out.icon) delete out.icon;
    delete out.iconType;
    delete out.version;
    if (out.group === '') out.group = ' ';
  }
  return out;
}

describe("convertMintJson against Mintlify's upgradeToDocsConfig on generated mint.json files", () => {
  it('gives the same docs.json for groups, nested groups, tabs, anchors, versions and locales', () => {
    fc.assert(
      fc.property(mintJson, (mint) => {
        const plain = JSON.parse(JSON.stringify(mint));
        const theirs = asDocsJson(JSON.parse(JSON.stringify(upgradeToDocsConfig(structuredClone(plain)))));
        expect(convertMintJson(plain).docs).toStrictEqual(theirs);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws, whatever the values of mint.json keys are', () => {
    const keys = [
      'navigation',
      'tabs',
      'anchors',
      'versions',
      'topbarLinks',
      'topbarCtaButton',
      'colors',
      'api',
      'font',
      'footer',
      'footerSocials',
      'modeToggle',
      'primaryTab',
      'topAnchor',
      'integrations',
    ];
    const anyMint = fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 4 }));
    const withGroups = fc.record({
      navigation: fc.array(fc.oneof(group, fc.jsonValue({ maxDepth: 3 })), { maxLength: 4 }),
      tabs: fc.array(fc.oneof(division, fc.jsonValue({ maxDepth: 2 })), { maxLength: 3 }),
      versions: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.oneof(anyMint, withGroups), (mint) => {
        const { docs } = convertMintJson(JSON.parse(JSON.stringify(mint)));
        expect(docs.navigation).toBeTypeOf('object');
      }),
      { numRuns: 500 },
    );
  });
});
