// Bundles the test gateway (dist/main.mjs, core inlined from source); it bundles its card page's
// script from source when first asked for it (src/cardPage/cardScript.ts).
import { readFileSync } from 'node:fs'
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
