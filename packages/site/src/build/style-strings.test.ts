import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePage } from './compile-page.js';
import { reactStyleName, styleObject } from './style-strings.js';
import { testFolder } from './test-folder.js';

describe('HTML style strings in MDX', () => {
  it('converts a declaration list to a React style object', () => {
    expect(
      styleObject(
        'color: red; font-size:12px;;background: url(data:image/png;base64,AA==); --gap: 4px; bogus',
      ),
    ).toEqual({
      color: 'red',
      fontSize: '12px',
      background: 'url(data:image/png;base64,AA==)',
      '--gap': '4px',
    });
    expect(reactStyleName('-webkit-line-clamp')).toBe('WebkitLineClamp');
    expect(reactStyleName('-ms-transform')).toBe('msTransform');
  });

  it('compiles style="…" on any element into a style object', async () => {
    const root = testFolder({});
    const page = await compilePage(
      '<div style="color: red; margin-top: 2px">Hi</div>\n\n<Card style="width: 50%" />\n',
      {
        file: path.join(root, 'a.mdx'),
        root,
        missingModule: '/m.tsx',
      },
    );
    expect(page.error).toBeUndefined();
    expect(page.code).toMatch(/style: \{\s*"color": "red",\s*"marginTop": "2px"\s*\}/);
    expect(page.code).toContain('"width": "50%"');
  });
});
