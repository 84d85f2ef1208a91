import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Expandable } from '../packages/site/src/mdx/expandable.js';
import { Accordion, Field } from '../packages/site/src/mdx/fields.js';
import { PageContent } from './support/page-content.js';

/** A response field whose nested fields are behind an `<Expandable>`, as an API page writes it. */
function ProjectField({ theme, defaultOpen }: { theme?: 'light' | 'dark'; defaultOpen?: boolean }) {
  return (
    <PageContent theme={theme}>
      <Field name="project" type="object" required>
        <p>The created project.</p>
        <Expandable title="project properties" defaultOpen={defaultOpen}>
          <Field name="id" type="string">
            <p>The project's unique identifier.</p>
          </Field>
          <Field name="region" type="string" default="us-east-1">
            <p>Where the project runs.</p>
          </Field>
        </Expandable>
      </Field>
    </PageContent>
  );
}

const meta = {
  title: 'Site content/Expandable',
  render: () => <ProjectField />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed at first, "Show project properties"; a click opens it, "Hide project properties", the nested
 *  fields shown; another closes it. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByText('project properties', { exact: false, selector: 'summary' });
    await expect(summary).toHaveProperty('innerText', 'Show project properties');
    await expect(canvas.getByText("The project's unique identifier.")).not.toBeVisible();
    await userEvent.click(summary);
    await expect(summary).toHaveProperty('innerText', 'Hide project properties');
    await expect(canvas.getByText("The project's unique identifier.")).toBeVisible();
    // Closed again, so the reference shows the closed state.
    await userEvent.click(summary);
    await expect(summary).toHaveProperty('innerText', 'Show project properties');
  },
};

/** `defaultOpen`: open at first. Its summary is reached by Tab (a native disclosure: Enter and Space toggle
 *  it); a click closes it. */
export const OpenAtFirst: Story = {
  render: () => <ProjectField defaultOpen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Where the project runs.')).toBeVisible();
    const summary = canvasElement.querySelector('summary') as HTMLElement;
    await expect(summary).toHaveProperty('innerText', 'Hide project properties');
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    await expect(summary).toHaveProperty('innerText', 'Show project properties');
    await expect(canvas.getByText('Where the project runs.')).not.toBeVisible();
    // Open again, so the reference shows the open state.
    await userEvent.click(summary);
    await expect(canvas.getByText('Where the project runs.')).toBeVisible();
  },
};

/** `<ParamField>` / `<ResponseField>`: the name, its type, "required" and the default, then the description;
 *  `<Accordion>` closed under its title. */
export const Fields: Story = {
  render: () => (
    <PageContent>
      <Field path="project_id" type="string" required>
        <p>The project to deploy.</p>
      </Field>
      <Field query="limit" type="integer" default={20}>
        <p>How many deployments to return.</p>
      </Field>
      <Accordion title="What counts as a deployment?">
        <p>Every build that reaches the edge.</p>
      </Accordion>
    </PageContent>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('project_id')).toBeVisible();
    await expect(canvas.getByText('required')).toBeVisible();
    await expect(canvas.getByText('default: 20')).toBeVisible();
    await expect(canvas.getByText('Every build that reaches the edge.')).not.toBeVisible();
  },
};

/** Open, in the dark scheme (contrast checked by axe: the muted type, "required", the summary). */
export const Dark: Story = {
  render: () => <ProjectField theme="dark" defaultOpen />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('default: us-east-1')).toBeVisible();
    await expect(within(canvasElement).getByText('required')).toBeVisible();
  },
};
