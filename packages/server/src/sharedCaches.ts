import type { CatalogCache } from './catalog/catalogSnapshot'
import type { ChangeNotices } from './db/changeNotices'
import type { SearchCache } from './search/availability'

/**
 * The catalog snapshot and the search cache of this process, told of changes made in the others
 * (issue 34): a booking, a change or a rate edit in one process clears every process's search
 * cache, and a catalog edit reloads every process's snapshot, within a notice's round trip
 * rather than the caches' ages.
 */
export function shareCacheChanges(
  { catalog, cache }: { catalog: CatalogCache; cache: SearchCache },
  notices: ChangeNotices,
  logFailure: (error: unknown, what: string) => void,
): { catalog: CatalogCache; cache: SearchCache } {
  notices.onNotice((notice) => {
    cache.invalidate()
    if (notice === 'catalog')
      catalog
        .reload()
        // Answers computed while the new catalog was loading may hold the old one.
        .then(() => cache.invalidate())
        .catch((error: unknown) =>
          logFailure(error, 'catalog not reloaded after a notice'),
        )
  })
  return {
    catalog: {
      ...catalog,
      async reload() {
        const reloaded = await catalog.reload()
        notices.announce('catalog')
        return reloaded
      },
    },
    cache: {
      ...cache,
      invalidate() {
        cache.invalidate()
        notices.announce('search')
      },
    },
  }
}
