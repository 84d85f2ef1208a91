/** `icons.library` of docs.json, and the `library` and `style` of an icon object. */
import { DEFAULT_ICON_LIBRARY, FONTAWESOME_STYLES, ICON_LIBRARIES } from '../icons.js';
import type { Builder } from './builder.js';
import { describe } from './diagnostics.js';
import { isObject, type JsonObject } from './values.js';

const LIBRARIES = ICON_LIBRARIES.map((l) => `"${l}"`).join(' or ');

/** Reads `icons.library` into the settings (only `lucide` is stored: Font Awesome is the default). An
 *  unknown library is reported and Font Awesome is used. */
export function readIconSettings(b: Builder, docs: JsonObject): void {
  const icons = docs.icons;
  if (icons === undefined) return;
  if (!isObject(icons)) {
    b.reporter.report(
      'invalid-field',
      '/icons',
      `Expected \`icons\` to be an object; found ${describe(icons)}. It is ignored: Font Awesome, the default, is used.`,
    );
    return;
  }
  const v = icons.library;
  if (v === undefined) return;
  const library = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (library === 'lucide') b.settings.iconLibrary = 'lucide';
  else if (library !== DEFAULT_ICON_LIBRARY) {
    b.reporter.report(
      'unknown-icon-library',
      '/icons/library',
      `Expected \`icons.library\` to be ${LIBRARIES}; found ${describe(v)}. Icons are looked up in Font Awesome, the default.`,
      'docsnav draws Font Awesome (Free) and lucide icons.',
    );
  }
}

/** Reports an icon object's `library` docsnav does not draw (its slot stays empty) and a `style` Mintlify
 *  does not know (the default style is drawn). `pointer` is the icon's. */
export function checkIconObject(b: Builder, icon: JsonObject, pointer: string): void {
  const { library, style } = icon;
  if (
    typeof library === 'string' &&
    !(ICON_LIBRARIES as readonly string[]).includes(library.trim().toLowerCase())
  ) {
    b.reporter.report(
      'unknown-icon-library',
      `${pointer}/library`,
      `Expected the icon's \`library\` to be ${LIBRARIES}; found ${describe(library)}. The icon is not drawn (its slot stays empty).`,
    );
  }
  if (
    typeof style === 'string' &&
    !(FONTAWESOME_STYLES as readonly string[]).includes(style.trim().toLowerCase())
  ) {
    b.reporter.report(
      'invalid-field',
      `${pointer}/style`,
      `Expected the icon's \`style\` to be one of ${FONTAWESOME_STYLES.join(', ')}; found ${describe(style)}. The default style (regular) is drawn.`,
    );
  }
}
