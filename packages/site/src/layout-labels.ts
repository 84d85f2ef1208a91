import type { DocsLayoutLabels } from '@docsnav/react/layout';

/** The layout's texts in the languages the site knows besides English (the kit's default). */
const LABELS: Record<string, DocsLayoutLabels> = {
  es: {
    sidebar: {
      nav: 'Barra lateral',
      toggle: (label) => `Mostrar u ocultar ${label}`,
      deprecated: 'Obsoleto',
      filter: 'Filtrar páginas',
      filterCount: (n) =>
        n === 0 ? 'Ninguna página coincide' : n === 1 ? '1 página coincide' : `${n} páginas coinciden`,
    },
    pager: { nav: 'Páginas', prev: 'Anterior', next: 'Siguiente' },
    mobileNav: { open: 'Abrir la navegación', close: 'Cerrar la navegación', title: 'Navegación' },
    tabs: 'Pestañas',
    breadcrumbs: 'Ruta de navegación',
    globalAnchors: 'Enlaces',
    product: 'Producto',
    version: 'Versión',
    language: 'Idioma',
    section: 'Sección',
    newTab: 'se abre en una pestaña nueva',
    sidebarToggle: 'Mostrar u ocultar la barra lateral',
    navbar: 'Barra superior',
    skipToContent: 'Saltar al contenido',
  },
  ar: {
    sidebar: {
      nav: 'الشريط الجانبي',
      toggle: (label) => `إظهار أو إخفاء ${label}`,
      deprecated: 'مهمل',
      filter: 'تصفية الصفحات',
      filterCount: (n) => (n === 0 ? 'لا توجد صفحة مطابقة' : `عدد الصفحات المطابقة: ${n}`),
    },
    pager: { nav: 'الصفحات', prev: 'السابق', next: 'التالي' },
    mobileNav: { open: 'فتح التنقل', close: 'إغلاق التنقل', title: 'التنقل' },
    tabs: 'الأقسام الرئيسية',
    breadcrumbs: 'مسار التنقل',
    globalAnchors: 'روابط',
    product: 'المنتج',
    version: 'الإصدار',
    language: 'اللغة',
    section: 'القسم',
    newTab: 'يفتح في علامة تبويب جديدة',
    sidebarToggle: 'إظهار أو إخفاء الشريط الجانبي',
    navbar: 'الشريط العلوي',
    skipToContent: 'انتقل إلى المحتوى',
  },
};

const ENGLISH: DocsLayoutLabels = {};

/**
 * The layout texts for a BCP 47 language tag (`es`, `es-MX`, `ar`...): by the primary language subtag;
 * English (the kit's defaults) for any other language or none. The same object each time, so the
 * sidebar's memoized labels stay stable across renders.
 */
export function layoutLabels(lang: string | undefined): DocsLayoutLabels {
  const primary = lang?.split('-')[0]?.toLowerCase();
  return (primary && LABELS[primary]) || ENGLISH;
}
