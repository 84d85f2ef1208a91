/**
 * The site-wide fields of docs.json around the navigation: `name`, `colors`, `background.color`, `logo`,
 * `favicon`, `navbar`, `appearance` → `settings.brand` (model/brand.ts `SiteBrand`). Each bad value is a diagnostic at its own pointer
 * and is left out; the rest of the brand and the navigation are unaffected.
 */

import { normalizeHex } from '../brand/color.js';
import type {
  Appearance,
  BackgroundColors,
  BrandColors,
  LogoSettings,
  NavbarLink,
  NavbarPrimarySettings,
  SchemeImage,
  SiteBrand,
} from '../model/brand.js';
import type { LinkTarget } from '../model/targets.js';
import type { Builder } from './builder.js';
import { fieldWarning, readIcon, reportUnknownKeys } from './fields.js';
import { classifyLink } from './links.js';
import {
  COLOR_INVALID_COLOR,
  READ_APPEARANCE_INVALID_FIELD,
  READ_COLORS_INVALID_COLOR,
  READ_IMAGE_ASSET_OUTSIDE_ROOT,
  READ_IMAGE_UNSAFE_LINK,
  READ_LINK_RELATIVE_LINK,
  READ_LINK_UNSAFE_LINK,
  READ_NAVBAR_LINK_INVALID_TYPE,
  READ_NAVBAR_LINK_MISSING_LABEL,
  READ_PRIMARY_MISSING_LABEL,
} from './message-ids.js';
import { isObject } from './values.js';

/** Reads the brand fields of `docs` into `b.settings.brand` (left unset when docs.json has none). */
export function readBrand(b: Builder, docs: Record<string, unknown>): void {
  const brand: SiteBrand = {};
  if (docs.name !== undefined) {
    if (typeof docs.name === 'string' && docs.name.trim() !== '') brand.name = docs.name.trim();
    else fieldWarning(b, '/name', 'a non-empty string', docs.name, 'name');
  }
  // The background first: the colours' contrast is checked on it.
  const background = docs.background === undefined ? undefined : readBackground(b, docs.background);
  const colors = docs.colors === undefined ? undefined : readColors(b, docs.colors, background);
  if (colors) brand.colors = colors;
  if (background) brand.background = background;
  const logo = docs.logo === undefined ? undefined : readLogo(b, docs.logo);
  if (logo) brand.logo = logo;
  const favicon =
    docs.favicon === undefined ? undefined : readSchemeImage(b, docs.favicon, '/favicon', 'favicon');
  if (favicon) brand.favicon = favicon;
  const navbar = docs.navbar === undefined ? undefined : readNavbar(b, docs.navbar);
  if (navbar) brand.navbar = navbar;
  const appearance = docs.appearance === undefined ? undefined : readAppearance(b, docs.appearance);
  if (appearance) brand.appearance = appearance;
  for (const _ in brand) {
    b.settings.brand = brand;
    return;
  }
}

/** A hex colour of docs.json (`#rgb`, `#rrggbb`) as `#rrggbb`; reported at `pointer` (as `field`) when it is
 *  not one, with what is used in its place. */
function readHex(b: Builder, value: unknown, pointer: string, field: string, fallback: string) {
  const hex = typeof value === 'string' ? normalizeHex(value.trim()) : undefined;
  if (hex === undefined) b.report(COLOR_INVALID_COLOR, pointer, field, value, fallback);
  return hex;
}

/** `background.color` (Mintlify's page background per scheme); `image` and `decoration` are not drawn. */
function readBackground(b: Builder, v: unknown): BackgroundColors | undefined {
  if (!isObject(v)) {
    fieldWarning(b, '/background', 'an object { color?, image?, decoration? }', v, 'background');
    return undefined;
  }
  reportUnknownKeys(b, v, 'background', '/background', '`background`');
  const color = v.color;
  if (color === undefined) return undefined;
  if (!isObject(color)) {
    fieldWarning(b, '/background/color', 'an object { light?, dark? }', color, 'background.color');
    return undefined;
  }
  reportUnknownKeys(b, color, 'background-color', '/background/color', '`background.color`');
  const out: BackgroundColors = {};
  for (const key of ['light', 'dark'] as const) {
    if (color[key] === undefined) continue;
    const pointer = `/background/color/${key}`;
    const hex = readHex(
      b,
      color[key],
      pointer,
      `background.color.${key}`,
      "The kit's page background is used",
    );
    if (hex !== undefined) out[key] = hex;
  }
  return out.light === undefined && out.dark === undefined ? undefined : out;
}

