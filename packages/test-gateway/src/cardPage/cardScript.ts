import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

export interface CardScript {
  code: string
  /** Subresource integrity of `code`, which the page's script element carries. */
  integrity: string
}

const withIntegrity = (code: string): CardScript => ({
  code,
  integrity: `sha384-${createHash('sha384').update(code).digest('base64')}`,
})

/**
 * The card page's script: the one the build wrote beside the gateway (dist/card.js), or, run from
 * source (the tests), bundled once from script.ts.
 */
export async function buildCardScript(): Promise<CardScript> {
  const built = await readFile(
    new URL('./card.js', import.meta.url),
    'utf8',
  ).catch(() => undefined)
  if (built !== undefined) return withIntegrity(built)
  // The same options as build.mjs's.
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./script.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    platform: 'browser',
    target: 'es2022',
    conditions: ['@resort/source'],
    logLevel: 'silent',
  })
  return withIntegrity(result.outputFiles[0]!.text)
}
