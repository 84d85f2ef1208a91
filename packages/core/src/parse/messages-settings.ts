import type { ContrastIssue } from '../brand/tokens.js';
import { FONTAWESOME_STYLES, ICON_LIBRARIES } from '../icons.js';
import { describe } from './diagnostics.js';
import {
  CHECK_ICON_OBJECT_INVALID_FIELD,
  CHECK_ICON_OBJECT_UNKNOWN_ICON_LIBRARY,
  COLOR_INVALID_COLOR,
  READ_APPEARANCE_INVALID_FIELD,
  READ_COLORS_INVALID_COLOR,
  READ_COLORS_LOW_CONTRAST,
  READ_GLOBAL_ANCHOR_GLOBAL_ANCHOR_NOT_EXTERNAL,
  READ_GLOBAL_ANCHOR_INVALID_TYPE,
  READ_GLOBAL_ANCHOR_MISSING_LABEL,
  READ_GLOBAL_ANCHOR_UNSAFE_LINK,
  READ_GLOBAL_INVALID_TYPE,
  READ_GLOBAL_INVALID_TYPE_2,
  READ_ICON_SETTINGS_INVALID_FIELD,
  READ_ICON_SETTINGS_UNKNOWN_ICON_LIBRARY,
  READ_IMAGE_ASSET_OUTSIDE_ROOT,
  READ_IMAGE_UNSAFE_LINK,
  READ_LINK_RELATIVE_LINK,
  READ_LINK_UNSAFE_LINK,
  READ_NAVBAR_LINK_INVALID_TYPE,
  READ_NAVBAR_LINK_MISSING_LABEL,
  READ_PRIMARY_MISSING_LABEL,
  READ_SETTINGS_INVALID_FIELD,
  READ_SETTINGS_INVALID_FIELD_2,
  SETTINGS_OBJECT_INVALID_FIELD,
} from './message-ids.js';
import type { Arg, Message } from './message-types.js';

/** The messages about docs.json's settings (colours, images, links, the navbar, appearance, icons, global
 *  anchors), by message id; `MESSAGES` (messages.ts) joins them with the navigation walk's. */

const LIBRARIES = ICON_LIBRARIES.map((l) => `"${l}"`).join(' or ');

