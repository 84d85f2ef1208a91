import { useCallback, useEffect, useRef, useState } from 'react';

/** `process.env.NODE_ENV`, which bundlers replace (as React needs: it picks its own build by it). */
declare const process: { env: { NODE_ENV?: string } };
/** A development build: a production bundle has `'production' !== 'production'` here, and drops the
 *  warning's code. */
const DEV = process.env.NODE_ENV !== 'production';

/** What {@link useControllableState} takes: the host's value (controlled when defined), the initial own
 *  value, the change callback and the component's name for the warning. */
export interface ControllableStateOptions<T> {
  prop: T | undefined;
  defaultProp: T;
  onChange?: ((value: T) => void) | undefined;
  /** Names the component and prop in the warning, e.g. "docsnav: <MobileNav> (`open`)". */
  caller: string;
}

/**
 * The host's value when it gives one (controlled: a change is only asked for, through `onChange`), else the
 * component's own, starting at `defaultProp` (uncontrolled: `onChange` hears each real change, after it is
 * rendered). `onChange` is never called with the value already shown. Switching `prop` between a value and
 * undefined after the first render warns in development, at each switch. The semantics of Radix's
 * `useControllableState` (which the kit's lazily loaded menus and dialog use), without its code in the entry.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
  caller,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultProp);
  const controlled = prop !== undefined;
  const value = controlled ? prop : own;
  const latest = useRef(onChange);
  latest.current = onChange;
  // Uncontrolled: the change is reported once rendered, and only when the value did change.
  const reported = useRef(own);
  useEffect(() => {
    if (reported.current === own) return;
    reported.current = own;
    latest.current?.(own);
  }, [own]);
  if (DEV) {
    // biome-ignore lint/correctness/useHookAtTopLevel: DEV is a constant of the build.
    const was = useRef(controlled);
    // biome-ignore lint/correctness/useHookAtTopLevel: DEV is a constant of the build.
    useEffect(() => {
      if (was.current !== controlled) {
        const name = (c: boolean) => (c ? 'controlled' : 'uncontrolled');
        console.warn(
          `${caller} is changing from ${name(was.current)} to ${name(controlled)}. Components should not switch from controlled to uncontrolled (or vice versa). Decide between using a controlled or uncontrolled value for the lifetime of the component.`,
        );
      }
      was.current = controlled;
    }, [controlled, caller]);
  }
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      else if (next !== prop) latest.current?.(next);
    },
    [controlled, prop],
  );
  return [value, set];
}
