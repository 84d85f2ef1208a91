import { useEffect, useRef } from 'react';

/** The bundler's `process` (its `env.NODE_ENV` is replaced at build time), when there is one. */
declare const process: { env: { NODE_ENV?: string } } | undefined;

/** True outside production builds (bundlers replace `process.env.NODE_ENV`; no `process`: development). */
export const isDev = (): boolean => typeof process === 'undefined' || process?.env.NODE_ENV !== 'production';

/**
 * Warns (development only, once per component instance) when a host switches `component`'s `prop` between
 * controlled (a value) and uncontrolled (`undefined`) after the first render. As with React's own inputs,
 * that is a bug in the host: the state shown jumps between the host's value and the component's own.
 */
export function useControlledSwitchWarning(component: string, prop: string, value: unknown): void {
  const controlled = value !== undefined;
  const initial = useRef(controlled);
  const warned = useRef(false);
  useEffect(() => {
    if (controlled === initial.current || warned.current || !isDev()) return;
    warned.current = true;
    const [from, to] = controlled ? ['uncontrolled', 'controlled'] : ['controlled', 'uncontrolled'];
    const Prop = `${prop.charAt(0).toUpperCase()}${prop.slice(1)}`;
    console.warn(
      `docsnav: ${component} is changing from ${from} to ${to} \`${prop}\`. Keep \`${prop}\` (with ` +
        `\`on${Prop}Change\`) or leave it undefined (with \`default${Prop}\`) for the component's lifetime.`,
    );
  }, [component, prop, controlled]);
}
