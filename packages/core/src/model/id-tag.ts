import type { DivisionKind } from './types.js';

/** Start of a division's id segment (`/t:Guides`). */
export const ID_TAG: Record<DivisionKind, string> = {
  product: 'P:',
  version: 'v:',
  language: 'l:',
  tab: 't:',
  menu: 'm:',
  anchor: 'a:',
  dropdown: 'd:',
};
