// Client side: hydrates the server HTML in jsdom (from the repository's dev dependencies), then navigates and
// toggles a group, as a reader would. Exits 1 on a hydration warning, any console error, or a wrong result.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const { JSDOM } = createRequire(process.env.DOCSNAV_REPO_PACKAGE)('jsdom');
const html = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const dom = new JSDOM('<!doctype html><html><body></body></html>', {
  url: 'http://127.0.0.1/deploy/vercel',
  pretendToBeVisual: true,
});
// The browser globals React and the components read, set before they are imported.
for (const key of Object.getOwnPropertyNames(dom.window)) {
  if (!(key in globalThis))
    Object.defineProperty(globalThis, key, { value: dom.window[key], configurable: true });
}
for (const key of ['window', 'document', 'navigator', 'Event', 'EventTarget']) {
  Object.defineProperty(globalThis, key, { value: dom.window[key], configurable: true, writable: true });
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const { act, version } = await import('react');
const { hydrateRoot } = await import('react-dom/client');
const { captureConsole, layout, parts } = await import('./app.mjs');
const messages = captureConsole();
const problems = [];
const current = (el) => el.querySelector('a[aria-current="page"]')?.getAttribute('href');

for (const [name, app] of Object.entries({ parts, layout })) {
  const container = document.createElement('div');
  container.innerHTML = html[name];
  document.body.replaceChildren(container);
  let root;
  await act(async () => {
    root = hydrateRoot(container, app('/deploy/vercel'));
  });
  await act(async () => root.render(app('/deploy/fly')));
  if (current(container) !== '/deploy/fly')
    problems.push(`${name}: after navigating, current is ${current(container)}`);
  const crumbs = container.querySelector('nav[aria-label="Breadcrumb"]');
  if (crumbs && !crumbs.textContent.includes('Fly'))
    problems.push(`${name}: breadcrumbs after navigating: ${crumbs.textContent}`);
  const toggle = [...container.querySelectorAll('button[aria-expanded]')].find((b) =>
    b.textContent.includes('Closed'),
  );
  if (!toggle) problems.push(`${name}: no toggle for the closed group`);
  else {
    await act(async () => toggle.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true })));
    if (toggle.getAttribute('aria-expanded') !== 'true')
      problems.push(`${name}: the closed group did not open`);
  }
  await act(async () => root.unmount());
}
problems.push(...messages);
if (problems.length > 0) {
  console.log(`React ${version} client: ${problems.join('\n')}`);
  process.exit(1);
}
console.log(`React ${version}: server HTML, hydration, navigation and a group toggle without a warning`);
