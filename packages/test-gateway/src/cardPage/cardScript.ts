import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

export interface CardScript {
  code: string
  /** Subresource integrity of `code`, which the page's script element carries. */
  integrity: string
}

/** The card page's script, bundled once from its source (script.ts). */
export async function buildCardScript(): Promise<CardScript> {
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
  const code = result.outputFiles[0]!.text
  return {
    code,
    integrity: `sha384-${createHash('sha384').update(code).digest('base64')}`,
  }
}
