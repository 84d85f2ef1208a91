import { type BrandView, resolveBrand } from '@docsnav/core';
import { useMemo } from 'react';
import { useNavigationIndex } from './hooks.js';

/**
 * The site's brand from docs.json (`name`, `colors`, `logo`, `favicon`, `navbar`, `appearance`; core
 * `resolveBrand`): image URLs and internal links include `basePath`. For a host drawing its own header;
 * `DocsLayout` draws it with `SiteLogo`, `NavbarLinks`, `NavbarPrimary` and `BrandStyle`. Stable while the
 * model's settings are the same.
 */
export function useBrand(): BrandView {
  const { settings } = useNavigationIndex();
  return useMemo(() => resolveBrand(settings), [settings]);
}
