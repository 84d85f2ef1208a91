/** docs.json `navigation` values used by the hook tests. */

/** Two tabs; nested, expanded and rooted groups. */
export const tabsNav = {
  tabs: [
    {
      tab: 'Guides',
      groups: [
        {
          group: 'Start',
          pages: [
            'index',
            'quickstart',
            {
              group: 'Deep',
              pages: ['deep/a', 'deep/b', { group: 'Deeper', pages: ['deep/deeper/x', 'deep/deeper/y'] }],
            },
            { group: 'Open', expanded: true, pages: ['open/a', 'open/b'] },
            { group: 'Rooted', root: 'rooted/overview', pages: ['rooted/a', 'rooted/b'] },
          ],
        },
        { group: 'More', pages: ['more/a', 'more/b', { group: 'Extra', pages: ['more/extra/a'] }] },
      ],
    },
    { tab: 'API', groups: [{ group: 'Endpoints', pages: ['api/one', 'api/two'] }] },
  ],
};

/** Versions with tabs inside: every switch fallback step is reachable. v2 is the default. */
export const versionsNav = {
  versions: [
    {
      version: 'v1',
      tabs: [
        {
          tab: 'Docs',
          groups: [
            { group: 'Guide', pages: ['v1/intro', 'shared/faq', 'v1/legacy'] },
            { group: 'Old', pages: ['v1/old/thing'] },
          ],
        },
        { tab: 'Reference', groups: [{ group: 'Legacy API', pages: ['v1/ref/x'] }] },
        { tab: 'Archive', groups: [{ group: 'Archive', pages: ['v1/archive/z'] }] },
      ],
    },
    {
      version: 'v2',
      default: true,
      tabs: [
        {
          tab: 'Docs',
          groups: [
            { group: 'Guide', pages: ['v2/intro', 'shared/faq', 'v2/fresh'] },
            { group: 'New', pages: ['v2/new/thing'] },
          ],
        },
        { tab: 'Reference', groups: [{ group: 'API', pages: ['v2/ref/y'] }] },
      ],
    },
  ],
};

/** Languages (no default: the first is) with versions inside. */
export const languagesNav = {
  languages: [
    {
      language: 'en',
      versions: [
        { version: 'v1', groups: [{ group: 'Basics', pages: ['en/v1/start', 'en/v1/usage'] }] },
        { version: 'v2', groups: [{ group: 'Basics', pages: ['en/v2/start', 'en/v2/usage'] }] },
      ],
    },
    {
      language: 'fr',
      versions: [
        { version: 'v1', groups: [{ group: 'Bases', pages: ['fr/v1/start'] }] },
        { version: 'v2', groups: [{ group: 'Bases', pages: ['fr/v2/start', 'fr/v2/usage'] }] },
      ],
    },
  ],
};

/** Two tabs listing the same page (`shared/page`), which is also the Reference tab's first page. */
export const sharedNav = {
  tabs: [
    { tab: 'Guides', groups: [{ group: 'Start', pages: ['a/one', 'shared/page', 'a/two'] }] },
    { tab: 'Reference', groups: [{ group: 'Lookup', pages: ['shared/page', 'b/two'] }] },
  ],
};
