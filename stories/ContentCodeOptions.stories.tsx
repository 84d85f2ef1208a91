import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, Fragment } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CodeBlock } from '../packages/site/src/mdx/fields.js';
import { PageContent } from './support/page-content.js';

/** A token span as the build writes it: its colour in both themes as custom properties. */
function Token({ light, dark, children }: { light: string; dark: string; children: string }) {
  return <span style={{ '--shiki-light': light, '--shiki-dark': dark } as CSSProperties}>{children}</span>;
}

/**
 * The code the build gives a highlighted block (build/code-highlight.ts): one `span.line` per line, marked
 * `site-code-highlighted` / `site-code-focused` as the fence says, newlines between them, its text in token
 * spans carrying both themes' colours (here the GitHub themes' text colour, a leading keyword in their red).
 */
function Lines({
  lines,
  highlight = [],
  focus = [],
}: {
  lines: readonly string[];
  highlight?: number[];
  focus?: number[];
}) {
  // The lines of these stories are all different: each is its own key.
  return lines.map((text, i) => {
    const classes = ['line'];
    if (highlight.includes(i + 1)) classes.push('site-code-highlighted');
    if (focus.includes(i + 1)) classes.push('site-code-focused');
    const keyword = /^\s*(?:const|function|def|return)\b/.exec(text)?.[0] ?? '';
    return (
      <Fragment key={text}>
        {i > 0 ? '\n' : null}
        <span className={classes.join(' ')}>
          {keyword ? (
            <Token light="#CF222E" dark="#FF7B72">
              {keyword}
            </Token>
          ) : null}
          {text.slice(keyword.length) ? (
            <Token light="#1F2328" dark="#E6EDF3">
              {text.slice(keyword.length)}
            </Token>
          ) : null}
        </span>
      </Fragment>
    );
  });
}

const GREETING = [
  'const greeting = "Hello, World!";',
  'function sayHello() {',
  '  console.log(greeting);',
  '}',
  'sayHello();',
];
const LONG = [
  'const message = "This line of JavaScript is long enough that it does not fit in the page column of a docs page";',
  'console.log(message);',
];

/** A block as the build compiles a fence with these options (classes on the `pre`, marks on the lines). */
function Block({
  className,
  lines,
  marks,
  title,
  style,
}: {
  className: string;
  lines: readonly string[];
  marks?: { highlight?: number[]; focus?: number[] };
  title?: string;
  style?: CSSProperties;
}) {
  return (
    <CodeBlock className={className} data-language="javascript" data-title={title} style={style}>
      <code className="language-javascript">
        <Lines lines={lines} {...marks} />
      </code>
    </CodeBlock>
  );
}

const meta = {
  title: 'Site content/Code options',
  render: () => (
    <PageContent>
      <Block
        className="shiki site-code-marked"
        title="greeting.js"
        lines={GREETING}
        marks={{ highlight: [1, 3, 4] }}
      />
    </PageContent>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The lines of ```` ```js {1,3-4} ```` on a tint of the accent colour with a bar at their start, across the
 *  whole block; the code reads the same. */
export const HighlightedLines: Story = {
  play: async ({ canvasElement }) => {
    const pre = canvasElement.querySelector('pre');
    const lines = [...(pre?.querySelectorAll('.line') ?? [])];
    await expect(pre?.textContent).toBe(GREETING.join('\n'));
    const backgrounds = lines.map((line) => getComputedStyle(line).backgroundColor);
    await expect(backgrounds[0]).not.toBe(backgrounds[1]);
    await expect([backgrounds[2], backgrounds[3]]).toEqual([backgrounds[0], backgrounds[0]]);
    await expect(backgrounds[4]).toBe(backgrounds[1]);
    // The row spans the block: as wide as the pre.
    await expect(lines[0]?.getBoundingClientRect().width).toBeCloseTo(pre?.clientWidth ?? 0, 0);
  },
};

/** ```` ```js focus={2-4} lines ````: numbered lines, the others than 2-4 dimmed until the reader moves to
 *  the block (keyboard focus, or the pointer over it), when every line reads at full contrast. */
export const FocusedLinesWithNumbers: Story = {
  render: () => (
    <PageContent>
      <Block
        className="shiki site-code-lines site-code-marked site-code-has-focus"
        lines={GREETING}
        marks={{ focus: [2, 3, 4] }}
      />
    </PageContent>
  ),
  play: async ({ canvasElement }) => {
    const pre = canvasElement.querySelector('pre');
    const lines = [...(pre?.querySelectorAll('.line') ?? [])];
    await expect(Number(getComputedStyle(lines[0] as Element).opacity)).toBeLessThan(1);
    await expect(getComputedStyle(lines[1] as Element).opacity).toBe('1');
    // The numbers are drawn before each line, not part of its text.
    await expect(getComputedStyle(lines[0] as Element, '::before').content).toBe('counter(site-code-line)');
    await expect(pre?.textContent?.startsWith('const greeting')).toBe(true);
    await userEvent.tab();
    await expect(pre).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(lines[0] as Element).opacity).toBe('1'));
  },
};

