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

// The site's card page's script with Stripe (decision 040), served with its integrity.
await build({
  entryPoints: ['src/payments/stripeCardPage/browser/cardPage.ts'],
  outfile: 'dist/stripe-card.js',
  bundle: true,
  format: 'iife',
  minify: true,
  platform: 'browser',
  target: 'es2022',
  logLevel: 'warning',
})
