import { readFileSync } from 'node:fs'
import { defineConfig } from 'vite'

// `@resort/widget/react` for React apps and `@resort/widget/forms` (the form kit): src/react.ts
// and src/forms/index.ts as ES module libraries with React, the form and store libraries and
// @resort/core left to the app's bundler (dist/react.js, dist/forms.js; the declarations come
// from tsconfig.build.json). The script-tag bundle is vite.config.ts.
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
    lib: {
      entry: {
        react: 'src/react.ts',
        forms: 'src/forms/index.ts',
        payment: 'src/payment.ts',
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rollupOptions: {
      external: (id) =>
        external.some((name) => id === name || id.startsWith(`${name}/`)),
      // The steps React.lazy loads stay apart from react.js, as in the script-tag bundle.
      output: { chunkFileNames: 'react/[name]-[hash].js' },
    },
  },
})
