import type { DivisionKind } from '../model/types.js';
import { describe } from './diagnostics.js';
import { labelKeyOf } from './division-schema.js';
import { schemaWhat } from './known-keys.js';
import {
  ADD_ENDPOINT_PAGE_ENDPOINT_EXCLUDED,
  ADD_ENDPOINT_PAGE_ENDPOINT_NOT_FOUND,
  ADD_PAGE_ENTRY_MISSING_PAGE,
  APPLY_META_UNSAFE_LINK,
  CHECK_LISTING_DUPLICATE_PAGE,
  CHECK_NODE_OBJECT_TOO_DEEP,
  CHECK_NODE_OBJECT_UNRESOLVED_REF,
  FIELD_WARNING_INVALID_FIELD,
  LOAD_SPEC_SPEC_LOAD_FAILED,
  LOAD_SPEC_SPEC_LOAD_FAILED_2,
  LOAD_SPEC_SPEC_NOT_LOADED,
  NORMALIZE_DOCS_INVALID_ROOT,
  NORMALIZE_DOCS_MISSING_NAVIGATION,
  NORMALIZE_DOCS_UNRESOLVED_REF,
  PICK_CHILD_KEY_INVALID_TYPE,
  PICK_CHILD_KEY_MULTIPLE_CHILD_TYPES,
  PICK_CHILD_KEY_MULTIPLE_ROOT_PATTERNS,
  READ_DIVISION_FIELDS_INVALID_FIELD,
  READ_DIVISION_LINK_RELATIVE_LINK,
  READ_DIVISION_LINK_UNSAFE_LINK,
  READ_FIELD_INVALID_FIELD,
  REPORT_UNKNOWN_KEY_UNKNOWN_KEY,
  UNUSUAL_ENTRY_ENDPOINT_WITHOUT_SPEC,
  UNUSUAL_ENTRY_INVALID_PAGE_PATH,
  WALK_CHILDREN_MULTIPLE_DEFAULTS,
  WALK_DIVISION_HREF_OVERRIDES_CONTENT,
  WALK_DIVISION_INVALID_TYPE,
  WALK_DIVISION_LANGUAGE_CODE_UA,
  WALK_DIVISION_MISSING_LABEL,
  WALK_DIVISION_UNKNOWN_LANGUAGE,
  WALK_ENTRIES_INVALID_TYPE,
  WALK_GROUP_EMPTY_GROUP,
  WALK_GROUP_EXPANDED_TOP_LEVEL,
  WALK_GROUP_INVALID_FIELD,
  WALK_GROUP_INVALID_TYPE,
  WALK_GROUP_INVALID_TYPE_2,
  WALK_GROUP_MISSING_LABEL,
  WALK_GROUP_SOURCE_REF_SKIPPED,
  WALK_GROUPS_INVALID_TYPE,
  WALK_NAVIGATION_EMPTY_NAVIGATION,
} from './message-ids.js';
import type { Arg, Message } from './message-types.js';

/** The messages of the navigation walk (fields, divisions, groups, pages, endpoints and specs), by message
 *  id; `MESSAGES` (messages.ts) joins them with the settings'. */

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

