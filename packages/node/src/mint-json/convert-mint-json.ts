import { escapePointer } from '@docsnav/core/parse';
import { isRecord, type Unconverted } from './groups.js';
import { convertNavigation } from './navigation.js';
import { Origins } from './origins.js';

export type { Unconverted } from './groups.js';

/** What {@link convertMintJson} gives. */
export interface MintConversion {
  /** The docs.json value (keys in docs.json's usual order, no `undefined` values). */
  docs: Record<string, unknown>;
  /** docs.json pointer → the mint.json pointer it was made from, for every node and field converted. */
  origins: Map<string, string>;
  /** What mint.json holds that docs.json cannot: each with its mint.json pointer and what became of it. */
  unconverted: Unconverted[];
}

type Out = Record<string, unknown>;

/** Top-level mint.json keys the conversion reads (the others are reported as not converted). */
const CONVERTED = new Set([
  '$schema',
  'name',
  'theme',
  'layout',
  'colors',
  'favicon',
  'logo',
  'navigation',
  'tabs',
  'anchors',
  'versions',
  'primaryTab',
  'topAnchor',
  'eyebrow',
  'codeBlock',
  'api',
  'openapi',
  'modeToggle',
  'background',
  'backgroundImage',
  'topbarLinks',
  'topbarCtaButton',
  'search',
  'metadata',
  'seo',
  'footer',
  'footerSocials',
  'integrations',
  'analytics',
  'font',
  'redirects',
]);

/**
 * Converts a parsed mint.json (Mintlify's former configuration) into the docs.json Mintlify's own upgrade
 * gives: navigation groups, `tabs` and `anchors` by `url` prefix, `versions`, `topbarLinks` /
 * `topbarCtaButton` → `navbar`, `openapi` → `api.openapi`, colours, logo and the other settings. Pure;
 * never throws. A value that is not an object gives an empty navigation and one `unconverted` entry.
 */
export function convertMintJson(mint: unknown): MintConversion {
  const origins = new Origins();
  const unconverted: Unconverted[] = [];
  if (!isRecord(mint)) {
    unconverted.push({ pointer: '', message: 'mint.json is not a JSON object; nothing could be converted' });
    const docs = { navigation: { groups: [] } };
    return { docs, origins: origins.map(docs), unconverted };
  }
  const navigation = convertNavigation(mint, origins, unconverted);
  origins.mark(navigation, '/navigation');
  const docs: Out = {
    $schema: 'https://mintlify.com/docs.json',
    theme: theme(mint),
    name: mint.name,
    colors: origins.copy(colors(mint), '/colors'),
    favicon: mint.favicon,
    navigation,
    styling: styling(mint),
    logo: origins.copy(mint.logo, '/logo'),
    api: api(mint),
    appearance: appearance(mint),
    background: background(mint),
    navbar: navbar(mint, origins),
    search: isRecord(mint.search) && mint.search.prompt ? { prompt: mint.search.prompt } : undefined,
    seo: seo(mint),
    footer: footer(mint),
    integrations: integrations(mint),
    fonts: fonts(mint.font),
    redirects: origins.copy(mint.redirects, '/redirects'),
  };
  origins.mark(docs, '', {
    name: '/name',
    colors: '/colors',
    favicon: '/favicon',
    navigation: '/navigation',
    logo: '/logo',
    api: '/api',
    navbar: '/topbarLinks',
    footer: '/footer',
    redirects: '/redirects',
  });
  for (const key of Object.keys(mint)) {
    if (!CONVERTED.has(key))
      unconverted.push({
        pointer: `/${escapePointer(key)}`,
        message: `"${key}" has no docs.json counterpart; it is dropped`,
      });
  }
  if (isRecord(mint.colors)) {
    for (const key of Object.keys(mint.colors)) {
      if (!['primary', 'light', 'dark', 'background'].includes(key))
        unconverted.push({
          pointer: `/colors/${escapePointer(key)}`,
          message: `"colors.${key}" has no docs.json counterpart; it is dropped`,
        });
    }
  }
  const cleaned = dropUndefined(docs) as Out;
  return { docs: cleaned, origins: origins.map(cleaned), unconverted };
}

/** mint.json `theme` / `layout` → docs.json `theme` (venus → palm, quill → willow, sidenav → maple, ...). */
function theme(mint: Out): string {
  if (mint.layout === 'sidenav') return 'maple';
  if (mint.layout === 'solidSidenav') return 'willow';
  if (mint.theme === 'venus') return 'palm';
  if (mint.theme === 'quill') return 'willow';
  return 'mint';
}

function colors(mint: Out): Out {
  if (!isRecord(mint.colors)) return { primary: '#16A34A' };
  const { primary, light, dark } = mint.colors;
  return { primary, light, dark };
}

function styling(mint: Out): Out | undefined {
  const display = isRecord(mint.eyebrow) ? mint.eyebrow.display : undefined;
  const mode = isRecord(mint.codeBlock) ? mint.codeBlock.mode : undefined;
  const eyebrows = display == null ? undefined : display === 'breadcrumbs' ? 'breadcrumbs' : 'section';
  const codeblocks = mode == null ? undefined : mode === 'dark' ? 'dark' : 'system';
  return eyebrows || codeblocks ? { eyebrows, codeblocks } : undefined;
}

