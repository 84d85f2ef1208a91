// Server side: renders both apps to HTML with react-dom/server, as a server-rendering host does. Prints the
// HTML as JSON for client.mjs; exits 1 with the reasons when something a reader would see is wrong.
import { version } from 'react';
import { renderToString } from 'react-dom/server';
import { captureConsole, diagnostics, layout, parts } from './app.mjs';

const messages = captureConsole();
const problems = [];
const html = {
  parts: renderToString(parts('/deploy/vercel')),
  layout: renderToString(layout('/deploy/vercel')),
};
if (diagnostics.length > 0) problems.push(`diagnostics: ${JSON.stringify(diagnostics)}`);
for (const [name, text] of Object.entries(html)) {
  const current = /<a [^>]*aria-current="page"[^>]*>/.exec(text)?.[0] ?? '';
  if (!current.includes('href="/deploy/vercel"'))
    problems.push(`${name}: the current page is not marked (${current})`);
  if (!/rel="next"[^>]*href="\/deploy\/fly"|href="\/deploy\/fly"[^>]*rel="next"/.test(text))
    problems.push(`${name}: no pager link to the next page`);
}
if (!html.parts.includes('aria-label="Breadcrumb"')) problems.push('parts: no breadcrumbs');
if (!html.layout.includes('aria-label="Tabs"')) problems.push('layout: no tab bar');
problems.push(...messages);
if (problems.length > 0) {
  console.log(`React ${version} server: ${problems.join('\n')}`);
  process.exit(1);
}
process.stdout.write(JSON.stringify(html));
