import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KNOWN_COMPONENTS } from './known-components.js';
import { Visibility } from './visibility.js';

describe('<Visibility>', () => {
  it('shows content for humans as it is and hides content for agents', () => {
    const html = renderToStaticMarkup(
      <>
        <Visibility for="humans">
          <p>Click Get started.</p>
        </Visibility>
        <Visibility for="agents">
          <p>POST /v1/accounts</p>
        </Visibility>
      </>,
    );
    expect(html).toBe('<p>Click Get started.</p>');
  });

  it('keeps the content of an unknown audience', () => {
    expect(renderToStaticMarkup(<Visibility for="robots">kept</Visibility>)).toBe('kept');
  });

  it('is drawn by the site, not the unknown-component stand-in', () => {
    expect(KNOWN_COMPONENTS.Visibility).toEqual(['visibility.tsx', 'Visibility']);
  });
});
