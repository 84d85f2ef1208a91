/** Models shown by the stories, parsed in the browser from docs.json objects with `parseDocs`. */

import type { NavModel } from '@docsnav/core';
import { parseDocs } from '@docsnav/core/parse';
import {
  dropdownDocs,
  generatedDocs,
  guidesDocs,
  guidesOptions,
  nestedClosedDocs,
  nestedClosedOptions,
  switchersDocs,
  switchersOptions,
} from '../../packages/react/src/test-support/navs.js';

/** The fixtures name lucide icons (drawn from `fixtureIcons`): they say so, as a lucide site's docs.json does. */
function parsed(docs: object, options?: Parameters<typeof parseDocs>[1]): NavModel {
  const { model, diagnostics } = parseDocs({ icons: { library: 'lucide' }, ...docs }, options);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new Error(`story model has errors: ${JSON.stringify(errors)}`);
  return model;
}

/** Tabs (one with a menu, one external), nested/rooted/expanded groups, icons, tags, endpoints. */
export const guides = parsed(guidesDocs, guidesOptions);
/** Dropdowns holding anchors. */
export const dropdowns = parsed(dropdownDocs);
/** Products > versions > languages (en, ar, es) > tabs. */
export const switchers = parsed(switchersDocs, switchersOptions);
/** A closed group holding nested groups, tags, a method, a deprecated page and text to escape. */
export const nestedClosed = parsed(nestedClosedDocs, nestedClosedOptions);
/** 1,000 pages generated as a docs.json object, parsed like any other. */
export const thousand = parsed(generatedDocs(1000));
/** The guides site with `styling.eyebrows: "breadcrumbs"`. */
export const guidesEyebrowTrail = parsed(
  { ...guidesDocs, styling: { eyebrows: 'breadcrumbs' } },
  guidesOptions,
);
