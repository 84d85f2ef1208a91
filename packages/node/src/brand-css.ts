import { brandCss, type NavModel } from '@docsnav/core';

/**
 * Computes the brand's CSS at build time: `settings.brand.css` = core `brandCss(brand)` (its `colors` and
 * `background.color`), so the browser only applies it (the React kit's `BrandStyle`) and ships none of the
 * colour maths. `loadDocs` calls it on every model it returns. A model with neither, or with `css` already,
 * is left as it is.
 */
export function addBrandCss(model: NavModel): NavModel {
  const brand = model.settings.brand;
  if ((brand?.colors !== undefined || brand?.background !== undefined) && brand.css === undefined)
    brand.css = brandCss(brand);
  return model;
}
