import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { LANGUAGES } from '@resort/core'

/** A chunk of the host site's build, as Vite's manifest describes it. */
interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}

export interface SiteManifest {
  /** Each language's chunk of base texts (the host site's `src/i18n/texts/{lang}.ts`). */
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
  const linked = new Set(
    Object.values(chunks).flatMap((chunk) =>
      chunk?.isEntry ? (chunk.css ?? []) : [],
    ),
  )
  const cssOf = (key: string, seen: Set<string>): string[] => {
    const chunk = chunks[key]
    if (!chunk || seen.has(key)) return []
    seen.add(key)
    return [
      ...(chunk.imports ?? []).flatMap((imported) => cssOf(imported, seen)),
      ...(chunk.css ?? []),
    ]
  }
  return {
    texts: Object.fromEntries(
      LANGUAGES.flatMap((language) => {
        const chunk = chunks[`src/i18n/texts/${language}.ts`]
        return chunk ? [[language, `/${chunk.file}`]] : []
      }),
    ),
    stylesheetsOf(sources) {
      const seen = new Set<string>()
      const sheets = sources.flatMap((source) => cssOf(source, seen))
      return [...new Set(sheets)]
        .filter((sheet) => !linked.has(sheet))
        .map((sheet) => `/${sheet}`)
    },
  }
}