function api(mint: Out): Out | undefined {
  const source = isRecord(mint.api) ? mint.api : {};
  const playground = isRecord(source.playground) ? source.playground : {};
  const request = isRecord(source.request) ? source.request : {};
  const example = isRecord(request.example) ? request.example : {};
  const auth = isRecord(source.auth) ? source.auth : {};
  const out: Out = {};
  if (mint.openapi) out.openapi = mint.openapi;
  const display =
    playground.mode === 'show' ? 'interactive' : playground.mode === 'hide' ? 'none' : playground.mode;
  const proxy = playground.disableProxy == null ? undefined : !playground.disableProxy;
  if (display || proxy !== undefined) out.playground = { display: display || undefined, proxy };
  if (example.languages) out.examples = { languages: example.languages };
  if (source.baseUrl || auth.method || auth.name) {
    out.mdx = { server: source.baseUrl };
    if (auth.method || auth.name) (out.mdx as Out).auth = { method: auth.method, name: auth.name };
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function appearance(mint: Out): Out | undefined {
  const toggle = isRecord(mint.modeToggle) ? mint.modeToggle : undefined;
  if (!toggle || (!toggle.default && toggle.isHidden == null)) return undefined;
  return { default: toggle.default, strict: toggle.isHidden };
}

function background(mint: Out): Out | undefined {
  const colorsBg =
    isRecord(mint.colors) && isRecord(mint.colors.background) ? mint.colors.background : undefined;
  if (!mint.background && !mint.backgroundImage && !colorsBg) return undefined;
  const out: Out = {};
  if (mint.backgroundImage) out.image = mint.backgroundImage;
  out.decoration = isRecord(mint.background) ? mint.background.style : undefined;
  if (colorsBg) out.color = { light: colorsBg.light, dark: colorsBg.dark };
  return out;
}

/** `topbarLinks` → `navbar.links`, `topbarCtaButton` → `navbar.primary` (a button, or the GitHub one). */
function navbar(mint: Out, origins: Origins): Out | undefined {
  if (!mint.topbarLinks && !mint.topbarCtaButton) return undefined;
  const out: Out = {};
  if (Array.isArray(mint.topbarLinks)) {
    out.links = mint.topbarLinks.map((item: unknown, i) => {
      const link = isRecord(item) ? item : {};
      const typed = link.type !== undefined && link.type !== 'link';
      const label = typed ? capitalize(String(link.type)) : link.name;
      const at = `/topbarLinks/${i}`;
      return origins.mark({ label, href: link.url }, at, {
        label: typed ? `${at}/type` : `${at}/name`,
        href: `${at}/url`,
      });
    });
  }
  const cta = isRecord(mint.topbarCtaButton) ? mint.topbarCtaButton : undefined;
  if (cta) {
    const primary =
      cta.type === undefined || cta.type === 'link'
        ? { type: 'button', label: cta.name, href: cta.url }
        : { type: 'github', href: cta.url };
    out.primary = origins.mark(primary, '/topbarCtaButton', {
      type: '/topbarCtaButton/type',
      label: '/topbarCtaButton/name',
      href: '/topbarCtaButton/url',
    });
  }
  return origins.mark(out, mint.topbarLinks ? '/topbarLinks' : '/topbarCtaButton', { links: '/topbarLinks' });
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

function seo(mint: Out): Out | undefined {
  const source = isRecord(mint.seo) ? mint.seo : {};
  if (!mint.metadata && source.indexHiddenPages === undefined) return undefined;
  return {
    ...(mint.metadata ? { metatags: mint.metadata } : {}),
    indexing: source.indexHiddenPages ? 'all' : 'navigable',
  };
}

function footer(mint: Out): Out | undefined {
  const source = isRecord(mint.footer) ? mint.footer : undefined;
  if (!source && !mint.footerSocials) return undefined;
  const out: Out = {};
  const socials = source?.socials ?? mint.footerSocials;
  if (socials) {
    out.socials = Array.isArray(socials)
      ? Object.fromEntries(socials.filter(isRecord).map((s) => [String(s.type), s.url]))
      : socials;
  }
  if (Array.isArray(source?.links)) {
    out.links = source.links.filter(isRecord).map((group) => ({
      header: group.title,
      items: (Array.isArray(group.links) ? group.links : [])
        .filter(isRecord)
        .map((link) => ({ label: link.label, href: link.url })),
    }));
  }
  return out;
}

function integrations(mint: Out): Out | undefined {
  if (!mint.integrations && !mint.analytics) return undefined;
  const source = isRecord(mint.integrations) ? mint.integrations : {};
  return {
    ...(isRecord(mint.analytics) ? mint.analytics : {}),
    ...(source.intercom ? { intercom: { appId: source.intercom } } : {}),
    ...(source.frontchat ? { frontchat: { snippetId: source.frontchat } } : {}),
  };
}

/** `font` (one family, or `headings` / `body`) → `fonts` (`url` → `source`). */
function fonts(font: unknown): Out | undefined {
  if (!isRecord(font)) return undefined;
  const details = (d: Out): Out => {
    const { url, ...rest } = d;
    return { ...rest, ...(url ? { source: url } : {}) };
  };
  if ('family' in font) return details(font);
  const out: Out = {};
  if (isRecord(font.headings)) out.heading = details(font.headings);
  if (isRecord(font.body)) out.body = details(font.body);
  return out;
}

/** Deletes `undefined` values in place (JSON has none), keeping the objects whose origins were recorded. */
function dropUndefined(value: unknown): unknown {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = dropUndefined(value[i]);
    return value;
  }
  if (isRecord(value)) {
    for (const key of Object.keys(value)) {
      if (value[key] === undefined) delete value[key];
      else value[key] = dropUndefined(value[key]);
    }
  }
  return value;
}