function readColors(
  b: Builder,
  v: unknown,
  background: BackgroundColors | undefined,
): BrandColors | undefined {
  if (!isObject(v)) {
    fieldWarning(b, '/colors', 'an object { primary, light?, dark? }', v, 'colors');
    return undefined;
  }
  reportUnknownKeys(b, v, 'colors', '/colors', '`colors`');
  const color = (key: 'primary' | 'light' | 'dark'): string | undefined => {
    const value = v[key];
    if (value === undefined) return undefined;
    const fallback =
      key === 'primary' ? "The kit's default colours are used" : '`colors.primary` is used in its place';
    return readHex(b, value, `/colors/${key}`, `colors.${key}`, fallback);
  };
  const primary = color('primary');
  const light = color('light');
  const dark = color('dark');
  if (primary === undefined) {
    if (v.primary === undefined) {
      b.report(READ_COLORS_INVALID_COLOR, '/colors');
    }
    return undefined;
  }
  const colors: BrandColors = { primary };
  if (light !== undefined) colors.light = light;
  if (dark !== undefined) colors.dark = dark;
  // Contrast is a diagnostic only: checked by the full parse's reporter (`reporter.ts`).
  b.reporter?.checkColors(colors, background);
  return colors;
}

/**
 * An image path or URL: `http(s)` URLs as they are; a path is made absolute from the docs root (`./a.svg`
 * and `a.svg` → `/a.svg`); one that leaves the root (`../x.svg`) is an error and left out.
 */
function readImage(b: Builder, v: unknown, pointer: string, key: string): string | undefined {
  if (typeof v !== 'string' || v.trim() === '') {
    fieldWarning(b, pointer, 'an image path or URL', v, key);
    return undefined;
  }
  const src = v.trim();
  const kind = classifyLink(src);
  if (kind === 'external') return src;
  if (kind === 'unsafe') {
    b.report(READ_IMAGE_UNSAFE_LINK, pointer, key, src);
    return undefined;
  }
  const path = rootPath(src);
  if (path === undefined) {
    b.report(READ_IMAGE_ASSET_OUTSIDE_ROOT, pointer, key, src);
  }
  return path;
}

/** `/`-rooted path of `src` inside the docs root (`.` and `..` resolved), or undefined when it leaves the root. */
export function rootPath(src: string): string | undefined {
  if (src.includes('\0')) return undefined;
  const out: string[] = [];
  for (const raw of src.replaceAll('\\', '/').split('/')) {
    let segment = raw;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      // A stray `%` is a file name character.
    }
    if (segment === '' || segment === '.') continue;
    if (segment === '..' || segment.includes('/') || segment.includes('\\')) {
      if (segment !== '..' || out.pop() === undefined) return undefined;
      continue;
    }
    out.push(raw);
  }
  return out.length === 0 ? undefined : `/${out.join('/')}`;
}

function readSchemeImage(
  b: Builder,
  v: unknown,
  pointer: string,
  key: 'logo' | 'favicon',
): SchemeImage | undefined {
  if (typeof v === 'string') {
    const src = readImage(b, v, pointer, key);
    return src === undefined ? undefined : { light: src, dark: src };
  }
  if (!isObject(v)) {
    fieldWarning(b, pointer, 'an image path or { light, dark }', v, key);
    return undefined;
  }
  reportUnknownKeys(b, v, key, pointer, `\`${key}\``);
  const light = v.light === undefined ? undefined : readImage(b, v.light, `${pointer}/light`, `${key}.light`);
  const dark = v.dark === undefined ? undefined : readImage(b, v.dark, `${pointer}/dark`, `${key}.dark`);
  if (v.light === undefined && v.dark === undefined) {
    fieldWarning(b, pointer, 'an image path or { light, dark }', v, key);
  }
  const one = light ?? dark;
  return one === undefined ? undefined : { light: light ?? one, dark: dark ?? one };
}

function readLogo(b: Builder, v: unknown): LogoSettings | undefined {
  const images = readSchemeImage(b, v, '/logo', 'logo');
  if (images === undefined) return undefined;
  const logo: LogoSettings = images;
  if (isObject(v) && v.href !== undefined) {
    const href = readLink(b, v.href, '/logo/href', 'the logo');
    if (href) logo.href = href;
  }
  return logo;
}

