/** A small versioned navigation for the finder's tests: guides in two versions, an API tab, a hidden group. */
export const finderDocs = {
  navigation: {
    versions: [
      {
        version: 'v2',
        default: true,
        tabs: [
          {
            tab: 'Guides',
            groups: [
              {
                group: 'Getting started',
                pages: [
                  'deploy',
                  'deploy-previews',
                  'guides/acme-deploy',
                  'guides/redeploy',
                  { group: 'Advanced', pages: ['guides/advanced/deployment-hooks'] },
                ],
              },
              { group: 'Deploy', pages: ['ship/overview'] },
              { group: 'Auth', pages: ['auth/authentication', 'auth/tokens'] },
              { group: 'Internal', hidden: true, pages: ['internal/deploy-runbook'] },
            ],
          },
          {
            tab: 'API',
            openapi: 'api.json',
            groups: [{ group: 'Users', pages: ['GET /v1/users', 'POST /v1/users/{id}'] }],
          },
        ],
      },
      {
        version: 'v1',
        tabs: [{ tab: 'Guides', groups: [{ group: 'Getting started', pages: ['v1/deploy', 'v1/setup'] }] }],
      },
    ],
  },
};

/** The OpenAPI spec of the API tab (pass as `parseDocs(finderDocs, { specs: finderSpecs })`). */
export const finderSpecs = {
  'api.json': {
    document: {
      openapi: '3.1.0',
      paths: {
        '/v1/users': { get: { summary: 'List users' } },
        '/v1/users/{id}': { post: { summary: 'Update a user' } },
      },
    },
  },
};
