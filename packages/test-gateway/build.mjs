// Bundles the test gateway (dist/main.mjs, core inlined from source) and its card page's script
// (dist/card.js, which the page serves with its integrity).
import { readFileSync, writeFileSync } from 'node:fs'
import { build } from 'esbuild'

const pkg = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
)
const external = Object.keys(pkg.dependencies).filter(
  (name) => !name.startsWith('@resort/'),
)

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['@resort/source'],
  external,
  logLevel: 'warning',
})
const card = await build({
  entryPoints: ['src/cardPage/script.ts'],
  bundle: true,
  write: false,
  format: 'iife',
  minify: true,
  platform: 'browser',
  target: 'es2022',
  conditions: ['@resort/source'],
  logLevel: 'warning',
})
writeFileSync('dist/card.js', card.outputFiles[0].text)