/** ```` ```js wrap lines ````: a long line wraps under its own start instead of scrolling sideways. */
export const WrappedLines: Story = {
  render: () => (
    <PageContent>
      <Block className="shiki site-code-wrap site-code-lines" lines={LONG} />
      <Block className="shiki site-code-marked" lines={LONG} marks={{ highlight: [1] }} />
    </PageContent>
  ),
  play: async ({ canvasElement }) => {
    const [wrapped, scrolled] = [...canvasElement.querySelectorAll('pre')];
    await expect(wrapped?.scrollWidth).toBe(wrapped?.clientWidth);
    // The long first line takes two rows of the height of the short second one.
    const [first, second] = [...(wrapped?.querySelectorAll('.line') ?? [])];
    const rowHeight = second?.getBoundingClientRect().height ?? 0;
    await expect(first?.getBoundingClientRect().height).toBeGreaterThan(rowHeight * 1.5);
    // Without `wrap` the block scrolls, its highlighted row as wide as the longest line.
    await expect(scrolled?.scrollWidth).toBeGreaterThan(scrolled?.clientWidth ?? 0);
    await expect(scrolled?.querySelector('.line')?.getBoundingClientRect().width).toBeCloseTo(
      scrolled?.scrollWidth ?? 0,
      0,
    );
  },
};

/** docs.json `"styling": { "codeblocks": "dark" }`: dark code (the tokens' dark colours) on a light page. */
export const AlwaysDark: Story = {
  render: () => (
    <PageContent>
      <Block className="shiki site-code-dark site-code-marked" lines={GREETING} marks={{ highlight: [2] }} />
    </PageContent>
  ),
  play: async ({ canvasElement }) => {
    const pre = canvasElement.querySelector('pre') as HTMLElement;
    await expect(getComputedStyle(pre).backgroundColor).toBe('rgb(38, 44, 54)');
    const keyword = within(pre).getByText('const');
    await expect(getComputedStyle(keyword).color).toBe('rgb(255, 123, 114)');
  },
};

/** `"codeblocks": { "theme": "dracula" }` in the dark scheme: the theme's own background and text colour
 *  (the `pre` carries them), its token colours. */
export const AuthorTheme: Story = {
  render: () => (
    <PageContent theme="dark">
      <CodeBlock
        className="shiki site-code-themed site-code-lines"
        data-language="python"
        style={
          {
            '--shiki-light': '#F8F8F2',
            '--shiki-dark': '#F8F8F2',
            '--shiki-light-bg': '#282A36',
            '--shiki-dark-bg': '#282A36',
          } as Record<string, string>
        }
      >
        <code className="language-python">
          <span className="line">
            <Token light="#FF79C6" dark="#FF79C6">
              def
            </Token>
            <Token light="#50FA7B" dark="#50FA7B">
              {' greet'}
            </Token>
            <Token light="#F8F8F2" dark="#F8F8F2">
              (name):
            </Token>
          </span>
          {'\n'}
          <span className="line">
            <Token light="#FF79C6" dark="#FF79C6">
              {'    return'}
            </Token>
            <Token light="#F8F8F2" dark="#F8F8F2">
              {' name'}
            </Token>
          </span>
        </code>
      </CodeBlock>
    </PageContent>
  ),
  play: async ({ canvasElement }) => {
    const pre = canvasElement.querySelector('pre') as HTMLElement;
    await expect(getComputedStyle(pre).backgroundColor).toBe('rgb(40, 42, 54)');
    await expect(getComputedStyle(within(pre).getByText('def')).color).toBe('rgb(255, 121, 198)');
  },
};

/** Highlighted lines in the dark scheme: the tint follows the dark accent colour; tokens keep 4.5:1 (axe). */
export const HighlightedLinesDark: Story = {
  render: () => (
    <PageContent theme="dark">
      <Block
        className="shiki site-code-lines site-code-marked"
        title="greeting.js"
        lines={GREETING}
        marks={{ highlight: [1, 3, 4] }}
      />
    </PageContent>
  ),
  play: async ({ canvasElement }) => {
    const lines = [...canvasElement.querySelectorAll('pre .line')];
    const [marked, plain] = [lines[0], lines[1]].map(
      (line) => getComputedStyle(line as Element).backgroundColor,
    );
    await expect(marked).not.toBe(plain);
    await expect(getComputedStyle(within(canvasElement).getByText('function')).color).toBe(
      'rgb(255, 123, 114)',
    );
  },
};