/** An href of the brand: external, or a site path stored without `basePath` (a relative one with a warning). */
function readLink(b: Builder, v: unknown, pointer: string, what: string): LinkTarget | undefined {
  if (typeof v !== 'string' || v.trim() === '') {
    fieldWarning(b, pointer, 'a URL or a path starting with "/"', v, 'href');
    return undefined;
  }
  const href = v.trim();
  switch (classifyLink(href)) {
    case 'external':
      return { href, external: true };
    case 'internal':
      return { href, external: false };
    case 'relative':
      b.report(READ_LINK_RELATIVE_LINK, pointer, what, href);
      return { href: `/${href}`, external: false };
    default:
      b.report(READ_LINK_UNSAFE_LINK, pointer, what, href);
      return undefined;
  }
}

function readNavbar(b: Builder, v: unknown): SiteBrand['navbar'] {
  if (!isObject(v)) {
    fieldWarning(b, '/navbar', 'an object { links?, primary? }', v, 'navbar');
    return undefined;
  }
  reportUnknownKeys(b, v, 'navbar', '/navbar', '`navbar`');
  const links: NavbarLink[] = [];
  if (v.links !== undefined && !Array.isArray(v.links)) {
    fieldWarning(b, '/navbar/links', 'an array of { label, href, icon? }', v.links, 'navbar.links');
  } else if (v.links !== undefined) {
    v.links.forEach((item, i) => {
      const link = readNavbarLink(b, item, `/navbar/links/${i}`);
      if (link) links.push(link);
    });
  }
  const primary = v.primary === undefined ? undefined : readPrimary(b, v.primary);
  if (links.length === 0 && primary === undefined) return undefined;
  return primary === undefined ? { links } : { links, primary };
}

function readNavbarLink(b: Builder, v: unknown, pointer: string): NavbarLink | undefined {
  if (!isObject(v)) {
    b.report(READ_NAVBAR_LINK_INVALID_TYPE, pointer, v);
    return undefined;
  }
  reportUnknownKeys(b, v, 'navbar-link', pointer, 'a navbar link');
  // `{ type: "github", href }` (no label): a GitHub link, drawn with GitHub's mark and named "GitHub".
  const github = v.type === 'github';
  if (v.type !== undefined && !github) fieldWarning(b, `${pointer}/type`, '"github"', v.type, 'type');
  const icon = readIcon(b, v.icon, pointer);
  const label = typeof v.label === 'string' ? v.label.trim() : github ? '' : undefined;
  if (label === undefined || (label === '' && icon === undefined && !github)) {
    b.report(READ_NAVBAR_LINK_MISSING_LABEL, v.label === undefined ? pointer : `${pointer}/label`, v.label);
    return undefined;
  }
  const link = readLink(b, v.href, `${pointer}/href`, 'a navbar link');
  if (link === undefined) return undefined;
  const out: NavbarLink = { label, link };
  if (icon !== undefined) out.icon = icon;
  if (github) out.type = 'github';
  return out;
}

function readPrimary(b: Builder, v: unknown): NavbarPrimarySettings | undefined {
  const pointer = '/navbar/primary';
  if (!isObject(v) || (v.type !== 'button' && v.type !== 'github')) {
    fieldWarning(
      b,
      isObject(v) ? `${pointer}/type` : pointer,
      '{ type: "button", label, href } or { type: "github", href }',
      isObject(v) ? v.type : v,
      isObject(v) ? 'navbar.primary.type' : 'navbar.primary',
    );
    return undefined;
  }
  reportUnknownKeys(
    b,
    v,
    v.type === 'button' ? 'navbar-button' : 'navbar-github',
    pointer,
    `\`navbar.primary\` of type "${v.type}"`,
  );
  const link = readLink(b, v.href, `${pointer}/href`, 'the navbar button');
  if (link === undefined) return undefined;
  if (v.type === 'github') return { type: 'github', link };
  if (typeof v.label !== 'string' || v.label.trim() === '') {
    b.report(READ_PRIMARY_MISSING_LABEL, v.label === undefined ? pointer : `${pointer}/label`, v.label);
    return undefined;
  }
  return { type: 'button', label: v.label.trim(), link };
}

function readAppearance(b: Builder, v: unknown): Appearance | undefined {
  if (!isObject(v)) {
    fieldWarning(b, '/appearance', 'an object { default?, strict? }', v, 'appearance');
    return undefined;
  }
  reportUnknownKeys(b, v, 'appearance', '/appearance', '`appearance`');
  const out: Appearance = { default: 'system', strict: false };
  const d = v.default;
  if (d === 'system' || d === 'light' || d === 'dark') out.default = d;
  else if (d !== undefined) {
    b.report(READ_APPEARANCE_INVALID_FIELD, '/appearance/default', d);
  }
  if (typeof v.strict === 'boolean') out.strict = v.strict;
  else if (v.strict !== undefined) fieldWarning(b, '/appearance/strict', 'true or false', v.strict, 'strict');
  return out;
}