export const WALK_MESSAGES = {
  [CHECK_LISTING_DUPLICATE_PAGE]: {
    code: 'duplicate-page',
    text: (source: unknown) =>
      `Expected each page once per division; found ${JSON.stringify(source)} listed again. Both entries are shown; the first is where the page is located.`,
  },
  [FIELD_WARNING_INVALID_FIELD]: {
    code: 'invalid-field',
    text: (key: Arg, expected: Arg, found: unknown) =>
      `Expected \`${key}\` to be ${expected}; found ${describe(found)}. The field was ignored.`,
  },
  [READ_FIELD_INVALID_FIELD]: {
    code: 'invalid-field',
    at: (key: Arg) => `/${key}`,
    text: (key: Arg, found: unknown) =>
      `Expected \`${key}\` to be ${fieldExpected(key, found)}; found ${describe(found)}. The field was ignored.`,
  },
  [REPORT_UNKNOWN_KEY_UNKNOWN_KEY]: {
    code: 'unknown-key',
    text: (what: Arg, key: unknown) =>
      `Expected only the fields of ${what}; found the unknown key ${JSON.stringify(key)}. It was ignored.`,
  },
  [READ_DIVISION_LINK_RELATIVE_LINK]: {
    code: 'relative-link',
    at: '/href',
    text: (kind: Kind, label: unknown, href: unknown) =>
      `Expected the href of ${named(kind, label)} to be an http(s) or mailto URL or a path starting with "/"; found the relative path ${JSON.stringify(href)}. It was made a site link, "/${href}".`,
  },
  [READ_DIVISION_LINK_UNSAFE_LINK]: {
    code: 'unsafe-link',
    at: '/href',
    text: (kind: Kind, label: unknown, href: unknown) =>
      [
        `Expected the href of ${named(kind, label)} to be an http(s), mailto or site link; found ${JSON.stringify(href)}, whose scheme is not allowed. ${named(kind, label)} was left out.`,
        'Use an https:// URL or a path starting with "/".',
      ] as const,
  },
  [NORMALIZE_DOCS_INVALID_ROOT]: {
    code: 'invalid-root',
    text: (docs: unknown) =>
      `Expected docs.json to be a JSON object; found ${describe(docs)}. The navigation is empty.`,
  },
  [NORMALIZE_DOCS_MISSING_NAVIGATION]: {
    code: 'missing-navigation',
    text: (nav: unknown) =>
      `Expected docs.json to have a \`navigation\` object; found ${describe(nav)}. The navigation is empty.`,
  },
  [NORMALIZE_DOCS_UNRESOLVED_REF]: {
    code: 'unresolved-ref',
    text: (ref: unknown) =>
      [
        `Expected the navigation object; found an unresolved \`$ref\` (${describe(ref)}). The navigation is empty.`,
        'Load docs.json with @docsnav/node (loadDocs), which resolves `$ref` files.',
      ] as const,
  },
  [WALK_NAVIGATION_EMPTY_NAVIGATION]: {
    code: 'empty-navigation',
    text: () =>
      'Expected `navigation` to have one of products, languages, versions, tabs, dropdowns, anchors, groups or pages; found none. The navigation is empty.',
  },
  [ADD_ENDPOINT_PAGE_ENDPOINT_EXCLUDED]: {
    code: 'endpoint-excluded',
    text: (source: Arg, ref: unknown) =>
      `Expected a listed endpoint to be documented; ${source} is marked \`x-excluded\` in ${JSON.stringify(ref)}. It was left out.`,
  },
  [ADD_ENDPOINT_PAGE_ENDPOINT_NOT_FOUND]: {
    code: 'endpoint-not-found',
    text: (source: Arg, refs: Arg, kind: Arg) =>
      [
        `Expected ${source} to be an operation of ${refs}; the spec has no such ${kind}. The entry was left out.`,
        'Check the method and the path against the spec (paths are case-sensitive).',
      ] as const,
  },
  [LOAD_SPEC_SPEC_NOT_LOADED]: {
    code: 'spec-not-loaded',
    text: (ref: unknown) =>
      [
        `Expected the OpenAPI spec ${JSON.stringify(ref)} among the specs passed to the parser; it was not given. Its endpoint entries are shown unresolved (method and path) and nothing is generated from it.`,
        'The Node loader loads local specs; pass remote ones with `allowRemoteSpecs` or in `options.specs`.',
      ] as const,
  },
  [LOAD_SPEC_SPEC_LOAD_FAILED]: {
    code: 'spec-load-failed',
    text: (ref: unknown, error: Arg) =>
      `Expected a readable OpenAPI spec at ${JSON.stringify(ref)}; it could not be loaded: ${error}. Its endpoint entries are shown unresolved and nothing is generated from it.`,
  },
  [LOAD_SPEC_SPEC_LOAD_FAILED_2]: {
    code: 'spec-load-failed',
    text: (ref: unknown, index: Arg) =>
      `Expected an OpenAPI 3.0/3.1 document at ${JSON.stringify(ref)}; ${index}. Its endpoint entries are shown unresolved and nothing is generated from it.`,
  },
  [APPLY_META_UNSAFE_LINK]: {
    code: 'unsafe-link',
    text: (source: Arg, url: unknown) =>
      `Expected the \`url\` in the frontmatter of page "${source}" to be an http(s), mailto or site link; found ${JSON.stringify(url)}. The link was left out; the entry links to the page itself.`,
  },
  [CHECK_NODE_OBJECT_TOO_DEEP]: {
    code: 'too-deep',
    text: (MAX_DEPTH: Arg, kind: Kind, depth: Arg) =>
      `Expected at most ${MAX_DEPTH} levels of nested navigation; found ${schemaWhat(kind)} at level ${depth}. It and everything inside it were left out.`,
  },
  [CHECK_NODE_OBJECT_UNRESOLVED_REF]: {
    code: 'unresolved-ref',
    at: '/$ref',
    text: (kind: Kind, ref: unknown) =>
      [
        `Expected ${schemaWhat(kind)}; found an unresolved \`$ref\` (${describe(ref)}). It was left out.`,
        'Load docs.json with @docsnav/node (loadDocs), which resolves `$ref` files, or inline the referenced JSON.',
      ] as const,
  },
  [PICK_CHILD_KEY_INVALID_TYPE]: {
    code: 'invalid-type',
    at: (key: Arg) => `/${key}`,
    text: (key: Arg, kind: Kind | undefined, label: unknown, found: unknown) =>
      `Expected \`${key}\` of ${named(kind, label)} to be an array; found ${describe(found)}. It was ignored.`,
  },
  [PICK_CHILD_KEY_MULTIPLE_ROOT_PATTERNS]: {
    code: 'multiple-root-patterns',
    at: (_kind: Kind | undefined, _label: unknown, _chosen: Arg, ignored: readonly string[]) =>
      `/${ignored[0]}`,
    text: (kind: Kind | undefined, label: unknown, chosen: Arg, ignored: readonly string[]) =>
      [
        `Expected one root navigation pattern in ${named(kind, label)}; found \`${chosen}\` and ${keyList(ignored)}. \`${chosen}\` was used and ${keyList(ignored)} ignored.`,
        NEST,
      ] as const,
  },
  [PICK_CHILD_KEY_MULTIPLE_CHILD_TYPES]: {
    code: 'multiple-child-types',
    at: (_kind: Kind | undefined, _label: unknown, _chosen: Arg, ignored: readonly string[]) =>
      `/${ignored[0]}`,
    text: (kind: Kind | undefined, label: unknown, chosen: Arg, ignored: readonly string[]) =>
      [
        `Expected one type of children in ${named(kind, label)}; found \`${chosen}\` and ${keyList(ignored)}. \`${chosen}\` was used and ${keyList(ignored)} ignored.`,
        NEST,
      ] as const,
  },
  [WALK_CHILDREN_MULTIPLE_DEFAULTS]: {
    code: 'multiple-defaults',
    at: '/default',
    text: (kind: Arg, label: Arg) =>
      `Expected at most one ${kind} with \`default: true\`; found another on "${label}". The first one is the default.`,
  },
  [WALK_DIVISION_INVALID_TYPE]: {
    code: 'invalid-type',
    text: (kind: Kind, obj: unknown) =>
      `Expected ${schemaWhat(kind)} object; found ${describe(obj)}. It was left out.`,
  },
  [WALK_DIVISION_MISSING_LABEL]: {
    code: 'missing-label',
    at: (kind: DivisionKind, raw: unknown) => (raw === undefined ? '' : `/${labelKeyOf(kind)}`),
    // A language's label key is its code.
    text: (kind: DivisionKind, raw: unknown) =>
      `Expected ${schemaWhat(kind)} to have a non-empty \`${labelKeyOf(kind)}\` ${kind === 'language' ? 'code' : 'label'}; found ${describe(raw)}. It and its content were left out.`,
  },
  [WALK_DIVISION_UNKNOWN_LANGUAGE]: {
    code: 'unknown-language',
    at: '/language',
    text: (raw: unknown) =>
      [
        `Expected a supported language code (en, fr, cn, zh-Hans, ja, pt-BR, ...); found ${JSON.stringify(raw)}. The language and its content were left out.`,
        'See docs/diagnostics.md#unknown-language for the list of codes.',
      ] as const,
  },
  [WALK_DIVISION_LANGUAGE_CODE_UA]: {
    code: 'language-code-ua',
    at: '/language',
    text: () =>
      "Expected `uk` for Ukrainian (Mintlify and BCP 47); found the spec's `ua`. It is shown as Ukrainian (`uk`).",
  },
  [WALK_DIVISION_HREF_OVERRIDES_CONTENT]: {
    code: 'href-overrides-content',
    at: '/href',
    text: (kind: Kind, keys: readonly string[], href: Arg) =>
      `Expected ${schemaWhat(kind)} to have either an \`href\` or content; found both (\`href\` and ${keyList(keys)}). It links to ${href}; its content was ignored.`,
  },
  [READ_DIVISION_FIELDS_INVALID_FIELD]: {
    code: 'invalid-field',
    at: '/align',
    text: (align: unknown) =>
      `Expected \`align\` to be "start" or "end"; found ${describe(align)}. The field was ignored.`,
  },
  [WALK_ENTRIES_INVALID_TYPE]: {
    code: 'invalid-type',
    text: (entry: unknown) =>
      `Expected a page path or a group object; found ${describe(entry)}. It was left out.`,
  },
  [WALK_GROUPS_INVALID_TYPE]: {
    code: 'invalid-type',
    text: (g: unknown) =>
      `Expected a group object (with \`group\` and \`pages\`); found ${describe(g)}. It was left out.`,
  },
  [WALK_GROUP_SOURCE_REF_SKIPPED]: {
    code: 'source-ref-skipped',
    text: () =>
      'Expected a page path or a group; found a `sourceRef` entry, which docsnav cannot resolve. It was skipped.',
  },
  [WALK_GROUP_INVALID_TYPE]: {
    code: 'invalid-type',
    text: () =>
      'Expected a page path or a group object (with `group` and `pages`); found an object without `group`. It was left out.',
  },
  [WALK_GROUP_MISSING_LABEL]: {
    code: 'missing-label',
    at: (raw: unknown) => (raw === undefined ? '' : '/group'),
    text: (raw: unknown) =>
      `Expected a group to have a non-empty \`group\` label; found ${describe(raw)}. The group and its pages were left out.`,
  },
  [WALK_GROUP_EXPANDED_TOP_LEVEL]: {
    code: 'expanded-top-level',
    at: '/expanded',
    text: (label: Arg) =>
      `Expected \`expanded\` only on nested groups; found it on the top-level group "${label}", which is always open. It has no effect.`,
  },
  [WALK_GROUP_INVALID_FIELD]: {
    code: 'invalid-field',
    at: '/root',
    text: (root: unknown) =>
      `Expected \`root\` to be a page path; found ${describe(root)}. The group has no root page.`,
  },
  [WALK_GROUP_INVALID_TYPE_2]: {
    code: 'invalid-type',
    at: '/pages',
    text: (label: Arg, pages: unknown) =>
      `Expected \`pages\` of group "${label}" to be an array; found ${describe(pages)}. The group has no listed pages.`,
  },
  [WALK_GROUP_EMPTY_GROUP]: {
    code: 'empty-group',
    text: (label: Arg) =>
      `Expected group "${label}" to contain pages; found none. It is shown as an empty heading.`,
  },
  [ADD_PAGE_ENTRY_MISSING_PAGE]: {
    code: 'missing-page',
    text: (path: unknown) =>
      `Expected a page file for ${JSON.stringify(path)} (.mdx or .md); found none. The entry is shown and its link leads to a missing page.`,
  },
  [UNUSUAL_ENTRY_ENDPOINT_WITHOUT_SPEC]: {
    code: 'endpoint-without-spec',
    text: (source: unknown) =>
      [
        `Expected an \`openapi\` spec on this element or an ancestor for the endpoint entry ${JSON.stringify(source)}; found none. It is treated as a page path.`,
        'Add `"openapi": "path/to/openapi.json"` to the group, tab or anchor that lists it.',
      ] as const,
  },
  [UNUSUAL_ENTRY_INVALID_PAGE_PATH]: {
    code: 'invalid-page-path',
    text: (entry: string) =>
      `Expected a page path inside the docs folder; found ${JSON.stringify(entry)}${entry.trim() === '' ? '' : ', which leaves the docs root'}. The entry was left out.`,
  },
} as const satisfies Record<string, Message>;
