import type { DocsLayoutLabels } from '../components/docs-layout.js';

/** Every text of the layout in Arabic, for tests and stories of translated layouts. */
export const arabic: DocsLayoutLabels = {
  sidebar: { nav: 'الشريط الجانبي', toggle: (label) => `تبديل ${label}`, deprecated: 'متقادم' },
  pager: { nav: 'الصفحات', prev: 'السابق', next: 'التالي' },
  mobileNav: { open: 'افتح التنقل', close: 'أغلق التنقل', title: 'التنقل' },
  tabs: 'الألسنة',
  breadcrumbs: 'مسار التنقل',
  globalAnchors: 'روابط',
  product: 'المنتج',
  version: 'الإصدار',
  language: 'اللغة',
  newTab: 'يفتح في لسان جديد',
  sidebarToggle: 'إظهار الشريط الجانبي أو إخفاؤه',
};
