/**
 * Types of the `virtual:docsnav` module served by the `@docsnav/node/vite` plugin. Reference them once in
 * a project: `/// <reference types="@docsnav/node/virtual-docsnav" />` (or list the file in `types`).
 */
declare module 'virtual:docsnav' {
  import type { Diagnostic, NavModel } from '@docsnav/core';
  /** The navigation model of the docs folder. */
  export const model: NavModel;
  /** Every problem found while loading it, each with its file, line and column. */
  export const diagnostics: Diagnostic[];
  /** The absolute path of the docs folder. */
  export const root: string;
}
