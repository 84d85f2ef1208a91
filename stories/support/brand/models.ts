/** Branded models for the Brand stories: guidesDocs with docs.json's logo, colours and navbar. */
import { brandCss, type NavModel } from '@docsnav/core';
import { parseDocs } from '@docsnav/core/parse';
import { guidesDocs, guidesOptions } from '../../../packages/react/src/test-support/navs.js';
import logoDark from './logo-dark.svg?url&no-inline';
import logoLight from './logo-light.svg?url&no-inline';

function branded(brand: Record<string, unknown>): NavModel {
  // The stories' icon tables are lucide's (as in support/models.ts): docs.json without `icons` means Font Awesome.
  const { model, diagnostics } = parseDocs(
    { icons: { library: 'lucide' }, ...guidesDocs, ...brand },
    guidesOptions,
  );
  const problems = diagnostics.filter((d) => d.severity !== 'info');
  if (problems.length > 0) throw new Error(`brand story model: ${JSON.stringify(problems)}`);
  // The brand's CSS computed ahead, as a build does (`loadDocs`): the page only applies it.
  const site = model.settings.brand;
  if (site?.colors) site.css = brandCss(site);
  return model;
}

/** Violet brand colours (each readable: no low-contrast warning). */
export const violet = { primary: '#6D28D9', light: '#A78BFA', dark: '#6D28D9' };

/** Logo (light and dark images), violet colours, two navbar links and a primary button. */
export const brandedButton = branded({
  colors: violet,
  logo: { light: logoLight, dark: logoDark },
  navbar: {
    links: [
      { label: 'Support', href: 'mailto:support@acme.example' },
      { label: 'Changelog', href: '/changelog', icon: 'newspaper' },
    ],
    primary: { type: 'button', label: 'Sign up', href: 'https://app.acme.example/signup' },
  },
});

/** The name as the logo, the kit's colours, a navbar link and a GitHub primary link. */
export const brandedGithub = branded({
  navbar: {
    links: [{ label: 'Pricing', href: 'https://acme.example/pricing' }],
    primary: { type: 'github', href: 'https://github.com/acme/acme' },
  },
});

/** A GitHub primary link to the repository a global anchor also leads to (tursodatabase's docs.json): the
 *  layout draws it once, as the navbar's. */
export const brandedGithubTwice = branded({
  navbar: { primary: { type: 'github', href: 'https://github.com/acme' } },
});
