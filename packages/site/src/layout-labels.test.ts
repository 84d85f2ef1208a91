import { describe, expect, it } from 'vitest';
import { layoutLabels } from './layout-labels.js';

describe('layoutLabels', () => {
  it('gives the Arabic and Spanish pager texts by primary language subtag', () => {
    expect(layoutLabels('ar').pager).toMatchObject({ prev: 'السابق', next: 'التالي' });
    expect(layoutLabels('es-MX').pager).toMatchObject({ prev: 'Anterior', next: 'Siguiente' });
    expect(layoutLabels('ar').sidebar?.toggle?.('النسخ')).toContain('النسخ');
  });

  it('leaves English and unknown languages to the kit defaults, with a stable object', () => {
    expect(layoutLabels('en')).toEqual({});
    expect(layoutLabels('de')).toBe(layoutLabels(undefined));
    expect(layoutLabels('ar')).toBe(layoutLabels('ar'));
  });
});
