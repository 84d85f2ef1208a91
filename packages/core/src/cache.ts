/**
 * `map.get(key)`, made with `make` and kept on first use: docsnav's one cache idiom (a module-level `WeakMap`
 * keyed by an index or a model, so that the cache lives as long as it, or a `Map` inside one).
 */
export function cached<K, V>(
  map: { get(key: K): V | undefined; set(key: K, value: V): unknown },
  key: K,
  make: () => V,
): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
