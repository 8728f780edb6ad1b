import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

// Gzipped size budgets, printed and enforced by `pnpm size`.
// The widget bundle is measured as built; each @resort/core subpath is bundled for a browser
// (esbuild, from source through the @resort/source condition) to show what importing it costs.
const fromSource = (config) => ({
  ...config,
  conditions: ['@resort/source', 'browser', 'module', 'import', 'default'],
})

const coreSubpaths = {
  '.': ['packages/core/src/index.ts', '3 KB'],
  // The booking and form schemas bring in validation (libphonenumber's metadata); a widget
  // bundle pays for them only on the steps that import them.
  api: ['packages/core/src/api/index.ts', '80 KB'],
  format: ['packages/core/src/format/index.ts', '8 KB'],
  i18n: ['packages/core/src/i18n/index.ts', '18 KB'],
  pricing: ['packages/core/src/pricing/index.ts', '3 KB'],
  reference: ['packages/core/src/reference/index.ts', '25 KB'],
  reservation: ['packages/core/src/reservation/index.ts', '8 KB'],
  stay: ['packages/core/src/stay/index.ts', '3 KB'],
  tracking: ['packages/core/src/tracking/index.ts', '3 KB'],
  validation: ['packages/core/src/validation/index.ts', '66 KB'],
}

const widgetDist = 'packages/widget/dist'

// A static `import ... from "./x.js"` (or `import "./x.js"`) of a built module; not `import(...)`.
const STATIC_IMPORT =
  /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g

/**
 * The built modules the browser loads before these run: them and their static imports, followed
 * through the shared chunks. With more elements in the build, chunks/ holds chunks that some flows
 * never load, so a flow is measured by what it imports, not by a glob over chunks/.
 */
function loadedWith(...files) {
  const found = new Set()
  const visit = (file) => {
    if (found.has(file)) return
    found.add(file)
    if (!existsSync(file)) return // size-limit reports the missing file
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(
      STATIC_IMPORT,
    ))
      visit(path.posix.join(path.posix.dirname(file), specifier))
  }
  for (const file of files) visit(`${widgetDist}/${file}`)
  return [...found]
}

// A step's file name carries a hash; the built file it is, when the widget is built.
function step(prefix) {
  const dir = `${widgetDist}/steps`
  const name = existsSync(dir)
    ? readdirSync(dir).find(
        (file) => file.startsWith(prefix) && file.endsWith('.js'),
      )
    : undefined
  return `steps/${name ?? `${prefix}-missing.js`}`
}

export default [
  {
    name: 'resort-widget.js: the loader partners include',
    path: 'packages/widget/dist/resort-widget.js',
    limit: '5 KB',
    gzip: true,
    disablePlugins: ['@size-limit/esbuild'],
  },
  {
    name: 'until search results are interactive: loader + <resort-search> + shared chunks',
    path: loadedWith('resort-widget.js', 'elements/resort-search.js'),
    limit: '40 KB',
    gzip: true,
    disablePlugins: ['@size-limit/esbuild'],
  },
  {
    name: 'booking until the rooms step is interactive: loader + <resort-booking> + shared chunks',
    path: loadedWith('resort-widget.js', 'elements/resort-booking.js'),
    limit: '75 KB',
    gzip: true,
    disablePlugins: ['@size-limit/esbuild'],
  },
  {
    // The payment step's code loads when the guest continues from the rooms step.
    name: 'whole booking flow through payment: the above + the payment step',
    path: loadedWith(
      'resort-widget.js',
      'elements/resort-booking.js',
      step('PaymentStep'),
    ),
    limit: '100 KB',
    gzip: true,
    disablePlugins: ['@size-limit/esbuild'],
  },
  {
    // Both request forms on one page; each alone loads less. zod (core's schemas, as the server
    // checks them) and react-hook-form are most of it.
    name: 'request forms until interactive: loader + <resort-booking-request> + <resort-callback-request> + their chunks',
    path: loadedWith(
      'resort-widget.js',
      'elements/resort-booking-request.js',
      'elements/resort-callback-request.js',
    ),
    limit: '80 KB',
    gzip: true,
    disablePlugins: ['@size-limit/esbuild'],
  },
  ...Object.entries(coreSubpaths).map(([subpath, [path, limit]]) => ({
    name: `@resort/core${subpath === '.' ? '' : `/${subpath}`} (every export)`,
    path,
    import: '*',
    limit,
    gzip: true,
    modifyEsbuildConfig: fromSource,
  })),
]
