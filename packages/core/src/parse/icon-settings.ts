/** `icons.library` of docs.json, and the `library` and `style` of an icon object. */
import { DEFAULT_ICON_LIBRARY, FONTAWESOME_STYLES, ICON_LIBRARIES } from '../icons.js';
import type { Builder } from './builder.js';
import {
  CHECK_ICON_OBJECT_INVALID_FIELD,
  CHECK_ICON_OBJECT_UNKNOWN_ICON_LIBRARY,
  READ_ICON_SETTINGS_INVALID_FIELD,
  READ_ICON_SETTINGS_UNKNOWN_ICON_LIBRARY,
} from './message-ids.js';
import { isObject, type JsonObject } from './values.js';

/** Reads `icons.library` into the settings (only `lucide` is stored: Font Awesome is the default). An
 *  unknown library is reported and Font Awesome is used. */
export function readIconSettings(b: Builder, docs: JsonObject): void {
  const icons = docs.icons;
  if (icons === undefined) return;
  if (!isObject(icons)) {
    b.report(READ_ICON_SETTINGS_INVALID_FIELD, '/icons', icons);
    return;
  }
  const v = icons.library;
  if (v === undefined) return;
  const library = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (library === 'lucide') b.settings.iconLibrary = 'lucide';
  else if (library !== DEFAULT_ICON_LIBRARY) {
    b.report(READ_ICON_SETTINGS_UNKNOWN_ICON_LIBRARY, '/icons/library', v);
  }
}

/** Reports an icon object's `library` docsnav does not draw (its slot stays empty) and a `style` Mintlify
 *  does not know (the default style is drawn). `pointer` is the icon's. Run by the full parse's reporter. */
export function checkIconObject(b: Builder, icon: JsonObject, pointer: string): void {
  const { library, style } = icon;
  if (
    typeof library === 'string' &&
    !(ICON_LIBRARIES as readonly string[]).includes(library.trim().toLowerCase())
  ) {
    b.report(CHECK_ICON_OBJECT_UNKNOWN_ICON_LIBRARY, `${pointer}/library`, library);
  }
  if (
    typeof style === 'string' &&
    !(FONTAWESOME_STYLES as readonly string[]).includes(style.trim().toLowerCase())
  ) {
    b.report(CHECK_ICON_OBJECT_INVALID_FIELD, `${pointer}/style`, style);
  }
}
