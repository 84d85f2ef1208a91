import { describe, expect, it } from 'vitest';
import { finderLabels } from './finder-labels.js';

describe('finderLabels', () => {
  it('gives the Spanish and Arabic finder texts by primary language subtag', () => {
    expect(finderLabels('es-MX').button).toBe('Buscar páginas');
    expect(finderLabels('es').count?.(1)).toBe('1 página');
    expect(finderLabels('es').count?.(3)).toBe('3 páginas');
    expect(finderLabels('ar').button).toBe('البحث في الصفحات');
    expect(finderLabels('ar').count?.(4)).toContain('4');
  });

  it('leaves English and unknown languages to the kit defaults, with a stable object', () => {
    expect(finderLabels('en')).toEqual({});
    expect(finderLabels('de')).toBe(finderLabels(undefined));
    expect(finderLabels('ar')).toBe(finderLabels('ar'));
  });
});
