/**
 * CLI: npx tsx demo-instance/src/main.ts [--port N] [--host 127.0.0.1]
 *   [--data DIR] [--reset] [--static DIR] [--faults] [--activity] [--like akkoma|gotosocial|hollo]
 *   [--registrations open|closed|approval|activation] [--captcha none|kocaptcha|native] [--no-mailer] [--cors allow|refuse] [--seed default|twin] [--peer URL] [--bench-seed N] [--quiet]
 */

import { CORS_MODES, type CorsMode } from './http/cors.ts'
import {
  CAPTCHA_KINDS,
  DEFAULT_ACCOUNTS_MODE,
  REGISTRATION_MODES,
  SERVER_LIKES,
  type CaptchaKind,
  type RegistrationMode,
  type ServerLike,
} from './controls/server-mode.ts'
import {
  CAROL_RECOVERY_CODES,
  CAROL_TOTP_SECRET,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
} from './seeds/accounts.ts'
import { TWIN_ACCOUNTS, TWIN_INSTANCE } from './seeds/twin-accounts.ts'
import { HOLLO_SIGN_IN_EMAIL, HOLLO_SIGN_IN_PASSWORD } from './hollo/sign-in.ts'
import type { DemoInstanceOptions, SeedName } from './server.ts'
import { SEED_NAMES, startDemoInstance } from './server.ts'

const USAGE = `Usage: demo-instance [--port N] [--host 127.0.0.1] [--data DIR] [--reset]
                     [--static DIR] [--faults] [--activity] [--like akkoma|gotosocial|hollo] [--quiet]

  --port N      port to listen on (default: $PORT, else 8080; 0 = any free port)
  --host HOST   address to bind (default 127.0.0.1)
  --data DIR    state directory (default .demo-data/default)
  --reset       delete the saved state and reseed
  --static DIR  also serve a built web client from DIR
  --faults      enable the /__demo test-control endpoints
  --activity    demo accounts mention, like, repeat and follow members every ~8 s
  --like NAME   answer like akkoma (default), gotosocial or hollo where they differ
  --registrations MODE  open (default), closed (invites only), approval or activation
  --captcha KIND        native (default), kocaptcha or none
  --no-mailer   the instance sends no mail (no activation or reset mails)
  --cors MODE   allow (default: Akkoma's CORS, any origin) or refuse (no CORS headers at all)
  --seed NAME   default (Cofe Demo: admin, alice, bob, ...) or twin (Twin Demo: dana, eli, fern, gus)
  --peer URL    federate with the demo instance at this origin (e.g. http://127.0.0.1:9451)
  --bench-seed N  benchmarks: N more public statuses and 5,000 custom emoji on top of the seed
  --quiet       do not print the banner`

