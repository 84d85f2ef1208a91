import { useCallback, useSyncExternalStore } from 'react';

/**
 * A part of a component that no reader sees on first paint (a menu's popup, a dialog), loaded with a dynamic
 * `import()` on the reader's first intent (hover, focus, touch, a key) instead of shipping in the entry.
 * One module per part, loaded once per page; every instance then renders it.
 */
export interface LazyPart<T> {
  /** The loaded module, or undefined until it has arrived. */
  current(): T | undefined;
  /** Starts loading (once; later calls do nothing). A failed load may be asked again. */
  load(): void;
  subscribe(listener: () => void): () => void;
}

/** A {@link LazyPart} that loads its module with `importer` (a function holding the `import()`). */
export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let module: T | undefined;
  let loading = false;
  const listeners = new Set<() => void>();
  return {
    current: () => module,
    load() {
      if (loading || module !== undefined) return;
      loading = true;
      importer().then(
        (loaded) => {
          module = loaded;
          for (const listener of listeners) listener();
        },
        () => {
          // The trigger keeps working as a plain button; the next intent tries again.
          loading = false;
        },
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const none = () => undefined;

/**
 * The part's module once loaded (undefined before, on the server and while hydrating: the server HTML is the
 * placeholder's, and hydration matches it), and `load` to call on the reader's first intent.
 */
export function useLazyPart<T>(part: LazyPart<T>): [T | undefined, () => void] {
  const module = useSyncExternalStore(part.subscribe, part.current, none);
  const load = useCallback(() => part.load(), [part]);
  return [module, load];
}
