import { cached } from '@docsnav/core';
import type { ComponentType } from 'react';
import { callouts } from './callouts.js';
import { Card, CardGroup } from './cards.js';
import { Accordion, CodeBlock, Container, Field } from './fields.js';
import { MdxLink } from './site-link.js';
import { Step, Steps } from './steps.js';
import { Tab, Tabs } from './tabs.js';
import { unknownComponent, withParts } from './unknown-component.js';

/** A component of any props (MDX passes whatever the page author wrote). */
type MdxComponent = ComponentType<never>;

/** Components the site draws itself (a small subset of Mintlify's); every other name gets a fallback. */
export const knownComponents: Record<string, MdxComponent> = {
  a: MdxLink,
  pre: CodeBlock,
  ...callouts,
  Card,
  CardGroup,
  Columns: CardGroup,
  Steps,
  Step,
  Tabs,
  Tab,
  ParamField: Field,
  ResponseField: Field,
  Accordion,
  AccordionGroup: Container,
  CodeGroup: Container,
  Frame: Container,
};

/** The known components, each answering `<Name.Part>` with a stand-in when it has no such part. */
const withStandInParts: Record<string, MdxComponent> = Object.fromEntries(
  Object.entries(knownComponents).map(([name, component]) => [
    name,
    /^[A-Z]/.test(name) ? withParts(name, component) : component,
  ]),
);

const cache = new Map<string, Record<string, MdxComponent>>();

/**
 * The MDX components of a page that renders the capitalized names `names`: the known components, plus a
 * labelled stand-in for each name the site does not know. (MDX copies the provider's object with a spread,
 * so every name must be a real key: the names come from the page's compile step.)
 */
export function componentsFor(names: readonly string[]): Record<string, MdxComponent> {
  return cached(cache, names.join(','), () => {
    const components = { ...withStandInParts };
    for (const name of names) if (!(name in components)) components[name] = unknownComponent(name);
    return components;
  });
}