function parseArgs(argv: string[]): DemoInstanceOptions {
  const envPort = Number.parseInt(process.env.PORT ?? '', 10)
  const options: DemoInstanceOptions = {
    port: Number.isFinite(envPort) ? envPort : 8080,
    host: '127.0.0.1',
    dataDir: '.demo-data/default',
  }
  const value = (i: number, flag: string): string => {
    const v = argv[i + 1]
    if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value`)
    return v
  }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? ''
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined]
    const take = () => {
      if (inline !== undefined) return inline
      const v = value(i, flag)
      i += 1
      return v
    }
    switch (flag) {
      case '--port': {
        const port = Number.parseInt(take(), 10)
        if (!Number.isInteger(port) || port < 0 || port > 65535)
          throw new Error('--port must be 0-65535')
        options.port = port
        break
      }
      case '--host':
        options.host = take()
        break
      case '--data':
        options.dataDir = take()
        break
      case '--static':
        options.staticDir = take()
        break
      case '--reset':
        options.reset = true
        break
      case '--faults':
        options.faults = true
        break
      case '--activity':
        options.activity = true
        break
      case '--like': {
        const like = take()
        if (!SERVER_LIKES.includes(like as ServerLike))
          throw new Error(`--like must be one of ${SERVER_LIKES.join(', ')}`)
        options.like = like as ServerLike
        break
      }
      case '--quiet':
        options.quiet = true
        break
      case '--bench-seed': {
        const n = Number.parseInt(take(), 10)
        if (!Number.isInteger(n) || n < 0 || n > 50_000)
          throw new Error('--bench-seed must be 0-50000')
        options.benchSeed = n
        break
      }
      case '--registrations': {
        const registrations = take()
        if (!REGISTRATION_MODES.includes(registrations as RegistrationMode))
          throw new Error(`--registrations must be one of ${REGISTRATION_MODES.join(', ')}`)
        options.accounts = { ...options.accounts, registrations: registrations as RegistrationMode }
        break
      }
      case '--captcha': {
        const captcha = take()
        if (!CAPTCHA_KINDS.includes(captcha as CaptchaKind))
          throw new Error(`--captcha must be one of ${CAPTCHA_KINDS.join(', ')}`)
        options.accounts = { ...options.accounts, captcha: captcha as CaptchaKind }
        break
      }
      case '--cors': {
        const cors = take()
        if (!CORS_MODES.includes(cors as CorsMode))
          throw new Error(`--cors must be one of ${CORS_MODES.join(', ')}`)
        options.cors = cors as CorsMode
        break
      }
      case '--seed': {
        const seed = take()
        if (!SEED_NAMES.includes(seed as SeedName))
          throw new Error(`--seed must be one of ${SEED_NAMES.join(', ')}`)
        options.seed = seed as SeedName
        break
      }
      case '--peer': {
        const peer = take()
        if (!/^https?:\/\/[^/]+\/?$/.test(peer))
          throw new Error('--peer must be an origin, e.g. http://127.0.0.1:9451')
        options.peer = peer
        break
      }
      case '--no-mailer':
        options.accounts = { ...options.accounts, mailer: false }
        break
      case '--help':
      case '-h':
        console.info(USAGE)
        process.exit(0)
        break
      default:
        throw new Error(`Unknown argument: ${arg}`)
    }
  }
  return options
}

function banner(url: string, options: DemoInstanceOptions): string {
  const twin = options.seed === 'twin'
  const cast = twin ? TWIN_ACCOUNTS : DEMO_ACCOUNTS
  const width = Math.max(...cast.map((a) => a.nickname.length))
  const accounts = cast
    .map((a) => `    ${a.nickname.padEnd(width)}  ${a.role.padEnd(9)}  ${a.notes}`)
    .join('\n')
  const signUp = { ...DEFAULT_ACCOUNTS_MODE, ...options.accounts }
  return [
    '',
    `  ${twin ? TWIN_INSTANCE.name : 'Cofe Demo'} (Akkoma-compatible demo instance) listening on ${url}`,
    ...(options.peer ? [`  Federating with ${options.peer}`] : []),
    `  Data: ${options.dataDir}${options.staticDir ? `   Client: ${options.staticDir}` : ''}${options.faults ? '   Test controls: /__demo' : ''}`,
    '',
    `  Accounts (password for all: "${DEMO_PASSWORD}"):`,
    accounts,
    '',
    `  Sign-up: registrations ${signUp.registrations}, captcha ${signUp.captcha}, mailer ${signUp.mailer ? 'on (outbox folder)' : 'off'}`,
    '',
    ...(options.like === 'hollo'
      ? [
          `  Answering like Hollo: one sign-in for the server, ${HOLLO_SIGN_IN_EMAIL} / "${HOLLO_SIGN_IN_PASSWORD}";`,
          '  the authorize page then asks which account the app gets.',
          '',
        ]
      : []),
    ...(twin
      ? []
      : [
          `  carol's TOTP secret: ${CAROL_TOTP_SECRET}`,
          `  carol's recovery codes: ${CAROL_RECOVERY_CODES.join(', ')}`,
          '',
        ]),
  ].join('\n')
}

async function main(): Promise<void> {
  let options: DemoInstanceOptions
  try {
    options = parseArgs(process.argv.slice(2))
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    console.error(USAGE)
    process.exit(2)
  }
  const instance = await startDemoInstance(options)
  if (!options.quiet) console.info(banner(instance.url, options))
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    if (!options.quiet) console.info(`\n  ${signal}: saving state and shutting down`)
    instance.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
