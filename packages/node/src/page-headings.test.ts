import { describe, expect, it } from 'vitest';
import { extractHeadings, inlineText } from './page-headings.js';

describe('extractHeadings', () => {
  it('lists ## to #### with their ids, numbering duplicates and skipping code blocks', () => {
    const source = [
      '---',
      'title: "## Not a heading"',
      '---',
      '# Page title',
      '## Install',
      '```bash',
      '## a comment in code',
      '```',
      '### Install',
      '~~~~',
      '## also code',
      '~~~',
      '#### still code',
      '~~~~',
      '##### Too deep',
      '## Install ##',
      '#hashtag is no heading',
    ].join('\n');
    expect(extractHeadings(source)).toEqual([
      { depth: 2, text: 'Install', id: 'install' },
      { depth: 3, text: 'Install', id: 'install-1' },
      { depth: 2, text: 'Install', id: 'install-2' },
    ]);
  });

  it('honours {#custom-id} and strips inline markup from the text', () => {
    const source = [
      '### `SET SOURCE_RATE_LIMIT` {#set-source-rate-limit}',
      '## The **[docs.json](/reference) file** <Badge>new</Badge>',
      '## Use `a_b` and __bold__ or snake_case',
      '## Rock &amp; roll \\*',
    ].join('\n');
    expect(extractHeadings(source)).toEqual([
      { depth: 3, text: 'SET SOURCE_RATE_LIMIT', id: 'set-source-rate-limit' },
      { depth: 2, text: 'The docs.json file new', id: 'the-docsjson-file-new' },
      { depth: 2, text: 'Use a_b and bold or snake_case', id: 'use-a_b-and-bold-or-snake_case' },
      { depth: 2, text: 'Rock & roll *', id: 'rock--roll-' },
    ]);
  });

  it('reads headings nested in components (MDX) but not indented code (Markdown)', () => {
    const source = '<Tabs>\n  <Tab title="A">\n    ## Inside a tab\n  </Tab>\n</Tabs>\n';
    expect(extractHeadings(source).map((h) => h.id)).toEqual(['inside-a-tab']);
    expect(extractHeadings(source, { format: 'md' })).toEqual([]);
  });
});

describe('inlineText', () => {
  it('keeps code spans verbatim', () => {
    expect(inlineText('`**not bold**` and `` a`b ``')).toBe('**not bold** and a`b');
  });
});
