#!/usr/bin/env node
// pnpm icons:coverage [docs.json files or docs folders...]
//
// Over the real docs.json files of the shared corpus (../shared/corpus/real/*.json and the docs.json of
// ../shared/corpus/sites/*, read at run time) or the files given: every icon use of the navigation, the
// library the site configures (`icons.library`; Font Awesome when unset, as in Mintlify), and the share of
// uses docsnav draws with that library's icon (Font Awesome Free, or lucide). Then the same for the pages'
// frontmatter `icon:` of each docs folder (a file named docs.json: the folder is loaded with its pages; the
// corpus' real/ files have no pages), one use per sidebar entry of a page with an icon. Also what inlining
// every icon use of the navigation as SVG in the server HTML would cost (docs/components.md, "Icons").
// Needs `pnpm build`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { iconLibraryOf, iconTarget, sharedIndex } from '@docsnav/core';
import { parseDocs } from '@docsnav/core/parse';
import { iconFiles, loadDocs, navigationIcons, readFaDrawing } from '@docsnav/node';

const repo = fileURLToPath(new URL('..', import.meta.url));
const corpus = path.resolve(repo, '../shared/corpus');

/** The docs.json files to measure: the arguments, else the real corpus. */
function inputs(args) {
  if (args.length > 0)
    return args.map((a) => (statSync(a).isDirectory() ? path.join(a, 'docs.json') : path.resolve(a)));
  const real = path.join(corpus, 'real');
  const sites = path.join(corpus, 'sites');
  return [
    ...readdirSync(real)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => path.join(real, f)),
    ...readdirSync(sites)
      .sort()
      .map((d) => path.join(sites, d, 'docs.json'))
      .filter((f) => {
        try {
          return statSync(f).isFile();
        } catch {
          return false;
        }
      }),
  ];
}

