/** Test docs: two versions with a Guides tab each, v2 with an API tab too (three sidebars, split models). */
export const TWO_VERSIONS = {
  navigation: {
    versions: [
      {
        version: 'v2',
        tabs: [
          { tab: 'Guides', pages: ['v2/intro', 'v2/install'] },
          { tab: 'API', pages: ['v2/api'] },
        ],
      },
      { version: 'v1', tabs: [{ tab: 'Guides', pages: ['v1/intro'] }] },
    ],
  },
};
