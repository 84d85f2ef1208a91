import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { KNOWN_COMPONENTS } from './known-components.js';
import { Tooltip } from './tooltip.js';

afterEach(cleanup);

describe('<Tooltip>', () => {
  it('is focusable text described by its tip, inline in a paragraph', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <p>
        Uses an <Tooltip tip="Application Programming Interface">API</Tooltip> key.
      </p>,
    );
    const term = container.querySelector('.site-tooltip') as HTMLElement;
    expect(term.parentElement?.tagName).toBe('P');
    expect(container.querySelector('p div')).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(term);
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(term.getAttribute('aria-describedby')).toBe(tip.id);
    expect(tip.textContent).toBe('Application Programming Interface');
  });

  it('Escape dismisses the tip until the term loses focus', async () => {
    const user = userEvent.setup();
    const { container } = render(<Tooltip tip="More">term</Tooltip>);
    const term = container.querySelector('.site-tooltip') as HTMLElement;
    await user.tab();
    await user.keyboard('{Escape}');
    expect(term.hasAttribute('data-dismissed')).toBe(true);
    await user.tab();
    expect(term.hasAttribute('data-dismissed')).toBe(false);
  });

  it('marks the term pointed while the pointer is over it, and a pointer leaving ends a dismissal', async () => {
    const user = userEvent.setup();
    const { container } = render(<Tooltip tip="More">term</Tooltip>);
    const term = container.querySelector('.site-tooltip') as HTMLElement;
    await user.hover(term);
    expect(term.hasAttribute('data-pointed')).toBe(true);
    term.focus();
    await user.keyboard('{Escape}');
    expect(term.hasAttribute('data-dismissed')).toBe(true);
    await user.unhover(term);
    expect(term.hasAttribute('data-pointed')).toBe(false);
    expect(term.hasAttribute('data-dismissed')).toBe(false);
  });

  it('adds a headline to the tip and a call-to-action link after the term', () => {
    const { container } = render(
      <Tooltip tip="A key" headline="API" cta="Read more" href="/keys">
        API
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe('API A key');
    expect(container.querySelector('a.site-tooltip-cta')?.getAttribute('href')).toBe('/keys');
  });

  it('is drawn by the site, not the unknown-component stand-in', () => {
    expect(KNOWN_COMPONENTS.Tooltip).toEqual(['tooltip.tsx', 'Tooltip']);
  });
});
