import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { LANGUAGES } from '@resort/core'
import { siteTextsModule } from '@resort/core/site'

/** A chunk of the host site's build, as Vite's manifest describes it. */
interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}

export interface SiteManifest {
  /** Each language's chunk of base texts (the host site's `siteTextsModule`). */
  texts: Partial<Record<string, string>>
  /**
   * The stylesheets of the page modules a render used (their sources, such as
   * `src/map/MapPage.tsx`), and of what they import, beyond those the entry links already.
   */
  stylesheetsOf(sources: readonly string[]): string[]
}

/** The build's manifest beside index.html; without one, no chunks are known. */
export function readSiteManifest(siteDir: string): SiteManifest {
  const file = path.join(siteDir, '.vite', 'manifest.json')
  const chunks: Record<string, ManifestChunk | undefined> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)
    : {}
  // A chunk and what it imports, each once, the imported first.
  const closure = (key: string, seen: Set<string>): ManifestChunk[] => {
    const chunk = chunks[key]
    if (!chunk || seen.has(key)) return []
    seen.add(key)
    return [
      ...(chunk.imports ?? []).flatMap((imported) => closure(imported, seen)),
      chunk,
    ]
  }
  const entries = Object.keys(chunks).filter((key) => chunks[key]?.isEntry)
  const entryChunks = entries.flatMap((key) => closure(key, new Set()))
  const linked = new Set(entryChunks.flatMap((chunk) => chunk.css ?? []))
  const pageChunks = (sources: readonly string[]) => {
    const seen = new Set<string>()
    return sources.flatMap((source) => closure(source, seen))
  }
  return {
    texts: Object.fromEntries(
      LANGUAGES.flatMap((language) => {
        const chunk = chunks[siteTextsModule(language)]
        return chunk ? [[language, `/${chunk.file}`]] : []
      }),
    ),
    stylesheetsOf(sources) {
      const sheets = pageChunks(sources).flatMap((chunk) => chunk.css ?? [])
      return [...new Set(sheets)]
        .filter((sheet) => !linked.has(sheet))
        .map((sheet) => `/${sheet}`)
    },
  }
}
