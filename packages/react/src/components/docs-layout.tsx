import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useBrand } from '../hook/brand-hooks.js';
import { Breadcrumbs } from './breadcrumbs.js';
import { cx } from './class-name.js';
import { Eyebrow } from './eyebrow.js';
import { GlobalAnchors } from './global-anchors.js';
import { useActiveLanguage } from './language.js';
import { NewTabLabelProvider } from './links.js';
import { MobileNav, type MobileNavLabels } from './mobile-nav.js';
import { Pager, type PagerLabels } from './pager.js';
import { Sidebar, type SidebarProps } from './sidebar/sidebar.js';
import {
  SidebarCollapseButton,
  type SidebarCollapseOptions,
  useSidebarCollapse,
} from './sidebar/sidebar-collapse.js';
import type { SidebarLabels } from './sidebar/sidebar-context.js';
import { SidebarFilterBox } from './sidebar/sidebar-filter.js';
import { BrandNavbar, BrandStyle, SiteLogo } from './site-brand.js';
import { MAIN_ID, SkipLink } from './skip-link.js';
import { Dropdown, LanguageSwitcher, ProductSwitcher, VersionSwitcher } from './switchers.js';
import { TabBar } from './tab-bar.js';
import { TocSlots } from './toc-slots.js';

/**
 * Every text of {@link DocsLayout}, for translation. All optional: what is not given keeps the English
 * default of the component it belongs to (each part is passed to that component's `labels`).
 */
export interface DocsLayoutLabels {
  /** Both sidebars (desktop and drawer): "Sidebar", "Toggle …", "Deprecated". */
  sidebar?: Partial<SidebarLabels>;
  /** "Pages", "Previous", "Next". */
  pager?: Partial<PagerLabels>;
  /** The drawer: "Open navigation", "Close navigation", "Navigation". */
  mobileNav?: Partial<MobileNavLabels>;
  /** Name of the tab bar (`nav`). Default "Tabs". */
  tabs?: string;
  /** Name of the breadcrumbs (`nav`). Default "Breadcrumb". */
  breadcrumbs?: string;
  /** Name of the global anchors list. Default "Links". */
  globalAnchors?: string;
  /** Spoken before the current value of each switcher: "Product", "Version", "Language", "Section". */
  product?: string;
  /** The version switcher. Default "Version". */
  version?: string;
  /** The language switcher. Default "Language". */
  language?: string;
  /** The dropdown at the top of the sidebar. */
  section?: string;
  /** Spoken after every external link. Default "opens in a new tab". */
  newTab?: string;
  /** The button that hides and shows the desktop sidebar. Default "Toggle sidebar". */
  sidebarToggle?: string;
  /** Name of the list of docs.json `navbar.links`. Default "Navbar". */
  navbar?: string;
  /** The first link of the page, shown when focused, to the main content. Default "Skip to content". */
  skipToContent?: string;
}

/** Props of {@link DocsLayout}: the root `div`'s attributes (passed to it, `ref` included) and slots around
 *  the page content. */
export interface DocsLayoutProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The page body. */
  children?: ReactNode;
  /** Extra class names on the layout's root. */
  className?: string;
  /** Site logo or name, at the start of the header. Default: docs.json `logo` (or `name`), `SiteLogo`. */
  logo?: ReactNode;
  /** Extra header content (search, theme toggle...), before the global anchors. */
  headerEnd?: ReactNode;
  /** Shown above the content: the eyebrow (default), the breadcrumbs, or nothing. */
  above?: 'eyebrow' | 'breadcrumbs' | 'none';
  /** Props passed to both sidebars (desktop and drawer). The filter box is on (`{ filter: false }` removes it). */
  sidebar?: Omit<SidebarProps, 'header'>;
  /** Content after the page body, before the pager. */
  footer?: ReactNode;
  /** Texts of every part, for translation (partial, over the English defaults). */
  labels?: DocsLayoutLabels;
  /** The desktop sidebar's hide/show button and where its state is kept (default: shown, kept in
   *  localStorage). `false`: no button. Narrow layouts use the drawer instead. */
  sidebarCollapse?: SidebarCollapseOptions | false;
  /** The page's "On this page" (a `TableOfContents`): in a column at the inline end on wide layouts, a
   *  compact disclosure in the header row otherwise (its list drops under the header). */
  toc?: ReactNode;
}

