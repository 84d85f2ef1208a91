'use client';
/**
 * @docsnav/react/split: the provider of a split model (a shell and one scope per sidebar, loaded as the
 * reader moves). A site with a whole model uses `NavigationProvider` of `@docsnav/react`, whose bundle then
 * holds none of the scope loading. The React Router and Next.js providers use this one.
 */
export { SplitNavigationProvider } from './hook/split-provider.js';
export type { SplitNavigationProviderProps } from './hook/types.js';
