/**
 * Sets `key` to `value` as the most recently used entry of `map`, forgetting the least recently
 * used one first when `map` is full (`max` entries): a Map keeps insertion order, so an entry set
 * again moves to the end and the first key is the least recently used. The one owner of that
 * idiom for the kept statements, answers, buckets and facts. Returns `value`.
 */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, max: number): V {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value as K);
  map.set(key, value);
  return value;
}
