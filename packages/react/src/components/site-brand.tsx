import { forwardRef, type HTMLAttributes, type ReactNode, useEffect } from 'react';
import { useBrand } from '../hook/brand-hooks.js';
import { useNavigationLink } from '../hook/hooks.js';
import { cx } from './class-name.js';
import { lazyPart, useLazyPart } from './lazy-part.js';
import { NavAnchor, VISUALLY_HIDDEN } from './links.js';
import { NavIcon } from './nav-icon.js';

/** Core's `brandCss`, for a model without the CSS its build computes: loaded when such a model's brand
 *  is first drawn. */
const brandCssPart = lazyPart(() => import('./brand-css.js'));

/**
 * docs.json `colors` and `background.color` as the kit's accent and background tokens (core `brandCss` on
 * `:root`, so menus and the drawer in portals follow): a `<style>` element, or nothing without either. `DocsLayout` renders it. The CSS is
 * the one the build computed (`settings.brand.css`: models from `loadDocs`, the Vite plugin, the framework
 * loaders), so the browser only applies it. A model parsed elsewhere (`parseDocs`, `parseSplit` in the
 * browser) gets it computed by `brandCss`, loaded after mount: its `<style>` is empty until then (and in
 * its server HTML, which hydration matches). Nothing for `css: ""`: the page's HTML has the style already
 * (the Vite plugin's build of HTML pages puts it in their `<head>`).
 */
export function BrandStyle() {
  const { colors, background, css } = useBrand();
  const [computed, load] = useLazyPart(brandCssPart);
  const branded = colors !== undefined || background !== undefined;
  const compute = css === undefined && branded;
  useEffect(() => {
    if (compute) load();
  }, [compute, load]);
  // `css: ""`: the page's HTML holds it already (the Vite plugin's build of HTML pages).
  if (!branded || css === '') return null;
  return <style data-docsnav-brand="">{css ?? computed?.brandCss({ colors, background })}</style>;
}

/** Props of {@link SiteLogo}: the link's attributes. */
export interface SiteLogoProps extends Omit<HTMLAttributes<HTMLAnchorElement>, 'children'> {
  /** Extra class names on the link. */
  className?: string;
}

/**
 * docs.json `logo` (its light and dark images, the one of the active scheme shown) linking to `logo.href`
 * or the site's root; the site `name` as text when there is no logo; nothing when there is neither. The
 * link is named by the site's name ("Home" without one); the images are decorative (`alt=""`).
 */
export function SiteLogo({ className, ...rest }: SiteLogoProps) {
  const { logo, name } = useBrand();
  const Link = useNavigationLink();
  if (logo === undefined && name === undefined) return null;
  const home = logo?.link ?? { href: '/', external: false };
  return (
    <NavAnchor
      aria-label={logo === undefined ? undefined : (name ?? 'Home')}
      {...rest}
      className={cx('docsnav-site-logo', className)}
      href={home.href}
      external={home.external}
      Link={Link}
    >
      {logo === undefined ? (
        <span className="docsnav-site-name">{name}</span>
      ) : logo.light === logo.dark ? (
        <img className="docsnav-logo-img" src={logo.light} alt="" />
      ) : (
        <>
          <img className="docsnav-logo-img docsnav-logo-light" src={logo.light} alt="" />
          <img className="docsnav-logo-img docsnav-logo-dark" src={logo.dark} alt="" />
        </>
      )}
    </NavAnchor>
  );
}

/** Texts of {@link NavbarLinks}, for translation. */
export interface NavbarLinksLabels {
  /** Accessible name of the list. Default "Navbar" (not "… links": a test or a reader looking for the
   *  global anchors' "Links" list by a part of its name would find both). */
  list: string;
}

/** Props of {@link NavbarLinks}: a `ul`'s attributes (passed to it, `ref` included). */
export interface NavbarLinksProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** Extra class names on the list. */
  className?: string;
  /** Texts, for translation. */
  labels?: Partial<NavbarLinksLabels>;
}

