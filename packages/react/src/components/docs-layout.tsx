import type { ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs.js';
import { cx } from './class-name.js';
import { Eyebrow } from './eyebrow.js';
import { GlobalAnchors } from './global-anchors.js';
import { useActiveLanguage } from './language.js';
import { MobileNav } from './mobile-nav.js';
import { Pager } from './pager.js';
import { Sidebar, type SidebarProps } from './sidebar.js';
import { Dropdown, LanguageSwitcher, ProductSwitcher, VersionSwitcher } from './switchers.js';
import { TabBar } from './tab-bar.js';

/** Props of {@link DocsLayout}: slots around the page content. */
export interface DocsLayoutProps {
  /** The page body. */
  children?: ReactNode;
  className?: string;
  /** Site logo or name, at the start of the header. */
  logo?: ReactNode;
  /** Extra header content (search, theme toggle...), before the global anchors. */
  headerEnd?: ReactNode;
  /** Shown above the content: the eyebrow (default), the breadcrumbs, or nothing. */
  above?: 'eyebrow' | 'breadcrumbs' | 'none';
  /** Props passed to both sidebars (desktop and drawer). */
  sidebar?: Omit<SidebarProps, 'header'>;
  /** Content after the page body, before the pager. */
  footer?: ReactNode;
}

/**
 * A drop-in docs layout: header (drawer button, logo, product/version/language switchers, global anchors),
 * tab bar, sidebar (with the dropdown at its top), then eyebrow or breadcrumbs, the content and the pager.
 * Sets `lang` and `dir` from the active language, so right-to-left languages flip the whole layout.
 */
export function DocsLayout({
  children,
  className,
  logo,
  headerEnd,
  above = 'eyebrow',
  sidebar,
  footer,
}: DocsLayoutProps) {
  const { lang, dir } = useActiveLanguage();
  return (
    <div className={cx('docsnav-layout', className)} lang={lang} dir={dir}>
      <header className="docsnav-header">
        <MobileNav>
          <Sidebar {...sidebar} header={<Dropdown />} scrollKey="docsnav-drawer" />
        </MobileNav>
        {logo && <div className="docsnav-logo">{logo}</div>}
        <div className="docsnav-switchers">
          <ProductSwitcher />
          <VersionSwitcher />
          <LanguageSwitcher />
        </div>
        <div className="docsnav-header-end">
          {headerEnd}
          <GlobalAnchors />
        </div>
      </header>
      <TabBar />
      <div className="docsnav-body">
        <Sidebar
          {...sidebar}
          header={<Dropdown />}
          className={cx('docsnav-layout-sidebar', sidebar?.className)}
        />
        <main className="docsnav-main">
          {above === 'eyebrow' && <Eyebrow />}
          {above === 'breadcrumbs' && <Breadcrumbs />}
          <div className="docsnav-content">{children}</div>
          {footer}
          <Pager />
        </main>
      </div>
    </div>
  );
}
