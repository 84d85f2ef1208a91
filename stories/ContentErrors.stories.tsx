import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { missingImport } from '../packages/site/src/mdx/missing-import.js';
import { unknownComponent } from '../packages/site/src/mdx/unknown-component.js';
import { PageContent } from './support/page-content.js';

// What a page gets for `<Banner>` (a component the site does not draw), for `import { Acme } from
// '@acme/cloud'` (a package the site cannot provide) and for a name a snippet does not export.
const Banner = unknownComponent('Banner');
const AcmeWidget = missingImport('@acme/cloud', 'Acme');
const Pricing = missingImport(
  '/snippets/pricing.mdx',
  'Pricing',
  '"Pricing" is not exported by /snippets/pricing.mdx',
);

/** A page using `<Banner>` (`unknown`), the two imports (`imports`) or all three, the text around them
 *  rendered. */
function Page({ theme, show = 'all' }: { theme?: 'light' | 'dark'; show?: 'unknown' | 'imports' | 'all' }) {
  return (
    <PageContent theme={theme}>
      <p>Before the stand-ins.</p>
      {show !== 'imports' && (
        <Banner title="Launch week">
          <p>Five launches in five days.</p>
        </Banner>
      )}
      {show !== 'unknown' && (
        <>
          <p>
            Our widget: <AcmeWidget />
          </p>
          <Pricing>
            <p>Plans start at $0.</p>
          </Pricing>
        </>
      )}
      <p>After the stand-ins.</p>
    </PageContent>
  );
}

const meta = {
  title: 'Site content/Errors in place',
  render: () => <Page />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** `<Banner title>`, unknown to the site: a box labelled with its name and title around its content. */
export const UnknownComponent: Story = {
  render: () => <Page show="unknown" />,
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-component="Banner"]') as HTMLElement;
    await expect(within(box).getByText('Banner: Launch week')).toBeVisible();
    await expect(within(box).getByText('Five launches in five days.')).toBeVisible();
    await expect(within(canvasElement).getByText('After the stand-ins.')).toBeVisible();
  },
};

/** An import the site cannot resolve, and a name the module does not export: a box saying which and
 *  why, in the paragraph where it was used, its content kept. */
export const MissingImport: Story = {
  render: () => <Page show="imports" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const missing = canvas.getByText('Import not found: Acme from @acme/cloud');
    await expect(missing).toBeVisible();
    await expect(missing.closest('p')).toHaveTextContent('Our widget:');
    await expect(
      canvas.getByText(
        'Import failed: Pricing from /snippets/pricing.mdx: "Pricing" is not exported by /snippets/pricing.mdx',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Plans start at $0.')).toBeVisible();
  },
};

/** The stand-ins in the dark scheme (contrast checked by axe). */
export const Dark: Story = {
  render: () => <Page theme="dark" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Banner: Launch week')).toBeVisible();
  },
};