/** The mark's path, in a module of its own: loaded where a GitHub link is drawn. */
const githubPathPart = lazyPart(() => import('./github-mark-path.js'));

/**
 * GitHub's mark (the Octocat silhouette), for `type: "github"` links and the GitHub primary link. Its
 * `svg` (a fixed `1em` box: nothing shifts) is drawn at once, its path once loaded (`github-mark-path.ts`,
 * after mount, and only on a page with a GitHub link; empty in the server HTML, which hydration matches).
 */
export function GitHubMark() {
  const [loaded, load] = useLazyPart(githubPathPart);
  useEffect(() => load(), [load]);
  return (
    <svg className="docsnav-github-mark" viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true">
      {loaded && <path fill="currentColor" d={loaded.GITHUB_MARK_PATH} />}
    </svg>
  );
}

/** The host of a URL (`x.com`), naming an icon-only link. */
function hostOf(href: string): string {
  try {
    return new URL(href, 'http://localhost').host.replace(/^www\./, '') || href;
  } catch {
    return href;
  }
}

/** docs.json `navbar.links`: the header's links (icon and label; an icon-only link named by its host). */
export const NavbarLinks = forwardRef<HTMLUListElement, NavbarLinksProps>(function NavbarLinks(
  { className, labels, ...rest },
  ref,
) {
  const { links } = useBrand();
  const Link = useNavigationLink();
  if (links.length === 0) return null;
  return (
    <ul {...rest} ref={ref} className={cx('docsnav-navbar', className)} aria-label={labels?.list ?? 'Navbar'}>
      {links.map((item) => {
        const github = item.type === 'github' && item.icon === undefined;
        const label = item.label || (item.type === 'github' ? 'GitHub' : hostOf(item.link.href));
        return (
          <li key={`${item.label}\u0000${item.link.href}`}>
            <NavAnchor
              className="docsnav-navbar-link"
              href={item.link.href}
              external={item.link.external}
              Link={Link}
            >
              {github ? <GitHubMark /> : <NavIcon icon={item.icon} />}
              {item.label ? <span>{label}</span> : <span style={VISUALLY_HIDDEN}>{label}</span>}
            </NavAnchor>
          </li>
        );
      })}
    </ul>
  );
});

/** Props of {@link NavbarPrimary}: the link's attributes. */
export interface NavbarPrimaryProps extends Omit<HTMLAttributes<HTMLAnchorElement>, 'children'> {
  /** Extra class names on the link. */
  className?: string;
  /** Content of a GitHub link (default: GitHub's mark and "GitHub"). */
  github?: ReactNode;
}

/** docs.json `navbar.primary`: a button-styled link (`type: "button"`), or a GitHub link (`type: "github"`). */
export function NavbarPrimary({ className, github, ...rest }: NavbarPrimaryProps) {
  const { primary } = useBrand();
  const Link = useNavigationLink();
  if (primary === undefined) return null;
  const isButton = primary.type === 'button';
  return (
    <NavAnchor
      {...rest}
      className={cx(isButton ? 'docsnav-navbar-button' : 'docsnav-navbar-github', className)}
      href={primary.link.href}
      external={primary.link.external}
      Link={Link}
    >
      {isButton
        ? primary.label
        : (github ?? (
            <>
              <GitHubMark />
              <span>GitHub</span>
            </>
          ))}
    </NavAnchor>
  );
}

/** Props of {@link BrandNavbar}. */
export interface BrandNavbarProps {
  /** Extra class names on the wrapper. */
  className?: string;
  /** Texts of the links' list. */
  labels?: Partial<NavbarLinksLabels>;
}

/** `NavbarLinks` then `NavbarPrimary` in one wrapper (the header's end, the drawer's top); nothing when
 *  docs.json has no `navbar`. */
export function BrandNavbar({ className, labels }: BrandNavbarProps) {
  const { links, primary } = useBrand();
  if (links.length === 0 && primary === undefined) return null;
  return (
    <div className={cx('docsnav-navbar-area', className)}>
      <NavbarLinks labels={labels} />
      <NavbarPrimary />
    </div>
  );
}