/**
 * A drop-in docs layout: header (drawer button, logo, product/version/language switchers, global anchors,
 * docs.json `navbar` links and button; the brand colours of docs.json `colors`),
 * tab bar, sidebar (with the dropdown at its top), then eyebrow or breadcrumbs, the content and the pager.
 * Sets `lang` and `dir` from the active language, so right-to-left languages flip the whole layout.
 */
export const DocsLayout = forwardRef<HTMLDivElement, DocsLayoutProps>(function DocsLayout(
  {
    children,
    className,
    logo,
    headerEnd,
    above = 'eyebrow',
    sidebar,
    footer,
    labels = {},
    sidebarCollapse = {},
    toc,
    ...rest
  },
  ref,
) {
  const { lang, dir } = useActiveLanguage();
  const name = (text: string | undefined) => (text === undefined ? undefined : { name: text });
  const dropdown = <Dropdown labels={name(labels.section)} />;
  const sidebarLabels = labels.sidebar ?? sidebar?.labels;
  const navbarLabels = labels.navbar === undefined ? undefined : { list: labels.navbar };
  // The global anchors beside the navbar, without a link the navbar has (a docs.json often lists its
  // repository in both): in the header, and in the phone's drawer, where the header's are hidden.
  const { links, primary } = useBrand();
  const anchors = (className?: string) => (
    <GlobalAnchors
      className={className}
      labels={labels.globalAnchors === undefined ? undefined : { list: labels.globalAnchors }}
      omit={(primary ? [...links, primary] : links).map((item) => item.link.href)}
    />
  );
  const collapse = useSidebarCollapse(sidebarCollapse || { collapsed: false, persistence: false });
  const tocSlots = TocSlots(toc);
  const switchers = (
    <>
      <ProductSwitcher labels={name(labels.product)} />
      <VersionSwitcher labels={name(labels.version)} />
      <LanguageSwitcher labels={name(labels.language)} />
    </>
  );
  const layout = (
    <div lang={lang} dir={dir} {...rest} ref={ref} className={cx('docsnav-layout', className)}>
      <SkipLink label={labels.skipToContent} />
      <BrandStyle />
      <header className="docsnav-header">
        <MobileNav labels={labels.mobileNav}>
          <BrandNavbar className="docsnav-drawer-navbar" labels={navbarLabels} />
          {anchors('docsnav-drawer-anchors')}
          <div className="docsnav-drawer-switchers">{switchers}</div>
          <Sidebar
            filter={SidebarFilterBox}
            {...sidebar}
            labels={sidebarLabels}
            header={dropdown}
            scrollKey="docsnav-drawer"
          />
        </MobileNav>
        {sidebarCollapse && <SidebarCollapseButton state={collapse} label={labels.sidebarToggle} />}
        {logo === undefined ? <SiteLogo /> : logo && <div className="docsnav-logo">{logo}</div>}
        <div className="docsnav-switchers">{switchers}</div>
        <div className="docsnav-header-end">
          {tocSlots.phone}
          {headerEnd}
          {anchors()}
          <BrandNavbar labels={navbarLabels} />
        </div>
      </header>
      <TabBar labels={labels.tabs === undefined ? undefined : { nav: labels.tabs }} />
      <div className="docsnav-body" data-sidebar={collapse.collapsed ? 'collapsed' : 'shown'}>
        <div className="docsnav-sidebar-slot" {...collapse.region}>
          <Sidebar
            filter={SidebarFilterBox}
            {...sidebar}
            labels={sidebarLabels}
            header={dropdown}
            className={cx('docsnav-layout-sidebar', sidebar?.className)}
          />
        </div>
        <main className="docsnav-main" id={MAIN_ID} tabIndex={-1}>
          {above === 'eyebrow' && <Eyebrow />}
          {above === 'breadcrumbs' && (
            <Breadcrumbs
              labels={labels.breadcrumbs === undefined ? undefined : { nav: labels.breadcrumbs }}
            />
          )}
          <div className="docsnav-content">{children}</div>
          {footer}
          <Pager labels={labels.pager} />
          {tocSlots.end}
        </main>
        {tocSlots.column}
      </div>
    </div>
  );
  return labels.newTab ? <NewTabLabelProvider label={labels.newTab}>{layout}</NewTabLabelProvider> : layout;
});