const files = iconFiles([repo, path.join(repo, 'packages/react')]);
const pct = (n, d) => (d === 0 ? '0.0' : ((100 * n) / d).toFixed(1));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** The SVG markup NavIcon would inline for a target, or undefined when it is not drawn. */
const markupCache = new Map();
async function markup(target) {
  const key = `${target.library}:${target.family}:${target.name}`;
  if (markupCache.has(key)) return markupCache.get(key);
  let svg;
  if (target.library === 'fontawesome') {
    const found = files.fontawesome(target.name, target.family ?? 'regular');
    const drawing = found && readFaDrawing(found.file);
    if (drawing) {
      const paths = typeof drawing[2] === 'string' ? [drawing[2]] : drawing[2];
      svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${drawing[0]} ${drawing[1]}" width="100%" height="100%" fill="currentColor">${paths.map((d) => `<path d="${d}"></path>`).join('')}</svg>`;
    }
  } else {
    const file = files.lucide(target.name);
    if (file) {
      const mod = await import(pathToFileURL(file).href);
      const node = mod.__iconData?.node ?? mod.__iconNode;
      const el = ([tag, attrs]) =>
        `<${tag}${Object.entries(attrs)
          .filter(([k]) => k !== 'key')
          .map(([k, v]) => ` ${k}="${v}"`)
          .join('')}></${tag}>`;
      if (Array.isArray(node))
        svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="100%" height="100%" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${node.map(el).join('')}</svg>`;
    }
  }
  markupCache.set(key, svg);
  return svg;
}

/** Icon uses counted by whether the configured library's icon is drawn. */
function tally() {
  return {
    uses: 0,
    drawn: 0,
    fa: 0,
    faDrawn: 0,
    lucide: 0,
    lucideDrawn: 0,
    names: new Set(),
    missing: new Map(),
  };
}
/** Counts one use of `icon` on a site drawing from `library`; its SVG markup, when drawn. */
async function count(t, icon, library) {
  const target = iconTarget(icon, library);
  if (!target) return undefined; // a URL (an image), or a library docsnav does not draw
  t.uses++;
  t.names.add(`${target.library}:${target.name}`);
  const svg = await markup(target);
  if (target.library === 'fontawesome') t.fa++;
  else t.lucide++;
  if (svg) {
    t.drawn++;
    if (target.library === 'fontawesome') t.faDrawn++;
    else t.lucideDrawn++;
  } else {
    const k = `${target.library}:${target.name}`;
    t.missing.set(k, (t.missing.get(k) ?? 0) + 1);
  }
  return svg;
}

const totals = { files: 0, folders: 0 };
const nav = tally();
const pages = tally();
const libraries = { fontawesomeDefault: 0, fontawesomeSaid: 0, lucide: 0, unknown: 0 };
const inline = [];
for (const file of inputs(process.argv.slice(2))) {
  let docs;
  try {
    docs = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    continue; // not JSON: `docsnav check` reports it
  }
  totals.files++;
  const said = docs?.icons?.library;
  const library = iconLibraryOf(parseDocs(docs).model.settings);
  if (said === undefined) libraries.fontawesomeDefault++;
  else if (library === 'lucide') libraries.lucide++;
  else if (String(said).toLowerCase() === 'fontawesome') libraries.fontawesomeSaid++;
  else libraries.unknown++;
  const html = [];
  for (const { icon } of navigationIcons(docs)) {
    const svg = await count(nav, icon, library);
    if (svg) html.push(svg);
  }
  if (html.length > 0) {
    const text = html.join('');
    inline.push({ file, raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length });
  }
  // The pages' frontmatter icons: on the model's page entries (docs.json's own pages have none).
  if (path.basename(file) !== 'docs.json') continue;
  totals.folders++;
  const { model } = await loadDocs(path.dirname(file));
  for (const node of sharedIndex(model).nodes) {
    if (node.type === 'page' && node.icon !== undefined) await count(pages, node.icon, library);
  }
}

/** The lines of a tally: uses, drawn share (per library), what is not drawn. */
function report(t) {
  const top = [...t.missing.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  console.log(`  ${t.uses} uses of ${t.names.size} names: Font Awesome ${t.fa}, lucide ${t.lucide}`);
  console.log(
    `  drawn with the configured library's icon: ${t.drawn} of ${t.uses} uses (${pct(t.drawn, t.uses)} %)`,
  );
  console.log(
    `    Font Awesome uses drawn from Font Awesome Free: ${t.faDrawn} of ${t.fa} (${pct(t.faDrawn, t.fa)} %); lucide uses from lucide: ${t.lucideDrawn} of ${t.lucide} (${pct(t.lucideDrawn, t.lucide)} %)`,
  );
  console.log(
    `  not drawn (empty slot, \`docsnav check\` warns unknown-icon): ${t.uses - t.drawn} uses of ${t.missing.size} names${
      top.length
        ? `, most used: ${top
            .slice(0, 8)
            .map(([n, c]) => `${n} ×${c}`)
            .join(', ')}`
        : ''
    }`,
  );
}

console.log(`icon uses of the navigation in ${totals.files} docs.json files`);
console.log(
  `  library: Font Awesome ${libraries.fontawesomeDefault + libraries.fontawesomeSaid} files (${libraries.fontawesomeDefault} say nothing, ${libraries.fontawesomeSaid} say so), lucide ${libraries.lucide}, unknown ${libraries.unknown}`,
);
report(nav);
if (inline.length > 0) {
  const sorted = (key) => inline.map((s) => s[key]).sort((a, b) => a - b);
  const median = (xs) => xs[Math.floor(xs.length / 2)];
  const raw = sorted('raw');
  const gz = sorted('gzip');
  const worst = inline.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  console.log(
    `  inlining every icon use of a navigation as SVG in the HTML: median ${kb(median(raw))} (${kb(median(gz))} gzip) per site, largest ${kb(worst.raw)} (${kb(worst.gzip)} gzip, ${path.basename(path.dirname(worst.file)) === 'real' ? path.basename(worst.file) : path.basename(path.dirname(worst.file))})`,
  );
}
console.log(`frontmatter icon uses of the pages in ${totals.folders} docs folders (one per sidebar entry)`);
report(pages);
const all = nav.drawn + pages.drawn;
const uses = nav.uses + pages.uses;
console.log(`navigation and frontmatter: ${all} of ${uses} uses drawn (${pct(all, uses)} %)`);
