import { describe, expect, it } from 'vitest';
import { descriptionHtml, withDescriptionHtml } from './description-html.js';

describe('descriptionHtml', () => {
  it('gives a one-paragraph description its inline markup, without the paragraph', () => {
    expect(descriptionHtml('See [IDKit response](/world-id/reference/idkit#types) for `types`.')).toBe(
      'See <a href="/world-id/reference/idkit#types">IDKit response</a> for <code>types</code>.',
    );
  });

  it('keeps blocks (paragraphs, lists) as blocks', () => {
    expect(descriptionHtml('One of:\n\n- `orb`\n- `device`')).toBe(
      '<p>One of:</p>\n<ul>\n<li><code>orb</code></li>\n<li><code>device</code></li>\n</ul>',
    );
  });

  it('leaves plain text to be shown as text, and drops raw HTML', () => {
    expect(descriptionHtml('The user id.')).toBeUndefined();
    // The tags are dropped; the text between them stays text (escaped).
    expect(descriptionHtml('Hi <script>alert("<b>")</script> **there**')).toBe(
      'Hi alert("") <strong>there</strong>',
    );
  });

  it("adds the HTML to a section's entries that need it", () => {
    const sections = withDescriptionHtml([
      {
        heading: { id: 'a', text: 'A', depth: 2 },
        items: [
          { name: 'plain', description: 'Text.' },
          { name: 'marked', description: '*Some* text.' },
          { name: 'none' },
        ],
      },
    ]);
    expect(sections[0]?.items).toEqual([
      { name: 'plain', description: 'Text.' },
      { name: 'marked', description: '*Some* text.', html: '<em>Some</em> text.' },
      { name: 'none' },
    ]);
  });
});
