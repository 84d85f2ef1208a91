import fc from 'fast-check';

/** JSON values biased towards docs.json shapes: navigation keys and page-like strings. */
const navKey = fc.constantFrom(
  'navigation',
  'tabs',
  'tab',
  'groups',
  'group',
  'pages',
  'anchors',
  'anchor',
  'href',
  'hidden',
  'root',
  'openapi',
  'languages',
  'language',
  'versions',
  'version',
  'menu',
  'item',
  'global',
  '$ref',
  'sourceRef',
  '__proto__',
  'constructor',
  'expanded',
  'icon',
);
const navString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    'GET /x',
    'webhook w',
    'javascript:alert(1)',
    '../x',
    'index',
    'a/b',
    'en',
    'ua',
    'https://x.dev',
  ),
);
export const docsLike: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    navString,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    tie('array'),
    tie('object'),
  ),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(fc.oneof(navKey, fc.string()), tie('value'), { maxKeys: 6 }),
})).value;
