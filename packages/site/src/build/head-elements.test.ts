import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePage } from './compile-page.js';
import { testFolder } from './test-folder.js';

describe('<head> in a page', () => {
  it('keeps its children (JSON-LD scripts) in place, without a <head> element in the body', async () => {
    const root = testFolder({});
    const page = await compilePage(
      'Text\n\n<head>\n  <script type="application/ld+json">{`{"@type": "Thing"}`}</script>\n</head>\n',
      { file: path.join(root, 'a.mdx'), root, missingModule: '/m.tsx' },
    );
    expect(page.error).toBeUndefined();
    expect(page.code).not.toContain('"head"');
    expect(page.code).toContain('"script"');
    expect(page.code).toContain('application/ld+json');
  });
});

describe('paragraphs inside a JSX <p>', () => {
  it('are unwrapped: no <p> inside <p>, which the browser splits and React cannot hydrate', async () => {
    const root = testFolder({});
    const page = await compilePage(
      '<div>\n  <p className="x">\n    Text on its own line\n  </p>\n  <div>\n\n    Kept paragraph\n\n  </div>\n</div>\n',
      { file: path.join(root, 'a.mdx'), root, missingModule: '/m.tsx' },
    );
    expect(page.error).toBeUndefined();
    expect(page.code).toMatch(/_jsx\("p", \{\s*className: "x",\s*children: "Text on its own line"\s*\}\)/);
    expect(page.code).toMatch(/_components\.p, \{\s*children: "Kept paragraph"/);
  });
});
