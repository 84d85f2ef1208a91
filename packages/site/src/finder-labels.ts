import type { PageFinderLabels } from '@docsnav/react/finder';

/** The page finder's texts in the languages the site knows besides English (the kit's default). */
const LABELS: Record<string, Partial<PageFinderLabels>> = {
  es: {
    button: 'Buscar páginas',
    placeholder: 'Busca una página por título, sección o ruta…',
    close: 'Cerrar',
    recent: 'Páginas recientes',
    results: 'Páginas',
    noResults: 'Ninguna página coincide',
    empty: 'Escribe el título, la sección o la ruta de una página',
    loading: 'Cargando páginas…',
    error: 'No se pudo cargar la lista de páginas',
    allDivisions: 'Todas las versiones e idiomas',
    hidden: 'Oculta',
    count: (n) => (n === 1 ? '1 página' : `${n} páginas`),
  },
  ar: {
    button: 'البحث في الصفحات',
    placeholder: 'ابحث عن صفحة بالعنوان أو القسم أو المسار…',
    close: 'إغلاق',
    recent: 'الصفحات الأخيرة',
    results: 'الصفحات',
    noResults: 'لا توجد صفحات مطابقة',
    empty: 'اكتب عنوان صفحة أو قسمها أو مسارها',
    loading: 'جارٍ تحميل الصفحات…',
    error: 'تعذّر تحميل قائمة الصفحات',
    allDivisions: 'كل الإصدارات واللغات',
    hidden: 'مخفية',
    count: (n) => `عدد الصفحات: ${n}`,
  },
};

const ENGLISH: Partial<PageFinderLabels> = {};

/** The finder texts for a BCP 47 language tag, by its primary subtag; English for any other or none. The
 *  same object each time. */
export function finderLabels(lang: string | undefined): Partial<PageFinderLabels> {
  const primary = lang?.split('-')[0]?.toLowerCase();
  return (primary && LABELS[primary]) || ENGLISH;
}
