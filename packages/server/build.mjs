// Bundles the server with the workspace's own packages inlined (read from source through the
// @resort/source condition); third-party dependencies stay external and load from node_modules.
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
  sourcemap: true,
  conditions: ['@resort/source'],
  external,
  logLevel: 'warning',
})
