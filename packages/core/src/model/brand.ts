/** The site-wide fields of docs.json around the navigation, as the model keeps them (`settings.brand`). */
import type { IconRef, LinkTarget } from './targets.js';

/** docs.json `colors`, validated: lower-case `#rrggbb`. */
export interface BrandColors {
  /** The accent of the light scheme (and of the dark one without `light`). */
  primary: string;
  /** The accent of the dark scheme. */
  light?: string;
  /** The navbar button's colour, in both schemes. */
  dark?: string;
}

/** docs.json `background.color`: the page's background in each colour scheme (`#rrggbb`), where set. */
export interface BackgroundColors {
  /** The light scheme's page background. */
  light?: string;
  /** The dark scheme's page background. */
  dark?: string;
}

/**
 * An image for each colour scheme (`logo`, `favicon`): an absolute `http(s)` URL, or a path from the docs
 * root starting with `/` (`/logo/light.svg`), stored without `basePath`: the host serves the docs root's
 * files at basePath + path.
 */
export interface SchemeImage {
  /** The image on a light background. */
  light: string;
  /** The image on a dark background. */
  dark: string;
}

/** docs.json `logo`: a string is the same image in both schemes. */
export interface LogoSettings extends SchemeImage {
  /** Where the logo leads (`logo.href`); the site's first page when absent. Internal hrefs without `basePath`. */
  href?: LinkTarget;
}

/** A link of `navbar.links`. */
export interface NavbarLink {
  /** The link text; '' for an icon-only link (its accessible name is then the target's host). */
  label: string;
  /** The target: an absolute URL, or a site path without `basePath`. */
  link: LinkTarget;
  /** Icon shown before the label. */
  icon?: IconRef;
  /** `type: "github"`: a link to a GitHub repository (GitHub's mark without an icon; named "GitHub" when
   *  its label is empty). */
  type?: 'github';
}

/** `navbar.primary`: a button with a label, or a link to a GitHub repository. */
export type NavbarPrimarySettings =
  | { type: 'button'; label: string; link: LinkTarget }
  | { type: 'github'; link: LinkTarget };

/** docs.json `appearance`. */
export interface Appearance {
  /** The colour scheme a reader gets first: `system` follows their preference. */
  default: 'system' | 'light' | 'dark';
  /** True: only `default` is shown, the reader cannot switch. */
  strict: boolean;
}

/** The site-wide fields of docs.json around the navigation (`name`, `colors`, `logo`...), validated. */
export interface SiteBrand {
  /** `name`: the site's name (document title, logo text when there is no logo). */
  name?: string;
  /** `colors`, when `primary` is a valid colour. */
  colors?: BrandColors;
  /** `logo`. */
  logo?: LogoSettings;
  /** `favicon`: a string is the same icon in both schemes. */
  favicon?: SchemeImage;
  /** `navbar`: the header's links and its primary call to action. */
  navbar?: { links: NavbarLink[]; primary?: NavbarPrimarySettings };
  /** `appearance`. */
  appearance?: Appearance;
  /** `background.color`, when a scheme's colour is valid. */
  background?: BackgroundColors;
  /** The CSS of `colors` and `background` (`brandCss(brand)`), computed at build time: `loadDocs` of @docsnav/node (the Vite
   *  plugin, the framework loaders, the CLI) sets it, so a browser only applies it. Absent from a parse. */
  css?: string;
}
