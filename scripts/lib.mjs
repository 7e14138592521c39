// Small helpers shared by the scripts in this folder. Node built-ins only:
// these scripts run before `npm install`.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root (the parent of scripts/). */
export const root = resolve(fileURLToPath(new URL('..', import.meta.url)))

/** Path of an installed tool in node_modules/.bin. */
export const bin = (name) => join(root, 'node_modules', '.bin', name)

/**
 * Runs a command with inherited stdio, by default in its own process group so
 * that on a time-out or Ctrl-C the whole tree (e.g. playwright + its web
 * server) can be stopped (group: false keeps it in ours, so a terminal's
 * Ctrl-C reaches it directly). With `capture`, its output (stdout and stderr
 * as they came) is kept instead of printed, for commands that run side by
 * side and must not mix their lines. Resolves with { code, signal, timedOut,
 * ms, output }; never rejects.
 */
export function run(
  command,
  args,
  { env, timeoutMs, cwd = root, group = true, capture = false } = {},
) {
  const started = Date.now()
  return new Promise((resolvePromise) => {
    let timedOut = false
    let output = ''
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
      env: { ...process.env, ...env },
      detached: group && process.platform !== 'win32',
    })
    if (capture) {
      child.stdout.on('data', (chunk) => (output += chunk))
      child.stderr.on('data', (chunk) => (output += chunk))
    }
    active.add(child)
    if (group) groupLeaders.add(child)
    let timer
    if (timeoutMs) {
      timer = setTimeout(() => {
        timedOut = true
        console.error(
          `\n${command} ${args.join(' ')}: still running after ${Math.round(timeoutMs / 1000)} s; stopping it`,
        )
        killTree(child)
      }, timeoutMs)
    }
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`)
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      active.delete(child)
      resolvePromise({
        code: code ?? (signal ? 1 : 0),
        signal,
        timedOut,
        ms: Date.now() - started,
        output,
      })
    })
  })
}

const active = new Set()
const groupLeaders = new WeakSet()

/**
 * SIGTERM to the child (to its whole process group when run() made one),
 * SIGKILL 5 s later if it is still there.
 */
export function killTree(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return
  const send = (sig) => {
    try {
      if (groupLeaders.has(child) && process.platform !== 'win32') process.kill(-child.pid, sig)
      else child.kill(sig)
    } catch {
      // already gone
    }
  }
  send(signal)
  const timer = setTimeout(() => send('SIGKILL'), 5000)
  timer.unref()
  child.once('close', () => clearTimeout(timer))
}

/** Stops every command started with run() (used on Ctrl-C). */
export function killAll() {
  for (const child of active) killTree(child)
}

/** Newest mtime (ms) of a file or, recursively, of a directory and its entries; 0 if missing. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  let newest = stat.mtimeMs
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

/**
 * True when dist/ holds a build newer than every input of the build. When in
 * doubt (missing manifest, unreadable files) it says false, so we rebuild.
 */
export function distIsFresh() {
  const outputs = [join(root, 'dist', 'index.html'), join(root, 'dist', '.vite', 'manifest.json')]
  if (!outputs.every((file) => existsSync(file))) return false
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs))
  const inputs = [
    'src',
    'index.html',
    'public',
    'vite.config.ts',
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'tsconfig.app.json',
    '.env',
    '.env.production',
    '.env.local',
    '.env.production.local',
  ]
  try {
    return inputs.every((input) => newestMtime(join(root, input)) < builtAt)
  } catch {
    return false
  }
}

/** Parses a TCP port from an env var, with a default; exits with a message if invalid. */
export function portFromEnv(name, fallback) {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name}=${raw} is not a valid port`)
    process.exit(2)
  }
  return port
}
