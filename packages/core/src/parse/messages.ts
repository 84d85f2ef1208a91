import type { ContrastIssue } from '../brand/tokens.js';
import { FONTAWESOME_STYLES, ICON_LIBRARIES } from '../icons.js';
import type { DivisionKind } from '../model/types.js';
import type { DiagnosticCode } from './diagnostics.js';
import { describe } from './diagnostics.js';
import { labelKeyOf } from './division-schema.js';
import { schemaWhat } from './known-keys.js';

/**
 * The text of every diagnostic the walkers report, by message id (`<function>:<code>`): its code, and its
 * message (and hint) from the values the walker passes to `Builder.report`. Only the full parse
 * (`parseDocs`, through `Reporter`) imports this module, so a lean parse (`parseSplit`) bundles none of it.
 */

/** A value a message shows as it is. */
export type Arg = string | number;

const LIBRARIES = ICON_LIBRARIES.map((l) => `"${l}"`).join(' or ');
const NEST = 'Nest the other elements inside the one that is used.';

/** What a walker's optional field (`readField:invalid-field`, by key) must be: the text is made here, so the
 *  lean parse bundles none of it. An `href` that is a blank string must be a URL; one of another type, a
 *  URL string. */
const FIELD_EXPECTED: Readonly<Record<string, string>> = {
  icon: 'an icon name, a URL or { name, library?, style? }',
  color: 'an object { light?, dark? } of color strings',
  hidden: 'true or false',
  expanded: 'true or false',
  default: 'true or false',
};

/** A navigation object a walker reports: a group or a division kind. */
type Kind = 'group' | DivisionKind;

/** How a message names a division with its label (`a tab "API"`), or the navigation (no kind). */
const named = (kind: Kind | undefined, label: unknown): string =>
  kind === undefined ? '`navigation`' : `${schemaWhat(kind)} "${label}"`;

/** Keys named in a message: \`groups\`, \`pages\`. */
const keyList = (keys: readonly string[]): string => keys.map((k) => `\`${k}\``).join(', ');

function fieldExpected(key: Arg, found: unknown): string {
  if (key === 'href') return typeof found === 'string' ? 'a URL' : 'a URL string';
  return FIELD_EXPECTED[key] ?? 'a string';
}

/**
 * One message: its code, and its text (or text and hint) from the values of one report. `at`: where in the
 * reported object it points, appended to the pointer the walker gives (the object's): a suffix, or made
 * from the same values as the text. The walkers pass the object's pointer alone, so the lean parse
 * bundles none of these suffixes.
 */
export interface Message {
  code: DiagnosticCode;
  // biome-ignore lint/suspicious/noExplicitAny: each message takes its own arguments
  text: (...args: any[]) => string | readonly [string, string];
  // biome-ignore lint/suspicious/noExplicitAny: the same arguments as `text`
  at?: string | ((...args: any[]) => string);
}

