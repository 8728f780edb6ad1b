// Bundles the test gateway (dist/main.mjs, core inlined from source); it bundles its card page's
// script from source when first asked for it (src/cardPage/cardScript.ts). dist/testCardCalls.mjs
// is what the card page does with a typed card, for the benchmarks, which run plain JavaScript.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const pkg = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
)
const external = Object.keys(pkg.dependencies).filter(
  (name) => !name.startsWith('@resort/'),
)

for (const [entry, out] of [
  ['src/main.ts', 'dist/main.mjs'],
  ['src/testCardCalls.ts', 'dist/testCardCalls.mjs'],
])
  await build({
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@resort/source'],
    external,
    logLevel: 'warning',
  })
