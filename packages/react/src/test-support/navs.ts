/**
 * docs.json objects used by the component tests and the stories: every state the components can show.
 * Plain data (no React), parsed with `parseDocs` where used.
 */
import type { PageMeta } from '@docsnav/core';
import type { ParseOptions } from '@docsnav/core/parse';

/** A small OpenAPI document: method badges, a deprecated operation, a webhook-free spec. */
export const petsSpec = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  paths: {
    '/pets': {
      get: { summary: 'List pets', tags: ['Pets'] },
      post: { summary: 'Create a pet', tags: ['Pets'] },
    },
    '/pets/{id}': {
      get: { summary: 'Get a pet', tags: ['Pets'] },
      put: { summary: 'Replace a pet', tags: ['Pets'] },
      delete: { summary: 'Delete a pet', tags: ['Pets'], deprecated: true },
    },
  },
};

/** Page frontmatter: icons, tags, a very long label, a deprecated page, an external `url`. */
export const guidePages: Record<string, PageMeta> = {
  index: { title: 'Introduction', icon: 'house' },
  quickstart: { title: 'Quickstart', icon: 'rocket', tag: 'NEW' },
  'guides/long': {
    title:
      'A remarkably long page title that wraps onto a second line in a narrow sidebar without overlapping',
  },
  'guides/legacy': { title: 'Legacy tokens', deprecated: true },
  'guides/status': { title: 'Status page', url: 'https://status.example.com' },
  'guides/auth/overview': { title: 'Authentication', icon: 'lock' },
  'guides/auth/keys': { title: 'API keys', icon: 'key' },
  'guides/auth/oauth': { title: 'OAuth', tag: 'Beta' },
  'guides/auth/sso/saml': { title: 'SAML' },
  'guides/auth/sso/oidc': { title: 'OpenID Connect' },
  'guides/deploy/overview': { title: 'Deploying' },
  'guides/deploy/regions': { title: 'Regions', icon: 'globe' },
  'guides/deploy/scaling': { title: 'Scaling' },
  'guides/billing/plans': { title: 'Plans' },
  'guides/billing/invoices': { title: 'Invoices' },
  'blog/releases': { title: 'Release notes' },
  'blog/tutorials': { title: 'Tutorials' },
};

/** Tabs (one with a menu, one external), nested and rooted groups, icons, tags, endpoints, global anchors. */
export const guidesDocs = {
  name: 'Acme',
  theme: 'mint',
  navigation: {
    global: {
      anchors: [
        { anchor: 'GitHub', href: 'https://github.com/acme', icon: 'github' },
        { anchor: 'Community', href: 'https://community.example.com', icon: 'users' },
      ],
    },
    tabs: [
      {
        tab: 'Guides',
        icon: 'book-open',
        groups: [
          {
            group: 'Get started',
            icon: 'play',
            pages: ['index', 'quickstart', 'guides/long', 'guides/legacy', 'guides/status'],
          },
          {
            group: 'Security',
            pages: [
              {
                group: 'Authentication',
                icon: 'lock',
                root: 'guides/auth/overview',
                pages: [
                  'guides/auth/keys',
                  'guides/auth/oauth',
                  {
                    group: 'Single sign-on',
                    tag: 'Enterprise',
                    pages: ['guides/auth/sso/saml', 'guides/auth/sso/oidc'],
                  },
                ],
              },
              {
                group: 'Deploy',
                expanded: true,
                pages: ['guides/deploy/overview', 'guides/deploy/regions', 'guides/deploy/scaling'],
              },
              { group: 'Billing', pages: ['guides/billing/plans', 'guides/billing/invoices'] },
            ],
          },
        ],
      },
      {
        tab: 'API reference',
        icon: 'square-terminal',
        openapi: 'pets.json',
        groups: [
          {
            group: 'Pets',
            pages: ['GET /pets', 'POST /pets', 'GET /pets/{id}', 'PUT /pets/{id}', 'DELETE /pets/{id}'],
          },
        ],
      },
      {
        tab: 'Blog',
        icon: 'newspaper',
        menu: [
          { item: 'Releases', icon: 'tag', description: 'What changed', pages: ['blog/releases'] },
          {
            item: 'Tutorials',
            icon: 'graduation-cap',
            description: 'Step by step',
            pages: ['blog/tutorials'],
          },
        ],
      },
      { tab: 'Status', href: 'https://status.example.com', icon: 'activity', align: 'end' },
    ],
  },
};

/** Parse options of {@link guidesDocs}. */
export const guidesOptions: ParseOptions = {
  pages: guidePages,
  specs: { 'pets.json': { document: petsSpec } },
};

/** Dropdowns holding anchors: the dropdown and the anchors at the top of the sidebar. */
export const dropdownDocs = {
  name: 'Acme',
  theme: 'mint',
  navigation: {
    dropdowns: [
      {
        dropdown: 'Platform',
        icon: 'server',
        description: 'Run your apps',
        anchors: [
          {
            anchor: 'Documentation',
            icon: 'book-open',
            groups: [{ group: 'Platform', pages: ['platform/index', 'platform/limits'] }],
          },
          {
            anchor: 'Changelog',
            icon: 'list',
            groups: [{ group: 'Changelog', pages: ['platform/changelog'] }],
          },
          { anchor: 'Status', icon: 'activity', href: 'https://status.example.com' },
        ],
      },
      {
        dropdown: 'SDKs',
        icon: 'code',
        description: 'Client libraries',
        groups: [{ group: 'SDKs', pages: ['sdks/index', 'sdks/node', 'sdks/python'] }],
      },
    ],
  },
};

