// `npm start`: install what is missing, build what changed, then migrate, seed and serve.
import path from 'node:path'
import { run } from './lib/run.mjs'
import {
  ensureBuilt,
  ensureInstalled,
  ensurePnpm,
  env,
  root,
} from './lib/setup.mjs'

const pnpm = ensurePnpm()
ensureInstalled(pnpm)
ensureBuilt(pnpm)
// The server migrates and seeds the database itself before it listens.
process.exit(
  run(process.execPath, [path.join(root, 'packages/server/dist/main.mjs')], {
    cwd: root,
    env,
  }),
)
