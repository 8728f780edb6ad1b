import { readFileSync } from 'node:fs'
import { defineConfig } from 'vite'

// `@resort/widget/react` for React apps: src/react.ts as an ES module library with React, the
// form and store libraries and @resort/core left to the app's bundler (dist/react.js; the
// declarations come from tsconfig.build.json). The script-tag bundle is vite.config.ts.
const pkg = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  dependencies: Record<string, string>
  peerDependencies: Record<string, string>
}
const external = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })

export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    lib: { entry: 'src/react.ts', formats: ['es'], fileName: () => 'react.js' },
    rollupOptions: {
      external: (id) =>
        external.some((name) => id === name || id.startsWith(`${name}/`)),
      // The steps React.lazy loads stay apart from react.js, as in the script-tag bundle.
      output: { chunkFileNames: 'react/[name]-[hash].js' },
    },
  },
})
