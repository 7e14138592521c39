// `npm start`: install what is missing, build the client if needed, and serve
// client + API from one origin on http://127.0.0.1:$PORT/ (default 8080).
//
//   npm start                      the local demo instance (data in .demo-data/default)
//   npm start -- --reset           ... starting from fresh demo data
//   npm start -- --like gotosocial ... the demo answering like GoToSocial where they differ
//   npm start -- --registrations approval --captcha kocaptcha --no-mailer
//                                  ... sign-up open|closed|approval|activation, captcha
//                                  native|kocaptcha|none, no mail (demo-instance/README.md)
//   npm start -- --activity        ... with demo accounts posting, liking and
//                                  following on a timer (live notifications)
//   BACKEND=https://example.social npm start
//                                  the built client, with the API proxied to BACKEND
//
// Ctrl-C / SIGTERM stop the server and exit 0; if the server dies on its own,
// this exits with its exit code.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ensureDeps } from './ensure-deps.mjs'
import { bin, distIsFresh, portFromEnv, root, run } from './lib.mjs'

const port = portFromEnv('PORT', 8080)
const backend = process.env.BACKEND?.trim() || null
const args = process.argv.slice(2)
const address = `http://127.0.0.1:${port}/`

if (backend) {
  let url
  try {
    url = new URL(backend)
  } catch {
    url = null
  }
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    console.error(
      `BACKEND=${backend} is not an http(s) URL (example: BACKEND=https://example.social)`,
    )
    process.exit(2)
  }
}

try {
  ensureDeps()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

if (distIsFresh()) {
  console.log('build: dist/ is up to date')
} else {
  console.log('build: building the client (vite build)')
  const { code } = await run(bin('vite'), ['build'], { group: false })
  if (code !== 0) {
    console.error('build: vite build failed')
    process.exit(code || 1)
  }
}

let command
let commandArgs
if (backend) {
  if (args.includes('--reset'))
    console.warn('--reset only applies to the demo instance; ignored with BACKEND')
  command = process.execPath
  commandArgs = [join(root, 'scripts', 'proxy.mjs')]
  console.log(`\nStarting the client at ${address} with the API proxied to ${backend}\n`)
} else {
  const main = join(root, 'demo-instance', 'src', 'main.ts')
  if (!existsSync(main)) {
    console.error(
      `${main} is missing: the demo instance isn't there (set BACKEND=https://... to use a real instance)`,
    )
    process.exit(1)
  }
  command = bin('tsx')
  commandArgs = [main, '--port', String(port), '--static', 'dist', '--data', '.demo-data/default']
  if (args.includes('--reset')) commandArgs.push('--reset')
  if (args.includes('--activity')) commandArgs.push('--activity')
  for (const flag of ['--like', '--registrations', '--captcha']) {
    const at = args.indexOf(flag)
    if (at >= 0 && args[at + 1]) commandArgs.push(flag, args[at + 1])
  }
  if (args.includes('--no-mailer')) commandArgs.push('--no-mailer')
  console.log(`\nStarting the demo instance at ${address}\n`)
}

// Same process group as us: a terminal's Ctrl-C reaches the server directly too.
const child = spawn(command, commandArgs, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(port), ...(backend ? { BACKEND: backend } : {}) },
})

let stopping = false
function stop(signal) {
  if (stopping) return
  stopping = true
  console.log(`\n${signal}: stopping the server`)
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  setTimeout(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }, 5000).unref()
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))

child.on('error', (error) => {
  console.error(`could not start the server: ${error.message}`)
  process.exit(1)
})
child.on('exit', (code, signal) => {
  if (stopping) process.exit(0)
  console.error(`the server stopped (${code !== null ? `exit code ${code}` : signal})`)
  process.exit(code ?? 1)
})
