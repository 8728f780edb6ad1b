/**
 * Answers kept for a short while by key. Concurrent misses share one load; a failed load is not
 * kept. With maxAgeMs 0 nothing is kept.
 */
export function createTtlCache<T>(maxAgeMs: number, maxEntries = 1000) {
  const entries = new Map<string, { at: number; value: Promise<T> }>()
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now()
      const hit = entries.get(key)
      if (hit && now - hit.at <= maxAgeMs) return hit.value
      if (maxAgeMs <= 0) return load()
      if (entries.size >= maxEntries) {
        for (const [oldKey, entry] of entries)
          if (now - entry.at > maxAgeMs) entries.delete(oldKey)
        // Still full: drop the oldest (Map keeps insertion order).
        if (entries.size >= maxEntries)
          entries.delete(entries.keys().next().value as string)
      }
      const value = load()
      entries.set(key, { at: now, value })
      value.catch(() => entries.delete(key))
      return value
    },
    clear(): void {
      entries.clear()
    },
  }
}
