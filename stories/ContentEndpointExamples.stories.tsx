/// <reference path="../packages/site/src/virtual-pages.d.ts" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { EndpointExamples } from '../packages/site/src/page/endpoint-examples.js';
import { PageContent } from './support/page-content.js';

/** The examples column of an endpoint page generated from its spec (the build's output for a small spec:
 *  stories/support/endpoint-examples.json), as the page shows it on a narrow layout. */
function Examples({ path, method, theme }: { path: string; method: string; theme?: 'light' | 'dark' }) {
  return (
    <PageContent theme={theme}>
      <Suspense fallback="Loading…">
        <EndpointExamples endpoint={{ method, path, spec: 'openapi.json', resolved: true }} />
      </Suspense>
    </PageContent>
  );
}

const meta = {
  title: 'Site content/Generated API examples',
  render: () => <Examples method="POST" path="/projects" />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The request example, a tab per language (cURL first, with the credentials and the JSON body), then the
 *  response example, a tab per status (2xx first). */
export const RequestAndResponse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [request, response] = await canvas.findAllByRole('tablist');
    await expect(
      within(request as HTMLElement)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['cURL', 'Python', 'JavaScript']);
    await expect(
      within(response as HTMLElement)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['201', '422']);
    const [curl] = canvas.getAllByRole('tabpanel');
    await expect(curl).toHaveTextContent("--header 'Authorization: Bearer <token>'");
    await expect(curl).toHaveTextContent('"name": "Website"');
  },
};

/** The arrow keys move between the languages (WAI-ARIA tabs); Tab then reaches the shown block. */
export const SwitchLanguageByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('tablist');
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'cURL' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Python' })).toHaveFocus();
    const [panel] = canvas.getAllByRole('tabpanel');
    await expect(panel).toHaveTextContent('response = requests.post(url, json=payload, headers=headers)');
    await userEvent.tab();
    await expect(panel?.querySelector('pre')).toHaveFocus();
  },
};

/** An operation whose spec gives a response only: the response example alone. */
export const ResponseOnly: Story = {
  render: () => <Examples method="GET" path="/health" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tablist');
    await expect(canvas.getAllByRole('tab').map((t) => t.textContent)).toEqual(['200']);
  },
};

/** Both examples in the dark scheme, the response's second status shown (contrast checked by axe). */
export const Dark: Story = {
  render: () => <Examples method="POST" path="/projects" theme="dark" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('tablist');
    await userEvent.click(canvas.getByRole('tab', { name: '422' }));
    await expect(canvas.getAllByRole('tabpanel')[1]).toHaveTextContent('"error": "name is required"');
  },
};
