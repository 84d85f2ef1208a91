import type { RootNode } from '../model/types.js';
import { type Builder, NO_CHILDREN, type WalkContext } from './builder.js';
import { readGlobal, reportUnknownKeys } from './fields.js';
import { readIconSettings } from './icon-settings.js';
import {
  NORMALIZE_DOCS_INVALID_ROOT,
  NORMALIZE_DOCS_MISSING_NAVIGATION,
  NORMALIZE_DOCS_UNRESOLVED_REF,
  READ_SETTINGS_INVALID_FIELD,
  READ_SETTINGS_INVALID_FIELD_2,
  SETTINGS_OBJECT_INVALID_FIELD,
  WALK_NAVIGATION_EMPTY_NAVIGATION,
} from './message-ids.js';
import { isObject, type JsonObject } from './values.js';
import { CHILD_ORDER, pickChildKey, walkChildren } from './walk-divisions.js';

const GLOBAL_KEY = 'global';

/** Appends the root node (index 0), which every model has, even an empty one. */
export function pushRoot(b: Builder): RootNode {
  const root: RootNode = {
    id: '/',
    type: 'root',
    parent: -1,
    children: NO_CHILDREN,
    end: 1,
    hidden: false,
  };
  b.nodes.push(root);
  return root;
}

/** Validates and normalizes a parsed docs.json value into the builder: settings, global anchors, the tree. */
export function normalizeDocs(b: Builder, docs: unknown): void {
  const root = pushRoot(b);
  if (!isObject(docs)) {
    b.report(NORMALIZE_DOCS_INVALID_ROOT, '', docs);
    return;
  }
  readSettings(b, docs);
  b.brandReader?.(b, docs);
  const nav = docs.navigation;
  if (!isObject(nav)) {
    b.report(NORMALIZE_DOCS_MISSING_NAVIGATION, nav === undefined ? '' : '/navigation', nav);
    return;
  }
  if (nav.$ref !== undefined) {
    b.report(NORMALIZE_DOCS_UNRESOLVED_REF, '/navigation/$ref', nav.$ref);
    return;
  }
  walkNavigation(b, nav, root);
}

function walkNavigation(b: Builder, nav: JsonObject, root: RootNode): void {
  reportUnknownKeys(b, nav, 'navigation', '/navigation');
  if (nav[GLOBAL_KEY] !== undefined) b.global = readGlobal(b, nav[GLOBAL_KEY], '/navigation/global');
  const scope = b.openApi?.(b, nav.openapi, '/navigation/openapi', 0);
  const ctx: WalkContext = {
    parent: 0,
    depth: 1,
    hidden: false,
    scope,
    division: 0,
    groupDepth: 0,
  };
  const key = pickChildKey(b, nav, CHILD_ORDER.root, '/navigation', undefined);
  if (key === undefined) {
    if (scope === undefined) {
      b.report(WALK_NAVIGATION_EMPTY_NAVIGATION, '/navigation');
    }
  } else {
    walkChildren(b, nav, key, '/navigation', ctx);
  }
  b.specSupport?.generate(b, scope, ctx);
  root.end = b.nodes.length;
  root.children = b.takeChildren(0);
}

/** A settings key (`styling`, `interaction`) that is present must be an object; otherwise say so (what is
 *  used instead is the message's). */
function settingsObject(b: Builder, value: unknown, key: 'styling' | 'interaction'): void {
  if (value === undefined || isObject(value)) return;
  b.report(SETTINGS_OBJECT_INVALID_FIELD, '', key, value);
}

function readSettings(b: Builder, docs: JsonObject): void {
  readIconSettings(b, docs);
  const styling = docs.styling;
  settingsObject(b, styling, 'styling');
  if (isObject(styling) && styling.eyebrows !== undefined) {
    const v = styling.eyebrows;
    if (v === 'breadcrumbs' || v === 'section') b.settings.eyebrows = v;
    else {
      b.report(READ_SETTINGS_INVALID_FIELD, '/styling/eyebrows', v);
    }
  }
  const interaction = docs.interaction;
  settingsObject(b, interaction, 'interaction');
  if (isObject(interaction) && interaction.drilldown !== undefined) {
    const v = interaction.drilldown;
    if (typeof v === 'boolean') b.settings.drilldown = v;
    else {
      b.report(READ_SETTINGS_INVALID_FIELD_2, '/interaction/drilldown', v);
    }
  }
}
