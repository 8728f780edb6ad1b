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
    path: [
      'packages/widget/dist/resort-widget.js',
      'packages/widget/dist/elements/resort-search.js',
      'packages/widget/dist/chunks/*.js',
    ],
    limit: '40 KB',
    gzip: true,
    disablePlugins: ['@size-limit/esbuild'],
  },
  {
    name: 'booking until the rooms step is interactive: loader + <resort-booking> + shared chunks',
    path: [
      'packages/widget/dist/resort-widget.js',
      'packages/widget/dist/elements/resort-booking.js',
      'packages/widget/dist/chunks/*.js',
    ],
    limit: '75 KB',
    gzip: true,
    disablePlugins: ['@size-limit/esbuild'],
  },
  {
    // The payment step's code loads when the guest continues from the rooms step.
    name: 'whole booking flow through payment: the above + the payment step',
    path: [
      'packages/widget/dist/resort-widget.js',
      'packages/widget/dist/elements/resort-booking.js',
      'packages/widget/dist/chunks/*.js',
      'packages/widget/dist/steps/PaymentStep-*.js',
    ],
    limit: '100 KB',
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
