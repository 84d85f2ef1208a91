// The app both sides render, from the packed packages only: a small docs.json parsed with
// @docsnav/core/parse, the provider with the README's parts and the whole DocsLayout. No JSX: this runs in a
// scratch project without a build step.
import { parseDocs } from '@docsnav/core/parse';
import { Breadcrumbs, NavigationProvider, Pager, Sidebar } from '@docsnav/react';
import { DocsLayout } from '@docsnav/react/layout';
import { createElement as h } from 'react';

const docs = {
  name: 'Acme',
  theme: 'mint',
  navigation: {
    versions: [
      {
        version: 'v2',
        tabs: [
          {
            tab: 'Guides',
            groups: [
              {
                group: 'Get started',
                pages: ['index', { group: 'Deploy', pages: ['deploy/vercel', 'deploy/fly'] }],
              },
              { group: 'More', pages: ['more/faq', { group: 'Closed', pages: ['more/closed/a'] }] },
            ],
          },
          { tab: 'API', groups: [{ group: 'Endpoints', pages: ['api/users'] }] },
        ],
      },
      { version: 'v1', groups: [{ group: 'Old', pages: ['v1/index'] }] },
    ],
  },
};

export const { model, diagnostics } = parseDocs(docs);

/** The README example: provider, sidebar, breadcrumbs, content, pager. */
export const parts = (pathname) =>
  h(
    NavigationProvider,
    { model, pathname },
    h(Sidebar),
    h('main', null, h(Breadcrumbs), h('p', null, `content of ${pathname}`), h(Pager)),
  );

/** Everything, switchers and drawer included. */
export const layout = (pathname) =>
  h(
    NavigationProvider,
    { model, pathname },
    h(DocsLayout, { logo: 'Acme' }, h('p', null, `content of ${pathname}`)),
  );

/** Collects what React reports through console.error / console.warn (warnings, hydration mismatches). */
export function captureConsole() {
  const messages = [];
  for (const level of ['error', 'warn']) {
    console[level] = (...args) =>
      messages.push(`console.${level}: ${args.map(String).join(' ').slice(0, 400)}`);
  }
  return messages;
}
