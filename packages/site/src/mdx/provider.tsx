import { cached } from '@docsnav/core';
import type { ComponentType } from 'react';
import { unknownComponent, withParts } from './unknown-component.js';

/** A component of any props (MDX passes whatever the page author wrote). */
export type MdxComponent = ComponentType<never>;

const cache = new Map<string, Record<string, MdxComponent>>();

/**
 * The MDX components of a page that renders the capitalized names `names`: `known`, the site's own
 * components the page uses (known-components.ts; the build imports only those), each answering
 * `<Name.Part>` with a stand-in when it has no such part, plus a labelled stand-in for each name the site
 * does not know. (MDX copies the provider's object with a spread, so every name must be a real key: the
 * names come from the page's compile step.)
 */
export function componentsFor(
  known: Record<string, MdxComponent>,
  names: readonly string[],
): Record<string, MdxComponent> {
  return cached(cache, names.join(','), () => {
    const components: Record<string, MdxComponent> = {};
    for (const [name, component] of Object.entries(known))
      components[name] = /^[A-Z]/.test(name) ? withParts(name, component) : component;
    for (const name of names) if (!(name in components)) components[name] = unknownComponent(name);
    return components;
  });
}
