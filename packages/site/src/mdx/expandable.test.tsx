import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Expandable } from './expandable.js';
import { KNOWN_COMPONENTS } from './known-components.js';

afterEach(cleanup);

describe('<Expandable>', () => {
  it('is a closed disclosure named "Show <title>" that opens on activation', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Expandable title="options">
        <p>nested field</p>
      </Expandable>,
    );
    const details = container.querySelector('details');
    expect(details?.open).toBe(false);
    const summary = container.querySelector('summary');
    expect(summary?.textContent).toBe('Show Hide options');
    expect(summary?.querySelector('.site-expandable-show')).not.toBeNull();
    await user.click(summary as HTMLElement);
    expect(details?.open).toBe(true);
    expect(screen.getByText('nested field')).toBeTruthy();
  });

  it('opens at first with defaultOpen (also written as a string) and is titled "properties" by default', () => {
    const { container } = render(
      <>
        <Expandable defaultOpen="true">a</Expandable>
        <Expandable defaultOpen>b</Expandable>
        <Expandable defaultOpen="false">c</Expandable>
      </>,
    );
    const all = [...container.querySelectorAll('details')];
    expect(all.map((d) => d.open)).toEqual([true, true, false]);
    expect(all[0]?.querySelector('summary')?.textContent).toContain('properties');
  });

  it('is drawn by the site, not the unknown-component stand-in', () => {
    expect(KNOWN_COMPONENTS.Expandable).toEqual(['expandable.tsx', 'Expandable']);
  });
});
