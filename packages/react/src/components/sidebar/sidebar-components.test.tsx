/** `Sidebar components={{ Page, Group }}`: a host replaces the entries and keeps the kit's behaviour. */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNavigationActions, useNavigationLink } from '../../hook/hooks.js';
import { MemoryHost, modelFrom } from '../../test-support/host.js';
import { guidesDocs, guidesOptions } from '../../test-support/navs.js';
import { Sidebar } from './sidebar.js';
import type {
  SidebarComponents,
  SidebarGroupComponentProps,
  SidebarPageComponentProps,
} from './sidebar-context.js';

afterEach(cleanup);

const model = modelFrom(guidesDocs, guidesOptions);

function Page({ page, state }: SidebarPageComponentProps) {
  const Link = useNavigationLink();
  return (
    <Link href={page.href} aria-current={state.current ? 'page' : undefined} data-custom-page="">
      {state.current ? '▶ ' : ''}
      {page.title}
    </Link>
  );
}

function Group({ group, state, contentId, children }: SidebarGroupComponentProps) {
  const { toggle } = useNavigationActions();
  return (
    <>
      {group.collapsible ? (
        <button
          type="button"
          aria-expanded={state.open}
          aria-controls={contentId}
          onClick={() => toggle(group.id)}
        >
          {group.label.toUpperCase()}
        </button>
      ) : (
        <h3>{group.label.toUpperCase()}</h3>
      )}
      {children}
    </>
  );
}

const components: SidebarComponents = { Page, Group };

/** The titles of the pages `CountingPage` rendered, in order. */
const renders: string[] = [];
/** A host's page entry that counts its renders. */
function CountingPage(props: Parameters<typeof Page>[0]) {
  renders.push(props.page.title);
  return <Page {...props} />;
}
const counting: SidebarComponents = { Page: CountingPage };

describe('Sidebar components', () => {
  it('draws every page and group with the host’s components, with their live state', async () => {
    render(
      <MemoryHost model={model} initialPath="/quickstart">
        <Sidebar components={components} />
      </MemoryHost>,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Sidebar' }));
    const current = nav.getByRole('link', { name: '▶ Quickstart' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.hasAttribute('data-custom-page')).toBe(true);
    expect(nav.getByRole('heading', { name: 'GET STARTED' })).toBeTruthy();
    // A navigation moves the mark: the entries re-render with their new state.
    await act(async () => fireEvent.click(nav.getByRole('link', { name: 'Introduction' })));
    expect(nav.getByRole('link', { name: '▶ Introduction' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Quickstart' }).getAttribute('aria-current')).toBeNull();
  });

  it("a navigation renders the host's page entries whose state changed, once each", async () => {
    renders.length = 0;
    render(
      <MemoryHost model={model} initialPath="/quickstart">
        <Sidebar components={counting} />
      </MemoryHost>,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Sidebar' }));
    renders.length = 0;
    await act(async () => fireEvent.click(nav.getByRole('link', { name: 'Introduction' })));
    expect(renders.sort()).toEqual(['Introduction', 'Quickstart']);
  });

  it('a host group toggles through the public actions; the kit keeps its entries hidden while closed', async () => {
    render(
      <MemoryHost model={model} initialPath="/quickstart">
        <Sidebar components={components} />
      </MemoryHost>,
    );
    const toggle = screen.getByRole('button', { name: 'BILLING' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const content = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(content.hidden).toBe(true);
    await act(async () => fireEvent.click(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(content.hidden).toBe(false);
    expect(within(content).getByRole('link', { name: 'Plans' })).toBeTruthy();
  });

  it('replacing only the page keeps the kit’s groups (disclosures with their chevron)', () => {
    render(
      <MemoryHost model={model} initialPath="/quickstart">
        <Sidebar components={{ Page }} />
      </MemoryHost>,
    );
    expect(screen.getByRole('button', { name: 'Billing' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: '▶ Quickstart' })).toBeTruthy();
  });
});
