import { createRequire } from 'node:module'
import path from 'node:path'
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
} from 'vite'
import { compression } from 'vite-plugin-compression2'

const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(
    createRequire(import.meta.url).resolve('react-router/package.json'),
  ),
  'dist/production/index.mjs',
)

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
          rollupOptions: { input: { main: 'index.html', gate: 'gate.html' } },
        },
      },
)