export const MESSAGES = {
  'color:invalid-color': {
    code: 'invalid-color',
    text: (key: Arg, found: unknown, fallback: Arg) =>
      [
        `Expected \`colors.${key}\` to be a hex colour (#rgb or #rrggbb); found ${describe(found)}. ${fallback}.`,
        'Write the colour as "#0d9373" or "#0d9".',
      ] as const,
  },
  'readColors:invalid-color': {
    code: 'invalid-color',
    text: () =>
      "Expected `colors` to have a `primary` colour; found none. The kit's default colours are used.",
  },
  'readColors:low-contrast': {
    code: 'low-contrast',
    text: (issue: ContrastIssue) => {
      const on =
        issue.use === 'button'
          ? `as the navbar button's background, under its text (${issue.against})`
          : `as text on the ${issue.use === 'light-text' ? 'light' : 'dark'} page's highlight (${issue.against}, the current page's background in the sidebar)`;
      const scheme = issue.use === 'dark-text' ? ' in the dark scheme' : '';
      return [
        `Expected \`colors.${issue.key}\` to contrast at least 4.5:1 with its background${scheme}; found ${issue.ratio}:1 ${on}. It is used as given; some readers will not read it.`,
        issue.use === 'button'
          ? 'Pick a darker or a lighter colour for the button.'
          : `A close colour with enough contrast: ${issue.suggestion}.`,
      ] as const;
    },
  },
  'readImage:unsafe-link': {
    code: 'unsafe-link',
    text: (key: Arg, src: unknown) =>
      [
        `Expected \`${key}\` to be an http(s) URL or a path in the docs folder; found ${JSON.stringify(src)}, whose scheme is not allowed. It was left out.`,
        'Put the image in the docs folder and give its path, e.g. "/logo/light.svg".',
      ] as const,
  },
  'readImage:asset-outside-root': {
    code: 'asset-outside-root',
    text: (key: Arg, src: unknown) =>
      [
        `Expected \`${key}\` to be a file inside the docs folder; found ${JSON.stringify(src)}, which leaves it. It was left out: nothing outside the docs folder is read or served.`,
        'Move the image into the docs folder and give its path from there, e.g. "/logo/light.svg".',
      ] as const,
  },
  'readLink:relative-link': {
    code: 'relative-link',
    text: (what: Arg, href: unknown) =>
      `Expected the href of ${what} to be an http(s) or mailto URL or a path starting with "/"; found the relative path ${JSON.stringify(href)}. It was made a site link, "/${href}".`,
  },
  'readLink:unsafe-link': {
    code: 'unsafe-link',
    text: (what: Arg, href: unknown) =>
      [
        `Expected the href of ${what} to be an http(s), mailto or site link; found ${JSON.stringify(href)}, whose scheme is not allowed. ${what} was left out.`,
        'Use an https:// URL or a path starting with "/".',
      ] as const,
  },
  'readNavbarLink:invalid-type': {
    code: 'invalid-type',
    text: (found: unknown) =>
      `Expected a navbar link { label, href, icon? }; found ${describe(found)}. It was left out.`,
  },
  'readNavbarLink:missing-label': {
    code: 'missing-label',
    text: (label: unknown) =>
      `Expected a navbar link to have a non-empty \`label\` (or an icon); found ${describe(label)}. The link was left out.`,
  },
  'readPrimary:missing-label': {
    code: 'missing-label',
    text: (label: unknown) =>
      `Expected the navbar button to have a non-empty \`label\`; found ${describe(label)}. The button was left out.`,
  },
  'readAppearance:invalid-field': {
    code: 'invalid-field',
    text: (d: unknown) =>
      `Expected \`appearance.default\` to be "system", "light" or "dark"; found ${describe(d)}. "system" is used.`,
  },
  'checkListing:duplicate-page': {
    code: 'duplicate-page',
    text: (source: unknown) =>
      `Expected each page once per division; found ${JSON.stringify(source)} listed again. Both entries are shown; the first is where the page is located.`,
  },
  'fieldWarning:invalid-field': {
    code: 'invalid-field',
    text: (key: Arg, expected: Arg, found: unknown) =>
      `Expected \`${key}\` to be ${expected}; found ${describe(found)}. The field was ignored.`,
  },
  'readField:invalid-field': {
    code: 'invalid-field',
    at: (key: Arg) => `/${key}`,
    text: (key: Arg, found: unknown) =>
      `Expected \`${key}\` to be ${fieldExpected(key, found)}; found ${describe(found)}. The field was ignored.`,
  },
  'reportUnknownKey:unknown-key': {
    code: 'unknown-key',
    text: (what: Arg, key: unknown) =>
      `Expected only the fields of ${what}; found the unknown key ${JSON.stringify(key)}. It was ignored.`,
  },
  'readDivisionLink:relative-link': {
    code: 'relative-link',
    at: '/href',
    text: (kind: Kind, label: unknown, href: unknown) =>
      `Expected the href of ${named(kind, label)} to be an http(s) or mailto URL or a path starting with "/"; found the relative path ${JSON.stringify(href)}. It was made a site link, "/${href}".`,
  },
  'readDivisionLink:unsafe-link': {
    code: 'unsafe-link',
    at: '/href',
    text: (kind: Kind, label: unknown, href: unknown) =>
      [
        `Expected the href of ${named(kind, label)} to be an http(s), mailto or site link; found ${JSON.stringify(href)}, whose scheme is not allowed. ${named(kind, label)} was left out.`,
        'Use an https:// URL or a path starting with "/".',
      ] as const,
  },
  'readGlobal:invalid-type': {
    code: 'invalid-type',
    text: (found: unknown) =>
      `Expected \`global\` to be an object { anchors: [...] }; found ${describe(found)}. It was ignored.`,
  },
  'readGlobal:invalid-type-2': {
    code: 'invalid-type',
    at: '/anchors',
    text: (anchors: unknown) =>
      `Expected \`global.anchors\` to be an array; found ${describe(anchors)}. It was ignored.`,
  },
  'readGlobalAnchor:invalid-type': {
    code: 'invalid-type',
    text: (found: unknown) =>
      `Expected a global anchor object { anchor, href, icon? }; found ${describe(found)}. It was left out.`,
  },
  'readGlobalAnchor:missing-label': {
    code: 'missing-label',
    at: (label: unknown) => (label === undefined ? '' : '/anchor'),
    text: (label: unknown) =>
      `Expected a global anchor to have a non-empty \`anchor\` label; found ${describe(label)}. The anchor was left out.`,
  },
  'readGlobalAnchor:unsafe-link': {
    code: 'unsafe-link',
    at: (_label: Arg, href: unknown) => (href === undefined ? '' : '/href'),
    text: (label: Arg, href: unknown) =>
      [
        `Expected global anchor "${label}" to have an external http(s) or mailto href; found ${describe(href)}. The anchor was left out.`,
        'Use an https:// URL.',
      ] as const,
  },
  'readGlobalAnchor:global-anchor-not-external': {
    code: 'global-anchor-not-external',
    at: (_label: Arg, href: unknown) => (href === undefined ? '' : '/href'),
    text: (label: Arg, href: unknown) =>
      [
        `Expected global anchor "${label}" to have an external http(s) or mailto href; found ${describe(href)}. The anchor was left out.`,
        'Global anchors cannot link inside the docs; use a full https:// URL or a tab/anchor instead.',
      ] as const,
  },
  'readIconSettings:invalid-field': {
    code: 'invalid-field',
    text: (icons: unknown) =>
      `Expected \`icons\` to be an object; found ${describe(icons)}. It is ignored: Font Awesome, the default, is used.`,
  },
  'readIconSettings:unknown-icon-library': {
    code: 'unknown-icon-library',
    text: (found: unknown) =>
      [
        `Expected \`icons.library\` to be ${LIBRARIES}; found ${describe(found)}. Icons are looked up in Font Awesome, the default.`,
        'docsnav draws Font Awesome (Free) and lucide icons.',
      ] as const,
  },
  'checkIconObject:unknown-icon-library': {
    code: 'unknown-icon-library',
    text: (library: unknown) =>
      `Expected the icon's \`library\` to be ${LIBRARIES}; found ${describe(library)}. The icon is not drawn (its slot stays empty).`,
  },
  'checkIconObject:invalid-field': {
    code: 'invalid-field',
    text: (style: unknown) =>
      `Expected the icon's \`style\` to be one of ${FONTAWESOME_STYLES.join(', ')}; found ${describe(style)}. The default style (regular) is drawn.`,
  },
  'normalizeDocs:invalid-root': {
    code: 'invalid-root',
    text: (docs: unknown) =>
      `Expected docs.json to be a JSON object; found ${describe(docs)}. The navigation is empty.`,
  },
  'normalizeDocs:missing-navigation': {
    code: 'missing-navigation',
    text: (nav: unknown) =>
      `Expected docs.json to have a \`navigation\` object; found ${describe(nav)}. The navigation is empty.`,
  },
  'normalizeDocs:unresolved-ref': {
    code: 'unresolved-ref',
    text: (ref: unknown) =>
      [
        `Expected the navigation object; found an unresolved \`$ref\` (${describe(ref)}). The navigation is empty.`,
        'Load docs.json with @docsnav/node (loadDocs), which resolves `$ref` files.',
      ] as const,
  },
  'walkNavigation:empty-navigation': {
    code: 'empty-navigation',
    text: () =>
      'Expected `navigation` to have one of products, languages, versions, tabs, dropdowns, anchors, groups or pages; found none. The navigation is empty.',
  },
  'settingsObject:invalid-field': {
    code: 'invalid-field',
    at: (key: Arg) => `/${key}`,
    text: (key: Arg, found: unknown) =>
      `Expected \`${key}\` to be an object; found ${describe(found)}. It is ignored: ${key === 'styling' ? 'the default eyebrow ("section") is used' : "the host's default drill-down is used"}.`,
  },
  'readSettings:invalid-field': {
    code: 'invalid-field',
    text: (found: unknown) =>
      `Expected \`styling.eyebrows\` to be "section" or "breadcrumbs"; found ${describe(found)}. The default, "section", is used.`,
  },
  'readSettings:invalid-field-2': {
    code: 'invalid-field',
    text: (found: unknown) =>
      `Expected \`interaction.drilldown\` to be true or false; found ${describe(found)}. The host's default is used.`,
  },
  'addEndpointPage:endpoint-excluded': {
    code: 'endpoint-excluded',
    text: (source: Arg, ref: unknown) =>
      `Expected a listed endpoint to be documented; ${source} is marked \`x-excluded\` in ${JSON.stringify(ref)}. It was left out.`,
  },
  'addEndpointPage:endpoint-not-found': {
    code: 'endpoint-not-found',
    text: (source: Arg, refs: Arg, kind: Arg) =>
      [
        `Expected ${source} to be an operation of ${refs}; the spec has no such ${kind}. The entry was left out.`,
        'Check the method and the path against the spec (paths are case-sensitive).',
      ] as const,
  },
  'loadSpec:spec-not-loaded': {
    code: 'spec-not-loaded',
    text: (ref: unknown) =>
      [
        `Expected the OpenAPI spec ${JSON.stringify(ref)} among the specs passed to the parser; it was not given. Its endpoint entries are shown unresolved (method and path) and nothing is generated from it.`,
        'The Node loader loads local specs; pass remote ones with `allowRemoteSpecs` or in `options.specs`.',
      ] as const,
  },
  'loadSpec:spec-load-failed': {
    code: 'spec-load-failed',
    text: (ref: unknown, error: Arg) =>
      `Expected a readable OpenAPI spec at ${JSON.stringify(ref)}; it could not be loaded: ${error}. Its endpoint entries are shown unresolved and nothing is generated from it.`,
  },
  'loadSpec:spec-load-failed-2': {
    code: 'spec-load-failed',
    text: (ref: unknown, index: Arg) =>
      `Expected an OpenAPI 3.0/3.1 document at ${JSON.stringify(ref)}; ${index}. Its endpoint entries are shown unresolved and nothing is generated from it.`,
  },
  'applyMeta:unsafe-link': {
    code: 'unsafe-link',
    text: (source: Arg, url: unknown) =>
      `Expected the \`url\` in the frontmatter of page "${source}" to be an http(s), mailto or site link; found ${JSON.stringify(url)}. The link was left out; the entry links to the page itself.`,
  },
  'checkNodeObject:too-deep': {
    code: 'too-deep',
    text: (MAX_DEPTH: Arg, kind: Kind, depth: Arg) =>
      `Expected at most ${MAX_DEPTH} levels of nested navigation; found ${schemaWhat(kind)} at level ${depth}. It and everything inside it were left out.`,
  },
  'checkNodeObject:unresolved-ref': {
    code: 'unresolved-ref',
    at: '/$ref',
    text: (kind: Kind, ref: unknown) =>
      [
        `Expected ${schemaWhat(kind)}; found an unresolved \`$ref\` (${describe(ref)}). It was left out.`,
        'Load docs.json with @docsnav/node (loadDocs), which resolves `$ref` files, or inline the referenced JSON.',
      ] as const,
  },
  'pickChildKey:invalid-type': {
    code: 'invalid-type',
    at: (key: Arg) => `/${key}`,
    text: (key: Arg, kind: Kind | undefined, label: unknown, found: unknown) =>
      `Expected \`${key}\` of ${named(kind, label)} to be an array; found ${describe(found)}. It was ignored.`,
  },
  'pickChildKey:multiple-root-patterns': {
    code: 'multiple-root-patterns',
    at: (_kind: Kind | undefined, _label: unknown, _chosen: Arg, ignored: readonly string[]) =>
      `/${ignored[0]}`,
    text: (kind: Kind | undefined, label: unknown, chosen: Arg, ignored: readonly string[]) =>
      [
        `Expected one root navigation pattern in ${named(kind, label)}; found \`${chosen}\` and ${keyList(ignored)}. \`${chosen}\` was used and ${keyList(ignored)} ignored.`,
        NEST,
      ] as const,
  },
  'pickChildKey:multiple-child-types': {
    code: 'multiple-child-types',
    at: (_kind: Kind | undefined, _label: unknown, _chosen: Arg, ignored: readonly string[]) =>
      `/${ignored[0]}`,
    text: (kind: Kind | undefined, label: unknown, chosen: Arg, ignored: readonly string[]) =>
      [
        `Expected one type of children in ${named(kind, label)}; found \`${chosen}\` and ${keyList(ignored)}. \`${chosen}\` was used and ${keyList(ignored)} ignored.`,
        NEST,
      ] as const,
  },
  'walkChildren:multiple-defaults': {
    code: 'multiple-defaults',
    at: '/default',
    text: (kind: Arg, label: Arg) =>
      `Expected at most one ${kind} with \`default: true\`; found another on "${label}". The first one is the default.`,
  },
  'walkDivision:invalid-type': {
    code: 'invalid-type',
    text: (kind: Kind, obj: unknown) =>
      `Expected ${schemaWhat(kind)} object; found ${describe(obj)}. It was left out.`,
  },
  'walkDivision:missing-label': {
    code: 'missing-label',
    at: (kind: DivisionKind, raw: unknown) => (raw === undefined ? '' : `/${labelKeyOf(kind)}`),
    // A language's label key is its code.
    text: (kind: DivisionKind, raw: unknown) =>
      `Expected ${schemaWhat(kind)} to have a non-empty \`${labelKeyOf(kind)}\` ${kind === 'language' ? 'code' : 'label'}; found ${describe(raw)}. It and its content were left out.`,
  },
  'walkDivision:unknown-language': {
    code: 'unknown-language',
    at: '/language',
    text: (raw: unknown) =>
      [
        `Expected a supported language code (en, fr, cn, zh-Hans, ja, pt-BR, ...); found ${JSON.stringify(raw)}. The language and its content were left out.`,
        'See docs/diagnostics.md#unknown-language for the list of codes.',
      ] as const,
  },
  'walkDivision:language-code-ua': {
    code: 'language-code-ua',
    at: '/language',
    text: () =>
      "Expected `uk` for Ukrainian (Mintlify and BCP 47); found the spec's `ua`. It is shown as Ukrainian (`uk`).",
  },
  'walkDivision:href-overrides-content': {
    code: 'href-overrides-content',
    at: '/href',
    text: (kind: Kind, keys: readonly string[], href: Arg) =>
      `Expected ${schemaWhat(kind)} to have either an \`href\` or content; found both (\`href\` and ${keyList(keys)}). It links to ${href}; its content was ignored.`,
  },
  'readDivisionFields:invalid-field': {
    code: 'invalid-field',
    at: '/align',
    text: (align: unknown) =>
      `Expected \`align\` to be "start" or "end"; found ${describe(align)}. The field was ignored.`,
  },
  'walkEntries:invalid-type': {
    code: 'invalid-type',
    text: (entry: unknown) =>
      `Expected a page path or a group object; found ${describe(entry)}. It was left out.`,
  },
  'walkGroups:invalid-type': {
    code: 'invalid-type',
    text: (g: unknown) =>
      `Expected a group object (with \`group\` and \`pages\`); found ${describe(g)}. It was left out.`,
  },
  'walkGroup:source-ref-skipped': {
    code: 'source-ref-skipped',
    text: () =>
      'Expected a page path or a group; found a `sourceRef` entry, which docsnav cannot resolve. It was skipped.',
  },
  'walkGroup:invalid-type': {
    code: 'invalid-type',
    text: () =>
      'Expected a page path or a group object (with `group` and `pages`); found an object without `group`. It was left out.',
  },
  'walkGroup:missing-label': {
    code: 'missing-label',
    at: (raw: unknown) => (raw === undefined ? '' : '/group'),
    text: (raw: unknown) =>
      `Expected a group to have a non-empty \`group\` label; found ${describe(raw)}. The group and its pages were left out.`,
  },
  'walkGroup:expanded-top-level': {
    code: 'expanded-top-level',
    at: '/expanded',
    text: (label: Arg) =>
      `Expected \`expanded\` only on nested groups; found it on the top-level group "${label}", which is always open. It has no effect.`,
  },
  'walkGroup:invalid-field': {
    code: 'invalid-field',
    at: '/root',
    text: (root: unknown) =>
      `Expected \`root\` to be a page path; found ${describe(root)}. The group has no root page.`,
  },
  'walkGroup:invalid-type-2': {
    code: 'invalid-type',
    at: '/pages',
    text: (label: Arg, pages: unknown) =>
      `Expected \`pages\` of group "${label}" to be an array; found ${describe(pages)}. The group has no listed pages.`,
  },
  'walkGroup:empty-group': {
    code: 'empty-group',
    text: (label: Arg) =>
      `Expected group "${label}" to contain pages; found none. It is shown as an empty heading.`,
  },
  'addPageEntry:missing-page': {
    code: 'missing-page',
    text: (path: unknown) =>
      `Expected a page file for ${JSON.stringify(path)} (.mdx or .md); found none. The entry is shown and its link leads to a missing page.`,
  },
  'unusualEntry:endpoint-without-spec': {
    code: 'endpoint-without-spec',
    text: (source: unknown) =>
      [
        `Expected an \`openapi\` spec on this element or an ancestor for the endpoint entry ${JSON.stringify(source)}; found none. It is treated as a page path.`,
        'Add `"openapi": "path/to/openapi.json"` to the group, tab or anchor that lists it.',
      ] as const,
  },
  'unusualEntry:invalid-page-path': {
    code: 'invalid-page-path',
    text: (entry: string) =>
      `Expected a page path inside the docs folder; found ${JSON.stringify(entry)}${entry.trim() === '' ? '' : ', which leaves the docs root'}. The entry was left out.`,
  },
} as const satisfies Record<string, Message>;

/** A message id. */
export type MessageId = keyof typeof MESSAGES;

/** The values a message takes. */
export type MessageArgs<K extends MessageId> = Parameters<(typeof MESSAGES)[K]['text']>;
