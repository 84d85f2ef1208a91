import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from './site-build.js';
import { testFolder } from './test-folder.js';

const _site = fileURLToPath(new URL('../../', import.meta.url));

// A small docs folder written from the cases that stopped the builds of two real Mintlify repositories
// (issue 30), plus one broken file of each kind: the build goes on, each page shows its own problem.
const files: Record<string, string> = {
  'docs.json': JSON.stringify({
    name: 'Conventions',
    navigation: {
      groups: [
        {
          group: 'Pages',
          pages: [
            'cards',
            'setup',
            'styled',
            'broken-snippet',
            'packages',
            'sdk/v0.53/build/intro',
            'dist/notes',
            'throws',
            'snippet-throws',
          ],
        },
      ],
    },
  }),
  // A snippet with named exports only, using a hook without importing it, and importing a root-absolute
  // MDX snippet.
  'snippets/components/FancyCard/FancyCard.jsx': [
    "import { Glyph } from '/snippets/icons.mdx';",
    '',
    'export const FancyCard = ({ title }) => {',
    '  const [count] = useState(3);',
    '  const label = useMemo(() => title + " (" + count + ")", [title, count]);',
    '  return <div className="fancy-card"><Glyph />{label}</div>;',
    '};',
    '',
  ].join('\n'),
  'snippets/icons.mdx': 'export const Glyph = () => <span className="glyph">★</span>;\n',
  'snippets/broken.jsx': 'export const Broken = () => <div>;\n',
  // A default import of a module that only has the named export of that name.
  'cards.mdx': [
    '---',
    'title: Cards',
    '---',
    "import FancyCard from '/snippets/components/FancyCard/FancyCard.jsx';",
    '',
    '<FancyCard title="Fancy" />',
    '',
    'export const Counter = () => { const [n] = useState(7); return <b className="counter">{n}</b>; };',
    '',
    '<Counter />',
    '',
  ].join('\n'),
  // A Markdown page requiring an image that is not in the folder.
  'setup.md': [
    '---',
    'title: Setup',
    '---',
    "export const steps = [{ title: 'Step four', img: require('./images/cp_step4.png') }];",
    '',
    '# Steps',
    '',
    '<img className="step" src={steps[0].img} alt={steps[0].title} />',
    '',
  ].join('\n'),
  // HTML style strings and a dotted component name the site does not provide.
  'styled.mdx': [
    '---',
    'title: Styled',
    '---',
    '<div className="styled" style="color: rgb(200, 0, 0); font-size: 18px; background: url(data:image/png;base64,AA==)">Red text</div>',
    '',
    '<Tabs>',
    '  <Tabs.Tab title="First tab">Inside the first tab</Tabs.Tab>',
    '</Tabs>',
    '',
    '<Tabs.Tab title="Alone">Outside any tabs</Tabs.Tab>',
    '',
  ].join('\n'),
  // A snippet that does not parse, imported by a page.
  'broken-snippet.mdx': [
    '---',
    'title: Broken snippet',
    '---',
    "import { Broken } from '/snippets/broken.jsx';",
    '',
    'Before the snippet.',
    '',
    '<Broken />',
    '',
  ].join('\n'),
  // A package and a file that do not exist, and a name a snippet does not export.
  'packages.mdx': [
    '---',
    'title: Packages',
    '---',
    "import { Chart } from '@acme/charts';",
    "import Gone from './gone.jsx';",
    "import { Nope } from '/snippets/components/FancyCard/FancyCard.jsx';",
    '',
    'Text stays.',
    '',
    '<Chart />',
    '<Gone />',
    '<Nope />',
    '',
  ].join('\n'),
  // A page whose content throws while it renders: a component of the page, after text that renders.
  'throws.mdx': [
    '---',
    'title: Throws',
    '---',
    '',
    'export const user = null;',
    '',
    'export const Greeting = () => <p>Hello {user.name}.</p>;',
    '',
    'Before the greeting.',
    '',
    '<Greeting />',
    '',
  ].join('\n'),
  // A page whose imported snippet throws while it renders (its line in the snippet is reported).
  'snippets/Price.jsx': [
    'export const Price = ({ amount }) => {',
    '  const [currency] = useState("EUR");',
    '  return <span>{amount.toFixed(2)} {currency}</span>;',
    '};',
    '',
  ].join('\n'),
  'snippet-throws.mdx': [
    '---',
    'title: Snippet throws',
    '---',
    "import { Price } from '/snippets/Price.jsx';",
    '',
    'The price: <Price />',
    '',
  ].join('\n'),
  // Pages in folders named build/ and dist/: no folder name is special.
  'sdk/v0.53/build/intro.mdx': '---\ntitle: SDK build intro\n---\n\nBuilt with the SDK.\n',
  'dist/notes.mdx': '---\ntitle: Distribution notes\n---\n\nHow it is distributed.\n',
};

