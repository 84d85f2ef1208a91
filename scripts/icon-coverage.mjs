#!/usr/bin/env node
// pnpm icons:coverage [docs.json files or docs folders...]
//
// Over the real docs.json files of the shared corpus (../shared/corpus/real/*.json and the docs.json of
// ../shared/corpus/sites/*, read at run time) or the files given: every icon use of the navigation, the
// library the site configures (`icons.library`; Font Awesome when unset, as in Mintlify), and the share of
// uses docsnav draws with that library's icon (Font Awesome Free, or lucide). Also what inlining every
// icon use as SVG in the server HTML would cost (docs/components.md, "Icons"). Needs `pnpm build`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { iconLibraryOf, iconTarget } from '@docsnav/core';
import { parseDocs } from '@docsnav/core/parse';
import { iconFiles, navigationIcons, readFaDrawing } from '@docsnav/node';

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

const totals = { files: 0, uses: 0, drawn: 0, fa: 0, faDrawn: 0, lucide: 0, lucideDrawn: 0, other: 0 };
const libraries = { fontawesomeDefault: 0, fontawesomeSaid: 0, lucide: 0, unknown: 0 };
const names = new Set();
const missing = new Map();
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
    const target = iconTarget(icon, library);
    if (!target) continue; // a URL (an image), or a library docsnav does not draw
    totals.uses++;
    names.add(`${target.library}:${target.name}`);
    const svg = await markup(target);
    if (target.library === 'fontawesome') totals.fa++;
    else totals.lucide++;
    if (svg) {
      totals.drawn++;
      if (target.library === 'fontawesome') totals.faDrawn++;
      else totals.lucideDrawn++;
      html.push(svg);
    } else {
      const k = `${target.library}:${target.name}`;
      missing.set(k, (missing.get(k) ?? 0) + 1);
    }
  }
  if (html.length > 0) {
    const text = html.join('');
    inline.push({ file, raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length });
  }
}

console.log(`icon uses of the navigation in ${totals.files} docs.json files`);
console.log(
  `  library: Font Awesome ${libraries.fontawesomeDefault + libraries.fontawesomeSaid} files (${libraries.fontawesomeDefault} say nothing, ${libraries.fontawesomeSaid} say so), lucide ${libraries.lucide}, unknown ${libraries.unknown}`,
);
console.log(
  `  ${totals.uses} uses of ${names.size} names: Font Awesome ${totals.fa}, lucide ${totals.lucide}`,
);
console.log(
  `  drawn with the configured library's icon: ${totals.drawn} of ${totals.uses} uses (${pct(totals.drawn, totals.uses)} %)`,
);
console.log(
  `    Font Awesome uses drawn from Font Awesome Free: ${totals.faDrawn} of ${totals.fa} (${pct(totals.faDrawn, totals.fa)} %); lucide uses from lucide: ${totals.lucideDrawn} of ${totals.lucide} (${pct(totals.lucideDrawn, totals.lucide)} %)`,
);
const top = [...missing.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
console.log(
  `  not drawn (empty slot, \`docsnav check\` warns unknown-icon): ${totals.uses - totals.drawn} uses of ${missing.size} names${
    top.length
      ? `, most used: ${top
          .slice(0, 8)
          .map(([n, c]) => `${n} ×${c}`)
          .join(', ')}`
      : ''
  }`,
);
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
