import type { Persistence, PersistenceAdapter } from './types.js';

/** The adapter behind a `persistence` option; its read keeps boolean entries only and never throws. */
export function adapter(
  p: Persistence | undefined,
  key = 'docsnav:expanded',
): PersistenceAdapter | undefined {
  if (!p) return;
  const st = () => (p === 'local' ? localStorage : sessionStorage);
  const a: PersistenceAdapter =
    typeof p === 'object'
      ? p
      : {
          read: () => JSON.parse(st().getItem(key) ?? 'null'),
          write: (s) => st().setItem(key, JSON.stringify(s)),
        };
  return {
    read() {
      try {
        const v: unknown = a.read();
        return v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).filter(([, b]) => typeof b === 'boolean'))
          : undefined;
      } catch {
        return;
      }
    },
    write(s) {
      try {
        a.write(s);
      } catch {
        // storage full or denied: the state still works for this page view
      }
    },
  };
}