describe("Mintlify's page conventions, and one page's problem staying in that page", () => {
  const docs = testFolder(files);
  const out = testFolder({});
  afterAll(() => {
    rmSync(docs, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  });
  const html = (page: string) => readFileSync(path.join(out, 'client', page, 'index.html'), 'utf8');

  it('builds whole; every page prerendered with its own part shown; the problems listed and counted', () => {
    const built = buildSite(docs, out);
    const log = `${built.stdout}\n${built.stderr}`;
    expect(built.status, log).toBe(0);

    const cards = html('cards');
    expect(cards).toContain('<div class="fancy-card"><span class="glyph">★</span>Fancy (3)</div>');
    expect(cards).toContain('<b class="counter">7</b>');

    const setup = html('setup');
    expect(setup).toMatch(/<img class="step" src="data:image\/svg\+xml,[^"]+" alt="Step four"\/>/);
    expect(decodeURIComponent(/src="(data:[^"]+)"/.exec(setup)?.[1] ?? '')).toContain('Image not found');

    const styled = html('styled');
    expect(styled).toMatch(
      /<div class="styled" style="color:rgb\(200, 0, 0\);font-size:18px;background:url\(data:image\/png;base64,AA==\)">Red text<\/div>/,
    );
    // Inside <Tabs>, a tab like any other; alone, the labelled box of an unknown component.
    expect(styled).toMatch(/role="tab"[^>]*>First tab<\/button>/);
    expect(styled).toContain('Inside the first tab');
    expect(styled).toMatch(
      /<span class="site-unknown" data-component="Tabs.Tab"><span class="site-unknown-label">Tabs.Tab(?:<!-- -->)?: Alone<\/span>Outside any tabs<\/span>/,
    );

    const broken = html('broken-snippet');
    expect(broken).toContain('Before the snippet.');
    expect(broken).toContain('Import failed: Broken from /snippets/broken.jsx');

    const packages = html('packages');
    expect(packages).toContain('Text stays.');
    expect(packages).toContain('Import not found: Chart from @acme/charts');
    expect(packages).toContain('Import not found: ./gone.jsx');
    expect(packages).toContain('Import failed: Nope from /snippets/components/FancyCard/FancyCard.jsx');

    expect(html('sdk/v0.53/build/intro')).toContain('Built with the SDK.');
    expect(html('dist/notes')).toContain('How it is distributed.');
    // React's server renderer has no error boundaries: the page is rendered again, its content's error box
    // in place, as the browser shows it; the heading and the navigation are there.
    const throws = html('throws');
    expect(throws).toContain('<h1>Throws</h1>');
    expect(throws).toMatch(/aria-current="page"[^>]*>(?:<[^>]+>)*Throws</);
    expect(throws).toMatch(
      /<div class="site-error" role="alert" data-prerender-error="throws"><strong>The (?:<!-- -->)?page content(?:<!-- -->)? could not be rendered\.<\/strong><p><code>throws\.mdx<\/code><\/p><pre>Cannot read properties of null \(reading &#x27;name&#x27;\)<\/pre><\/div>/,
    );
    const snippetThrows = html('snippet-throws');
    expect(snippetThrows).toContain('<h1>Snippet throws</h1>');
    expect(snippetThrows).toContain('data-prerender-error="snippet-throws"');
    for (const page of [
      'snippet-throws',
      'cards',
      'setup',
      'styled',
      'broken-snippet',
      'packages',
      'sdk/v0.53/build/intro',
      'throws',
    ])
      expect(html(page), page).not.toContain('site-loading');

    // The build lists each problem at its file, line and column, then counts them.
    expect(log).toContain('cards.mdx:4:24  warning  import-default-as-named');
    expect(log).toContain('setup.md:4:59  warning  image-missing');
    expect(log).toContain('snippets/broken.jsx:1:34  error  snippet-syntax-error');
    expect(log).toContain('packages.mdx:4:24  error  import-unresolved');
    expect(log).toContain('packages.mdx:5:19  error  import-unresolved');
    expect(log).toContain('packages.mdx:6:23  error  import-missing-export');
    // A throw while prerendering, at the line and column of the page's MDX expression or of the snippet
    // the page imports (through the server build's source maps).
    expect(log).toContain('docsnav site: 2 pages with a part that threw while prerendering:\n');
    expect(log).toMatch(
      /\n {2}throws\.mdx:7:46 {2}error {2}page-render-error {2}Cannot read properties of null \(reading 'name'\) \(\/throws\/?\)\n/,
    );
    expect(log).toMatch(
      /\n {2}snippets\/Price\.jsx:3:24 {2}error {2}page-render-error {2}Cannot read properties of undefined \(reading 'toFixed'\) \(\/snippet-throws\/?\)\n/,
    );
    // The browser's build has no source maps (only the server build, deleted once prerendered, has them).
    const client = readdirSync(path.join(out, 'client'), { recursive: true, encoding: 'utf8' });
    expect(client.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(existsSync(path.join(out, 'server'))).toBe(false);
    const scripts = client.filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const f of scripts)
      expect(readFileSync(path.join(out, 'client', f), 'utf8'), f).not.toContain('sourceMappingURL');
    expect(log).toMatch(
      /docsnav site: 4 files with problems \(2 with errors, 2 with warnings only\): 4 errors, 2 warnings/,
    );
  }, 240_000);

  it('fails a strict build (DOCSNAV_STRICT=1) on those problems', () => {
    const strictOut = testFolder({});
    try {
      const built = buildSite(docs, strictOut, { DOCSNAV_STRICT: '1', DOCSNAV_PRERENDER: '/cards' });
      expect(built.status).not.toBe(0);
      expect(`${built.stdout}\n${built.stderr}`).toContain('strict mode: DOCSNAV_STRICT=1');
    } finally {
      rmSync(strictOut, { recursive: true, force: true });
    }
  }, 240_000);
});
