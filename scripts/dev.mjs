// `npm run dev`: the Vite dev server (hot reload) on http://127.0.0.1:$PORT/
// (default 5173), with the instance's paths proxied (see vite.config.ts) to
//   - the demo instance, started here on 127.0.0.1:8081 with --faults
//     (data in .demo-data/dev; `npm run dev -- --reset` starts it afresh), or
//   - BACKEND, when set (then no demo instance is started).
// Ctrl-C stops both. If either dies, the other is stopped too.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { bin, portFromEnv, root } from './lib.mjs'

const port = portFromEnv('PORT', 5173)
const demoPort = portFromEnv('DEMO_PORT', 8081)
const backend = process.env.BACKEND?.trim() || null
const args = process.argv.slice(2)

const children = []
let stopping = false
let exitCode = 0

function start(name, command, commandArgs, env = {}) {
  const child = spawn(command, commandArgs, {
    cwd: root,
    stdio: ['inherit', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  })
  child.on('error', (error) => {
    console.error(`${name}: could not start: ${error.message}`)
  })
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(
        `${name} stopped (${code !== null ? `exit code ${code}` : signal}); stopping the rest`,
      )
      exitCode = code ?? 1
      stop()
    }
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode)
  })
  children.push(child)
  return child
}

function stop() {
  stopping = true
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  }
  setTimeout(() => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
    process.exit(exitCode)
  }, 5000).unref()
}

process.on('SIGINT', () => stop())
process.on('SIGTERM', () => stop())

let apiTarget
if (backend) {
  try {
    apiTarget = new URL(backend).origin
  } catch {
    console.error(`BACKEND=${backend} is not a URL (example: BACKEND=https://example.social)`)
    process.exit(2)
  }
} else {
  const main = join(root, 'demo-instance', 'src', 'main.ts')
  if (!existsSync(main)) {
    console.error(
      `${main} is missing: the demo instance isn't there (set BACKEND=https://... to use a real instance)`,
    )
    process.exit(1)
  }
  apiTarget = `http://127.0.0.1:${demoPort}`
  const demoArgs = [main, '--port', String(demoPort), '--data', '.demo-data/dev', '--faults']
  if (args.includes('--reset')) demoArgs.push('--reset')
  start('demo instance', bin('tsx'), demoArgs)
}

start('vite', bin('vite'), ['--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
  DEV_API_TARGET: apiTarget,
})
console.log(
  `\nDev server: http://127.0.0.1:${port}/  (API: ${apiTarget}${backend ? '' : ', the demo instance'})\n`,
)