export const SETTINGS_MESSAGES = {
  [COLOR_INVALID_COLOR]: {
    code: 'invalid-color',
    text: (field: Arg, found: unknown, fallback: Arg) =>
      [
        `Expected \`${field}\` to be a hex colour (#rgb or #rrggbb); found ${describe(found)}. ${fallback}.`,
        'Write the colour as "#0d9373" or "#0d9".',
      ] as const,
  },
  [READ_COLORS_INVALID_COLOR]: {
    code: 'invalid-color',
    text: () =>
      "Expected `colors` to have a `primary` colour; found none. The kit's default colours are used.",
  },
  [READ_COLORS_LOW_CONTRAST]: {
    code: 'low-contrast',
    text: (issue: ContrastIssue) => {
      const on =
        issue.use === 'button'
          ? `as the navbar button's background, under its text (${issue.against})`
          : `as text on the ${issue.use === 'light-text' ? 'light' : 'dark'} page's highlight (${issue.against}, the current page's background in the sidebar)`;
      const scheme = issue.use === 'dark-text' ? ' in the dark scheme' : '';
      return [
        `Expected \`colors.${issue.key}\` to contrast at least 4.5:1 with its background${scheme}; found ${issue.ratio}:1 ${on}. It is used as given; some readers will not read it.`,
        issue.use === 'button'
          ? 'Pick a darker or a lighter colour for the button.'
          : `A close colour with enough contrast: ${issue.suggestion}.`,
      ] as const;
    },
  },
  [READ_IMAGE_UNSAFE_LINK]: {
    code: 'unsafe-link',
    text: (key: Arg, src: unknown) =>
      [
        `Expected \`${key}\` to be an http(s) URL or a path in the docs folder; found ${JSON.stringify(src)}, whose scheme is not allowed. It was left out.`,
        'Put the image in the docs folder and give its path, e.g. "/logo/light.svg".',
      ] as const,
  },
  [READ_IMAGE_ASSET_OUTSIDE_ROOT]: {
    code: 'asset-outside-root',
    text: (key: Arg, src: unknown) =>
      [
        `Expected \`${key}\` to be a file inside the docs folder; found ${JSON.stringify(src)}, which leaves it. It was left out: nothing outside the docs folder is read or served.`,
        'Move the image into the docs folder and give its path from there, e.g. "/logo/light.svg".',
      ] as const,
  },
  [READ_LINK_RELATIVE_LINK]: {
    code: 'relative-link',
    text: (what: Arg, href: unknown) =>
      `Expected the href of ${what} to be an http(s) or mailto URL or a path starting with "/"; found the relative path ${JSON.stringify(href)}. It was made a site link, "/${href}".`,
  },
  [READ_LINK_UNSAFE_LINK]: {
    code: 'unsafe-link',
    text: (what: Arg, href: unknown) =>
      [
        `Expected the href of ${what} to be an http(s), mailto or site link; found ${JSON.stringify(href)}, whose scheme is not allowed. ${what} was left out.`,
        'Use an https:// URL or a path starting with "/".',
      ] as const,
  },
  [READ_NAVBAR_LINK_INVALID_TYPE]: {
    code: 'invalid-type',
    text: (found: unknown) =>
      `Expected a navbar link { label, href, icon? }; found ${describe(found)}. It was left out.`,
  },
  [READ_NAVBAR_LINK_MISSING_LABEL]: {
    code: 'missing-label',
    text: (label: unknown) =>
      `Expected a navbar link to have a non-empty \`label\` (or an icon); found ${describe(label)}. The link was left out.`,
  },
  [READ_PRIMARY_MISSING_LABEL]: {
    code: 'missing-label',
    text: (label: unknown) =>
      `Expected the navbar button to have a non-empty \`label\`; found ${describe(label)}. The button was left out.`,
  },
  [READ_APPEARANCE_INVALID_FIELD]: {
    code: 'invalid-field',
    text: (d: unknown) =>
      `Expected \`appearance.default\` to be "system", "light" or "dark"; found ${describe(d)}. "system" is used.`,
  },
  [READ_GLOBAL_INVALID_TYPE]: {
    code: 'invalid-type',
    text: (found: unknown) =>
      `Expected \`global\` to be an object { anchors: [...] }; found ${describe(found)}. It was ignored.`,
  },
  [READ_GLOBAL_INVALID_TYPE_2]: {
    code: 'invalid-type',
    at: '/anchors',
    text: (anchors: unknown) =>
      `Expected \`global.anchors\` to be an array; found ${describe(anchors)}. It was ignored.`,
  },
  [READ_GLOBAL_ANCHOR_INVALID_TYPE]: {
    code: 'invalid-type',
    text: (found: unknown) =>
      `Expected a global anchor object { anchor, href, icon? }; found ${describe(found)}. It was left out.`,
  },
  [READ_GLOBAL_ANCHOR_MISSING_LABEL]: {
    code: 'missing-label',
    at: (label: unknown) => (label === undefined ? '' : '/anchor'),
    text: (label: unknown) =>
      `Expected a global anchor to have a non-empty \`anchor\` label; found ${describe(label)}. The anchor was left out.`,
  },
  [READ_GLOBAL_ANCHOR_UNSAFE_LINK]: {
    code: 'unsafe-link',
    at: (_label: Arg, href: unknown) => (href === undefined ? '' : '/href'),
    text: (label: Arg, href: unknown) =>
      [
        `Expected global anchor "${label}" to have an external http(s) or mailto href; found ${describe(href)}. The anchor was left out.`,
        'Use an https:// URL.',
      ] as const,
  },
  [READ_GLOBAL_ANCHOR_GLOBAL_ANCHOR_NOT_EXTERNAL]: {
    code: 'global-anchor-not-external',
    at: (_label: Arg, href: unknown) => (href === undefined ? '' : '/href'),
    text: (label: Arg, href: unknown) =>
      [
        `Expected global anchor "${label}" to have an external http(s) or mailto href; found ${describe(href)}. The anchor was left out.`,
        'Global anchors cannot link inside the docs; use a full https:// URL or a tab/anchor instead.',
      ] as const,
  },
  [READ_ICON_SETTINGS_INVALID_FIELD]: {
    code: 'invalid-field',
    text: (icons: unknown) =>
      `Expected \`icons\` to be an object; found ${describe(icons)}. It is ignored: Font Awesome, the default, is used.`,
  },
  [READ_ICON_SETTINGS_UNKNOWN_ICON_LIBRARY]: {
    code: 'unknown-icon-library',
    text: (found: unknown) =>
      [
        `Expected \`icons.library\` to be ${LIBRARIES}; found ${describe(found)}. Icons are looked up in Font Awesome, the default.`,
        'docsnav draws Font Awesome (Free) and lucide icons.',
      ] as const,
  },
  [CHECK_ICON_OBJECT_UNKNOWN_ICON_LIBRARY]: {
    code: 'unknown-icon-library',
    text: (library: unknown) =>
      `Expected the icon's \`library\` to be ${LIBRARIES}; found ${describe(library)}. The icon is not drawn (its slot stays empty).`,
  },
  [CHECK_ICON_OBJECT_INVALID_FIELD]: {
    code: 'invalid-field',
    text: (style: unknown) =>
      `Expected the icon's \`style\` to be one of ${FONTAWESOME_STYLES.join(', ')}; found ${describe(style)}. The default style (regular) is drawn.`,
  },
  [SETTINGS_OBJECT_INVALID_FIELD]: {
    code: 'invalid-field',
    at: (key: Arg) => `/${key}`,
    text: (key: Arg, found: unknown) =>
      `Expected \`${key}\` to be an object; found ${describe(found)}. It is ignored: ${key === 'styling' ? 'the default eyebrow ("section") is used' : "the host's default drill-down is used"}.`,
  },
  [READ_SETTINGS_INVALID_FIELD]: {
    code: 'invalid-field',
    text: (found: unknown) =>
      `Expected \`styling.eyebrows\` to be "section" or "breadcrumbs"; found ${describe(found)}. The default, "section", is used.`,
  },
  [READ_SETTINGS_INVALID_FIELD_2]: {
    code: 'invalid-field',
    text: (found: unknown) =>
      `Expected \`interaction.drilldown\` to be true or false; found ${describe(found)}. The host's default is used.`,
  },
} as const satisfies Record<string, Message>;
