import { defaultClientConditions, defineConfig, type Plugin } from 'vite'
import { compression } from 'vite-plugin-compression2'

// The script-tag bundle: React is swapped for preact/compat to keep partners' pages light.
// Two builds: this one, the element modules as ES modules sharing chunks (loaded on demand),
// and vite.loader.config.ts, the small classic script partners include.
export const widgetResolve = {
  conditions: ['@resort/source', ...defaultClientConditions],
  alias: [
    { find: /^react$/, replacement: 'preact/compat' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  ],
}

/**
 * Vite wraps each dynamic import in a helper that preloads the chunk's dependencies and CSS and
 * announces a failure as `vite:preloadError` on the page's window. With modulePreload off and the
 * styles in the modules there is nothing to preload (every call passes `[]`), and a partner's
 * page is not ours to signal: the elements get a helper that only loads, 0.6 KB gzip less
 * (issue 33). A chunk that fails to load still rejects, as before.
 */
const loadOnlyPreloadHelper: Plugin = {
  name: 'resort:load-only-preload-helper',
  enforce: 'pre',
  load(id) {
    return id === '\0vite/preload-helper.js'
      ? 'export const __vitePreload = (load) => load()'
      : null
  },
}

export default defineConfig({
  resolve: widgetResolve,
  // Brotli and gzip copies beside each file, served as the browser asks (@fastify/static preCompressed).
  plugins: [
    loadOnlyPreloadHelper,
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // JSON as one default object: a language's texts (a chunk each) need no export per key.
  json: { namedExports: false },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // An app build, not library mode: library mode leaves ES output's whitespace unminified.
    modulePreload: false,
    // dist/.vite/manifest.json: each element's chunks, which size-limit follows (.size-limit.js).
    manifest: true,
    rollupOptions: {
      input: {
        'resort-search': 'src/elements/resort-search.ts',
        'resort-booking': 'src/elements/resort-booking.tsx',
        'resort-manage-booking': 'src/elements/resort-manage-booking.tsx',
        'resort-booking-request': 'src/elements/resort-booking-request.tsx',
        'resort-callback-request': 'src/elements/resort-callback-request.tsx',
      },
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        entryFileNames: 'elements/[name].js',
        // Steps loaded on demand (payment, confirmation) apart from the chunks the elements share,
        // so that size-limit can measure each stage of the flow; a language's texts (other than
        // English, which is bundled) under locales/, such as locales/de-search-[hash].js.
        chunkFileNames: (chunk) => {
          const locale = /\/locales\/(\w+)\/(\w+)\.json$/.exec(
            chunk.facadeModuleId ?? '',
          )
          if (locale) return `locales/${locale[1]}-${locale[2]}-[hash].js`
          return chunk.isDynamicEntry
            ? 'steps/[name]-[hash].js'
            : 'chunks/[name]-[hash].js'
        },
      },
    },
  },
})
