import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EndpointExamples } from './endpoint-examples.js';

const block = (label: string, language: string, text: string) => ({
  label,
  language,
  preClass: 'shiki',
  codeClass: `language-${language}`,
  html: `<span class="line"><span style="--shiki-light:#CF222E;--shiki-dark:#FF7B72">${text}</span></span>`,
});

// The spec's module as the endpoints plugin emits it: sections, and a lazy module of each page's examples.
vi.mock('./endpoint-specs.js', () => ({
  endpointSpecs: {
    'openapi.json': async () => ({
      sections: {},
      examples: {
        'POST /users': async () => ({
          request: [block('cURL', 'bash', 'curl'), block('Python', 'python', 'import requests')],
          response: [block('201', 'json', '{}'), block('400', 'json', '{"error": 1}')],
        }),
        'GET /only-response': async () => ({ request: [], response: [block('200', 'json', '[]')] }),
      },
    }),
  },
}));

afterEach(cleanup);

async function show(method: string, path: string, spec = 'openapi.json') {
  await act(async () => {
    render(
      <Suspense fallback="loading">
        <EndpointExamples endpoint={{ method, path, spec, resolved: true }} />
      </Suspense>,
    );
  });
}

describe('<EndpointExamples>', () => {
  it('shows the request example (a tab per language) and the response example (a tab per status) in the examples column', async () => {
    await show('POST', '/users');
    const column = document.querySelector('.site-api-examples');
    expect(column).not.toBeNull();
    expect(screen.getAllByRole('tablist')).toHaveLength(2);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'cURL',
      'Python',
      '201',
      '400',
    ]);
    const [request, response] = screen.getAllByRole('tabpanel');
    expect(request?.querySelector('pre.shiki code.language-bash span span')?.textContent).toBe('curl');
    expect(response?.textContent).toBe('{}');
    // Inside a group a block has no header of its own: its tab shows the label.
    expect(column?.querySelector('.site-code-title')).toBeNull();
  });

  it('switches languages with the keyboard (WAI-ARIA tabs)', async () => {
    const user = userEvent.setup();
    await show('POST', '/users');
    await user.click(screen.getByRole('tab', { name: 'cURL' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Python' })).toHaveProperty('ariaSelected', 'true');
    expect(screen.getAllByRole('tabpanel')[0]?.textContent).toBe('import requests');
  });

  it('shows only what the spec gives, and nothing for an endpoint without examples or an unknown spec', async () => {
    await show('GET', '/only-response');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['200']);
    cleanup();
    await show('GET', '/none');
    expect(document.querySelector('.site-api-examples')).toBeNull();
    cleanup();
    await show('GET', '/users', 'other.yaml');
    expect(document.querySelector('.site-api-examples')).toBeNull();
  });
});
