import { createHash } from 'node:crypto'
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
 * The card page's script, bundled once from its source (`entry`: script.ts beside this file,
 * which the built gateway names from its own place).
 */
export async function buildCardScript(
  entry = new URL('./script.ts', import.meta.url),
): Promise<CardScript> {
  const result = await build({
    entryPoints: [fileURLToPath(entry)],
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
