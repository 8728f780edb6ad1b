// `pnpm bench`: runs every benchmark script under bench/ and prints their figures.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { run } from './lib/run.mjs'
import { root } from './lib/setup.mjs'

const dir = path.join(root, 'bench')
const scripts = (() => {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.mjs'))
      .sort()
  } catch {
    return []
  }
})()
if (scripts.length === 0) console.log('No benchmarks yet (bench/*.mjs).')
let code = 0
for (const script of scripts)
  code ||= run(process.execPath, [path.join(dir, script)], { cwd: root })
process.exit(code)
