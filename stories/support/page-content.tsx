/** Story scaffolding for the demo site's page components (packages/site/src/mdx/): a page column with the
 *  site's styles, as a page body renders them. */
import '../../packages/site/src/site.css';
import '../../packages/site/src/mdx/components.css';
import { IconResolverProvider } from '@docsnav/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { fixtureIcons } from '../../packages/react/src/test-support/fixture-icons.js';
import { Frame } from './host.js';

/**
 * `children` as page content (`.site-prose`, the page column's width) in the `theme` frame: inside a
 * memory router (a card's site link is a React Router `<Link>`, as on the site) and with the fixtures'
 * Lucide icons, as on a site whose docs.json says `"icons": { "library": "lucide" }` (`icon="rocket"`).
 */
export function PageContent({ theme, children }: { theme?: 'light' | 'dark'; children: ReactNode }) {
  return (
    <Frame theme={theme}>
      <MemoryRouter>
        <IconResolverProvider icons={fixtureIcons} library="lucide">
          <div className="site-prose" style={{ maxInlineSize: '48rem' }}>
            {children}
          </div>
        </IconResolverProvider>
      </MemoryRouter>
    </Frame>
  );
}
