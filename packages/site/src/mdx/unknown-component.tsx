import { cached } from '@docsnav/core';
import type { ReactNode } from 'react';

/** Props any MDX component may receive; only `title` and `children` are shown by the fallback. */
export interface UnknownProps {
  title?: unknown;
  children?: ReactNode;
}

const made = new Map<string, (props: UnknownProps) => ReactNode>();

/**
 * The stand-in for a component the site does not know (`<Card>`, `<Frame>`, `<Snippet.Thing>`...): a plain
 * box labelled with the component's name (and its `title`), around its children. Capitalized properties
 * (`<Thing.Part>`) are stand-ins too. Rendered as spans styled as blocks, so it is valid inside paragraphs.
 */
export function unknownComponent(name: string): (props: UnknownProps) => ReactNode {
  return cached(made, name, () => standIn(name));
}

/** A new stand-in for `name` (`unknownComponent` makes one per name). */
function standIn(name: string): (props: UnknownProps) => ReactNode {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per name and cached, so its identity is stable.
  function Unknown({ title, children }: UnknownProps) {
    return (
      <span className="site-unknown" data-component={name}>
        <span className="site-unknown-label">
          {name}
          {typeof title === 'string' && title ? `: ${title}` : ''}
        </span>
        {children}
      </span>
    );
  }
  Unknown.displayName = name;
  return withParts(name, Unknown);
}

/**
 * `component` whose capitalized properties it does not have (`<Tabs.Tab>` when the site's `Tabs` has no
 * `Tab`) are stand-ins labelled `Tabs.Tab`, as any unknown component: MDX would throw "Expected component
 * `Tabs.Tab` to be defined" otherwise.
 */
export function withParts<C extends object>(name: string, component: C): C {
  return new Proxy(component, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^[A-Z]/.test(key) && !(key in target))
        return unknownComponent(`${name}.${key}`);
      return Reflect.get(target, key, receiver);
    },
  });
}
