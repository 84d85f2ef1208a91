import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNavigation } from '../hook/navigation.js';
import { useBreadcrumbs } from '../hook/trail-hooks.js';
import { MemoryHost, modelFrom } from '../test-support/host.js';
import { guidesDocs, guidesOptions } from '../test-support/navs.js';
import { Breadcrumbs } from './breadcrumbs.js';

afterEach(cleanup);

const model = modelFrom(guidesDocs, guidesOptions);

/** The crumbs a host drawing its own breadcrumbs gets, from both hooks. */
function HookCrumbs() {
  const crumbs = useBreadcrumbs();
  const { breadcrumbs } = useNavigation();
  return (
    <>
      <output data-testid="hook">{crumbs.map((c) => c.label).join(' › ')}</output>
      <output data-testid="navigation">{breadcrumbs.map((c) => c.label).join(' › ')}</output>
    </>
  );
}

function crumbsAt(path: string) {
  render(
    <MemoryHost model={model} initialPath={path}>
      <Breadcrumbs />
      <HookCrumbs />
    </MemoryHost>,
  );
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return {
    component: within(nav)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
      .join(' › '),
    hook: screen.getByTestId('hook').textContent,
    navigation: screen.getByTestId('navigation').textContent,
  };
}

describe('breadcrumbs: the hook and the component list the same crumbs', () => {
  it('on a group’s root page, the group and its page are one crumb everywhere', () => {
    const crumbs = crumbsAt('/guides/auth/overview');
    expect(crumbs.component).toBe('Guides › Security › Authentication');
    expect(crumbs.hook).toBe(crumbs.component);
    expect(crumbs.navigation).toBe(crumbs.component);
  });

  it('on another page, the whole trail', () => {
    const crumbs = crumbsAt('/guides/auth/sso/saml');
    expect(crumbs.component).toBe('Guides › Security › Authentication › Single sign-on › SAML');
    expect(crumbs.hook).toBe(crumbs.component);
    expect(crumbs.navigation).toBe(crumbs.component);
  });
});