/** Products > versions > languages (English, Arabic right-to-left, Spanish) > tabs. */
export const switchersDocs = {
  name: 'Acme',
  theme: 'mint',
  navigation: {
    products: [
      {
        product: 'Cloud',
        description: 'Managed hosting',
        icon: 'cloud',
        versions: [
          {
            version: 'v2',
            default: true,
            languages: [
              {
                language: 'en',
                default: true,
                tabs: [
                  {
                    tab: 'Guides',
                    groups: [
                      {
                        group: 'Start',
                        pages: [
                          'v2/index',
                          'v2/install',
                          { group: 'Advanced', pages: ['v2/advanced/tuning'] },
                        ],
                      },
                    ],
                  },
                  { tab: 'Reference', groups: [{ group: 'CLI', pages: ['v2/cli'] }] },
                ],
              },
              {
                language: 'ar',
                tabs: [
                  {
                    tab: 'الأدلة',
                    groups: [
                      {
                        group: 'البداية',
                        pages: [
                          'ar/v2/index',
                          'ar/v2/install',
                          { group: 'متقدم', pages: ['ar/v2/advanced/tuning'] },
                        ],
                      },
                    ],
                  },
                  { tab: 'المرجع', groups: [{ group: 'سطر الأوامر', pages: ['ar/v2/cli'] }] },
                ],
              },
              {
                language: 'es',
                tabs: [
                  { tab: 'Guías', groups: [{ group: 'Inicio', pages: ['es/v2/index', 'es/v2/install'] }] },
                ],
              },
            ],
          },
          {
            version: 'v1',
            tag: 'Legacy',
            languages: [
              { language: 'en', groups: [{ group: 'Start', pages: ['v1/index', 'v1/install'] }] },
              { language: 'ar', groups: [{ group: 'البداية', pages: ['ar/v1/index'] }] },
            ],
          },
        ],
      },
      {
        product: 'Edge',
        description: 'Functions at the edge',
        icon: 'zap',
        groups: [{ group: 'Edge', pages: ['edge/index', 'edge/limits'] }],
      },
    ],
  },
};

/** Arabic page titles of {@link switchersDocs}. */
export const switchersOptions: ParseOptions = {
  pages: {
    'v2/index': { title: 'Introduction' },
    'ar/v2/index': { title: 'مقدمة' },
    'ar/v2/install': { title: 'التثبيت' },
    'ar/v2/advanced/tuning': { title: 'الضبط' },
    'ar/v2/cli': { title: 'أداة سطر الأوامر' },
    'ar/v1/index': { title: 'مقدمة' },
    'es/v2/index': { title: 'Introducción' },
    'es/v2/install': { title: 'Instalación' },
  },
};

/** A closed group ("Library") holding every kind of entry a dormant group's static markup draws (tags, a
 *  method, a deprecated page, text to escape, a group with a root page and a nested group in it, an
 *  `expanded` group), and one ("Icons") the markup cannot draw (a page icon). */
export const nestedClosedDocs = {
  name: 'Acme',
  theme: 'mint',
  navigation: {
    tabs: [
      {
        tab: 'Docs',
        openapi: 'pets.json',
        groups: [
          { group: 'Start', pages: ['start'] },
          {
            group: 'Reference',
            pages: [
              {
                group: 'Library',
                pages: [
                  'ref/plain',
                  'ref/tagged',
                  'ref/old',
                  'GET /pets',
                  {
                    group: 'Rooted <&>',
                    tag: 'Beta',
                    root: 'ref/rooted/index',
                    pages: ['ref/rooted/a', { group: 'Deep', pages: ['ref/rooted/deep/a'] }],
                  },
                  { group: 'Shown', expanded: true, pages: ['ref/shown/a'] },
                ],
              },
              { group: 'Icons', pages: ['ref/icon'] },
            ],
          },
        ],
      },
    ],
  },
};

/** Parse options of {@link nestedClosedDocs}. */
export const nestedClosedOptions: ParseOptions = {
  pages: {
    start: { title: 'Start' },
    'ref/plain': { title: 'Quotes "&" <b>tags</b>' },
    'ref/tagged': { title: 'Tagged', tag: 'NEW' },
    'ref/old': { title: 'Old', deprecated: true },
    'ref/rooted/index': { title: 'Rooted overview' },
    'ref/rooted/a': { title: 'Rooted A' },
    'ref/rooted/deep/a': { title: 'Deep A' },
    'ref/shown/a': { title: 'Shown A' },
    'ref/icon': { title: 'With icon', icon: 'house' },
  },
  specs: { 'pets.json': { document: petsSpec } },
};

/**
 * A generated docs.json with `pageCount` pages: 2 tabs of 10 top-level groups; each group lists 10 pages,
 * then nested groups of 10 pages each.
 */
export function generatedDocs(pageCount: number): { name: string; theme: string; navigation: unknown } {
  const sectionsPerGroup = Math.max(1, Math.ceil(pageCount / 200));
  let made = 0;
  const tabs = [0, 1].map((t) => ({
    tab: `Tab ${t + 1}`,
    groups: Array.from({ length: 10 }, (_, g) => {
      const pages: unknown[] = [];
      for (let s = 0; s < sectionsPerGroup && made < pageCount; s++) {
        const section: string[] = [];
        for (let p = 0; p < 10 && made < pageCount; p++, made++)
          section.push(`t${t + 1}/g${g + 1}/s${s}/page-${p + 1}`);
        if (s === 0) pages.push(...section);
        else pages.push({ group: `Section ${t + 1}.${g + 1}.${s}`, pages: section });
      }
      return { group: `Group ${t + 1}.${g + 1}`, pages };
    }).filter((group) => group.pages.length > 0),
  }));
  return { name: 'Generated', theme: 'mint', navigation: { tabs } };
}
