import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

export interface CardPageScript {
  code: string
  /** Subresource integrity of `code`, which the page's script element carries. */
  integrity: string
}

const withIntegrity = (code: string): CardPageScript => ({
  code,
  integrity: `sha384-${createHash('sha384').update(code).digest('base64')}`,
})

/**
 * The card page's script: prebuilt beside the built server (dist/stripe-card.js, build.mjs),
 * or bundled from its source when the server runs from source (the tests).
 */
export async function loadCardPageScript(): Promise<CardPageScript> {
  try {
    return withIntegrity(
      await readFile(new URL('./stripe-card.js', import.meta.url), 'utf8'),
    )
  } catch {
    const { build } = await import('esbuild')
    const result = await build({
      entryPoints: [
        fileURLToPath(new URL('./browser/cardPage.ts', import.meta.url)),
      ],
      bundle: true,
      write: false,
      format: 'iife',
      minify: true,
      platform: 'browser',
      target: 'es2022',
      logLevel: 'silent',
    })
    return withIntegrity(result.outputFiles[0]!.text)
  }
}
