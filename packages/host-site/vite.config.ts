import { createRequire } from 'node:module'
import path from 'node:path'
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type Rolldown,
} from 'vite'
import { compression } from 'vite-plugin-compression2'

const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(
    createRequire(import.meta.url).resolve('react-router/package.json'),
  ),
  'dist/production/index.mjs',
)

const SITE_ENTRY = path.resolve(import.meta.dirname, 'src/main.tsx')
const GATE_ENTRY = path.resolve(
  import.meta.dirname,
  'src/platform/gate/main.ts',
)

/** A module and all it may import statically (through packages' indexes, all they export). */
function staticClosure(entry: string, context: Rolldown.ChunkingContext) {
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    for (const imported of context.getModuleInfo(id)?.importedIds ?? [])
      visit(imported)
  }
  visit(entry)
  return seen
}

const closures = new WeakMap<
  Rolldown.ChunkingContext,
  { site: Set<string>; gate: Set<string> }
>()
/** What the site's and the gate's entries may import, once per build. */
const closuresOf = (context: Rolldown.ChunkingContext) => {
  let found = closures.get(context)
  if (!found) {
    found = {
      site: staticClosure(SITE_ENTRY, context),
      gate: staticClosure(GATE_ENTRY, context),
    }
    closures.set(context, found)
  }
  return found
}
/** The gate page's own modules and texts, which run only there. */
const GATE_OWN =
  /[\\/]src[\\/]platform[\\/](gate[\\/]|i18n[\\/]locales[\\/]\w+[\\/]gate\.json)/

/**
 * What every page loads before it hydrates, in one chunk rather than the 20 the bundler cuts it
 * into by which pages share each module: each file is compressed alone, so the cut cost 5 KB
 * gzip of what a page loads first (issue 33). The entries stay chunks of their own (the
 * manifest and the server find a page's chunks by them), and what the staging gate's page may
 * share with the site is a chunk apart, so that page does not load the site. Each group takes
 * its modules' dependencies too (the default): without them the chunk's modules ran out of
 * order (a route table read a list not yet defined).
 */
const siteChunks: Rolldown.CodeSplittingGroup[] = [
  {
    name: (id, context) => {
      const { site, gate } = closuresOf(context)
      return site.has(id) && gate.has(id) && !GATE_OWN.test(id)
        ? 'shared'
        : null
    },
    tags: ['$initial'],
    priority: 1,
  },
  {
    name: (id, context) =>
      closuresOf(context).site.has(id) &&
      id !== SITE_ENTRY &&
      !GATE_OWN.test(id)
        ? 'site'
        : null,
    tags: ['$initial'],
  },
]

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        // The server's renderer of the site's pages (decision 027): one file with everything
        // in it, imported by the server from dist-ssr/, never served.
        resolve: {
          conditions: ['@resort/source', ...defaultServerConditions],
        },
        ssr: {
          noExternal: true,
          resolve: {
            conditions: ['@resort/source', ...defaultServerConditions],
          },
        },
        build: {
          outDir: 'dist-ssr',
          emptyOutDir: true,
          ssr: 'src/entry-server.tsx',
          rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
        },
      }
    : {
        // Brotli and gzip copies beside each file, served as the browser asks (@fastify/static preCompressed).
        plugins: [
          compression({
            algorithms: ['brotliCompress', 'gzip'],
            include: /\.(js|mjs|css|html|svg|json)$/,
            threshold: 1024,
            logLevel: 'silent',
          }),
        ],
        resolve: {
          conditions: ['@resort/source', ...defaultClientConditions],
          // The browser runs the site on preact/compat (decision 029); the server's renderer
          // and the component tests stay on React.
          alias: [
            { find: /^react$/, replacement: 'preact/compat' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            {
              find: /^react-dom\/client$/,
              replacement: 'preact/compat/client',
            },
            { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
            // React Router's exports name its development build only (remix-run/react-router
            // #14102): its production build, without the development checks and warnings.
            { find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION },
            {
              find: /^react\/jsx-dev-runtime$/,
              replacement: 'preact/jsx-runtime',
            },
          ],
        },
        server: {
          proxy: {
            '/api': 'http://localhost:3000',
            '/widget': 'http://localhost:3000',
          },
        },
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          sourcemap: true,
          // dist/.vite/manifest.json: the home page's chunks, which size-limit follows (.size-limit.js).
          manifest: true,
          // No polyfill (one request fewer): a browser without modulepreload (Safari before 17)
          // still loads the modules, as they are imported.
          modulePreload: { polyfill: false },
          // maplibre-gl is one chunk of about 1.1 MB, loaded by the map page alone (issue 16).
          chunkSizeWarningLimit: 1_200,
          // The site, and the staging gate's page (served by the server while the gate is closed).
          rollupOptions: {
            input: { main: 'index.html', gate: 'gate.html' },
            output: { codeSplitting: { groups: siteChunks } },
          },
        },
      },
)
