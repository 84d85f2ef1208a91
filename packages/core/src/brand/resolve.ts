/** `settings.brand` with the site's `basePath` applied: what a host draws (header, drawer, document head). */
import type {
  Appearance,
  NavbarLink,
  NavbarPrimarySettings,
  SchemeImage,
  SiteBrand,
} from '../model/brand.js';
import type { NavSettings } from '../model/types.js';

/** A brand link as drawn: `href` with `basePath` when internal. */
export interface BrandLink {
  /** The target (an absolute URL, or a site path including `basePath`). */
  href: string;
  /** Opens in a new tab (`http(s):`, `mailto:`). */
  external: boolean;
}

/** `settings.brand`, ready to draw: every image URL and internal href includes `basePath`; defaults filled. */
export interface BrandView {
  /** `name`. */
  name?: string;
  /** `colors` (for `brandCss`). */
  colors?: SiteBrand['colors'];
  /** `background.color` (for `brandCss`). */
  background?: SiteBrand['background'];
  /** `brandCss(brand)` as the build computed it (`settings.brand.css`), when it did. */
  css?: string;
  /** The logo's images and where it leads (`logo.href`, else the site's root). */
  logo?: SchemeImage & { link: BrandLink };
  /** The favicon for each scheme. */
  favicon?: SchemeImage;
  /** `navbar.links` (empty when none). */
  links: (Omit<NavbarLink, 'link'> & { link: BrandLink })[];
  /** `navbar.primary`. */
  primary?: (NavbarPrimarySettings & { link: BrandLink }) | undefined;
  /** `appearance`, `{ default: 'system', strict: false }` when unset. */
  appearance: Appearance;
}

const withBase = (base: string, path: string) => (path.startsWith('/') ? base + path : path);

/** The brand of a model's (or shell's, or index's) settings, resolved against its `basePath`. */
export function resolveBrand(settings: NavSettings): BrandView {
  const brand = settings.brand;
  const base = settings.basePath;
  const image = (i: SchemeImage): SchemeImage => ({
    light: withBase(base, i.light),
    dark: withBase(base, i.dark),
  });
  const link = (l: { href: string; external: boolean }): BrandLink =>
    l.external ? { href: l.href, external: true } : { href: withBase(base, l.href), external: false };
  const view: BrandView = {
    links: (brand?.navbar?.links ?? []).map((l) => ({ ...l, link: link(l.link) })),
    appearance: brand?.appearance ?? { default: 'system', strict: false },
  };
  if (brand === undefined) return view;
  if (brand.name !== undefined) view.name = brand.name;
  if (brand.colors !== undefined) view.colors = brand.colors;
  if (brand.background !== undefined) view.background = brand.background;
  if (brand.css !== undefined) view.css = brand.css;
  if (brand.logo !== undefined) {
    const home: BrandLink = { href: base === '' ? '/' : base, external: false };
    view.logo = { ...image(brand.logo), link: brand.logo.href ? link(brand.logo.href) : home };
  }
  if (brand.favicon !== undefined) view.favicon = image(brand.favicon);
  const primary = brand.navbar?.primary;
  if (primary !== undefined) view.primary = { ...primary, link: link(primary.link) };
  return view;
}
