import { type Ref, type RefCallback, useCallback } from 'react';

/** Sets a ref (callback or object) to `value`. */
function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** One callback ref that sets both: a component's own ref and the one its host forwarded. */
export function useComposedRefs<T>(own: Ref<T> | undefined, forwarded: Ref<T> | undefined): RefCallback<T> {
  return useCallback(
    (value: T | null) => {
      setRef(own, value);
      setRef(forwarded, value);
    },
    [own, forwarded],
  );
}
