import type { Persistence, PersistenceAdapter } from './types.js';

const storage = (p: 'session' | 'local') => (p === 'local' ? localStorage : sessionStorage);

/** The adapter behind a `persistence` option. Its read keeps boolean entries only; neither call throws
 *  (storage denied, full or holding bad JSON leaves the state unpersisted for this page view). */
export function adapter(
  p: Persistence | undefined,
  key = 'docsnav:expanded',
): PersistenceAdapter | undefined {
  if (!p) return;
  const a: PersistenceAdapter =
    typeof p === 'object'
      ? p
      : {
          read: () => JSON.parse(storage(p).getItem(key) ?? 'null'),
          write: (s) => storage(p).setItem(key, JSON.stringify(s)),
        };
  return {
    read() {
      try {
        const v: unknown = a.read();
        if (v && typeof v === 'object')
          return Object.fromEntries(Object.entries(v).filter(([, b]) => typeof b === 'boolean'));
      } catch {}
    },
    write(s) {
      try {
        a.write(s);
      } catch {}
    },
  };
}
