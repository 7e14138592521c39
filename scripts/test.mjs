// `npm test`: every check the project has, in order, with one closing line
// `N passed, N failed` (CI reads it).
//
//   typecheck  tsc -p tsconfig.app.json; tsc -p tsconfig.node.json  ┐ (TypeScript 7)
//   lint       eslint . --max-warnings=0                             ├ side by side
//   build      vite build                                            │ (lint goes on
//   size       tsx scripts/size.ts --check (after the build)         ┘  beside unit)
//              (Chromium loads the build's first visits)
//   unit       vitest run   (JSON report: .test-output/vitest.json)
//   browser    playwright test (JSON report: .test-output/playwright.json)
//
// A failed typecheck/lint/build/size stage counts as one failed test. The run
// goes on after a failure where it can; the browser tests need the build, so
// when it failed they are skipped and count as one failure. A runner that
// leaves no JSON report (it crashed) counts as one failure. Flaky tests that
// passed on retry count as passed; skipped tests count as neither.
//
// For local use: `npm test -- --only=unit,browser` or `--skip=lint` runs a
// subset (CI always runs everything).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { ensureChromium } from './ensure-chromium.mjs'
import { ensureDeps } from './ensure-deps.mjs'
import { bin, killAll, root, run } from './lib.mjs'

// TypeScript 7, the native compiler, checks the types: the same checks as
// TypeScript 6 in a tenth of its time. It is installed under another name,
// since typescript-eslint reads TypeScript 6's JavaScript API as `typescript`.
const TSC = join(root, 'node_modules', 'typescript-native', 'bin', 'tsc')

const STAGES = ['typecheck', 'lint', 'build', 'size', 'unit', 'browser']
const MINUTE = 60_000
const outDir = join(root, '.test-output')
const vitestReport = join(outDir, 'vitest.json')
const playwrightReport = join(outDir, 'playwright.json')

function parseList(flag) {
  const arg = process.argv.slice(2).find((a) => a.startsWith(`--${flag}=`))
  if (!arg) return null
  const names = arg
    .slice(flag.length + 3)
    .split(',')
    .filter(Boolean)
  const unknown = names.filter((name) => !STAGES.includes(name))
  if (unknown.length > 0) {
    console.error(`unknown stage(s) ${unknown.join(', ')}; stages are ${STAGES.join(', ')}`)
    process.exit(2)
  }
  return names
}
const only = parseList('only')
const skip = parseList('skip') ?? []
const selected = STAGES.filter(
  (stage) => (only ? only.includes(stage) : true) && !skip.includes(stage),
)

/** @type {Map<string, {result: string, ms: number, passed?: number, failed: number, skipped?: number, note?: string}>} */
const results = new Map()
let stageNumber = 0

function heading(name, what) {
  stageNumber += 1
  console.log(`\n==== [${stageNumber}/${selected.length}] ${name}: ${what}`)
}

/**
 * Runs a stage's commands one after another (all of them, even after a
 * failure), keeping their output; resolves with whether all passed.
 */
async function stageRun(list, timeoutMs) {
  const started = Date.now()
  let ok = true
  let output = ''
  for (const [command, args] of list) {
    const result = await run(command, args, { timeoutMs, capture: true })
    output += result.output
    if (result.code !== 0) ok = false
  }
  return { ok, ms: Date.now() - started, output }
}

/** Prints a finished stage: its heading, what its commands wrote, its result. */
function report(name, what, { ok, ms, output }) {
  heading(name, what)
  if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`)
  results.set(name, { result: ok ? 'ok' : 'FAILED', ms, failed: ok ? 0 : 1 })
  console.log(`---- ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds(ms)})`)
  return ok
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/** Counts from vitest's JSON (Jest-style) report. */
function vitestCounts(report) {
  const passed = report.numPassedTests ?? 0
  let failed = report.numFailedTests ?? 0
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  // A test file that failed to load has no failed test in it: count it once.
  for (const file of report.testResults ?? []) {
    const failedInFile = (file.assertionResults ?? []).filter((t) => t.status === 'failed').length
    if (file.status === 'failed' && failedInFile === 0) failed += 1
  }
  return { passed, failed, skipped }
}

/** Counts from Playwright's JSON report. */
function playwrightCounts(report) {
  const stats = report.stats ?? {}
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0)
  let failed = stats.unexpected ?? 0
  // Errors outside any test (web server failed to start, global setup, ...).
  if (failed === 0 && (report.errors ?? []).length > 0) failed = 1
  return { passed, failed, skipped: stats.skipped ?? 0 }
}

async function suiteStage(name, what, command, args, reportFile, counts, options) {
  heading(name, what)
  rmSync(reportFile, { force: true })
  const { code, ms, timedOut } = await run(command, args, options)
  const report = readJson(reportFile)
  let entry
  if (!report) {
    entry = {
      result: 'CRASHED',
      ms,
      passed: 0,
      failed: 1,
      skipped: 0,
      note: `no report at ${reportFile}`,
    }
  } else {
    const c = counts(report)
    // The runner failed although no test did (unhandled error, time-out, ...).
    if (code !== 0 && c.failed === 0) {
      c.failed = 1
      entry = { result: 'FAILED', ms, ...c, note: `exit code ${code} with no failed test` }
    } else {
      entry = { result: c.failed > 0 ? 'FAILED' : 'ok', ms, ...c }
    }
  }
  if (timedOut) entry.note = 'stopped: time limit reached'
  results.set(name, entry)
  console.log(
    `---- ${name}: ${entry.result} — ${entry.passed} passed, ${entry.failed} failed, ${entry.skipped} skipped (${seconds(ms)})` +
      (entry.note ? ` [${entry.note}]` : ''),
  )
}

function seconds(ms) {
  return ms >= 60_000
    ? `${Math.floor(ms / 60_000)}m${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`
    : `${(ms / 1000).toFixed(1)}s`
}

function summary() {
  const rows = [['stage', 'result', 'passed', 'failed', 'skipped', 'time', '']]
  for (const stage of STAGES) {
    const r = results.get(stage)
    if (!r) continue
    const num = (n) => (n === undefined ? '-' : String(n))
    rows.push([
      stage,
      r.result,
      num(r.passed),
      num(r.failed),
      num(r.skipped),
      r.ms ? seconds(r.ms) : '-',
      r.note ?? '',
    ])
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)))
  const line = (row) =>
    row
      .map((cell, i) => (i >= 2 && i <= 5 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd()
  console.log('\n==== summary')
  console.log(line(rows[0]))
  console.log(
    widths
      .slice(0, 6)
      .map((w) => '-'.repeat(w))
      .join('  '),
  )
  for (const row of rows.slice(1)) console.log(line(row))
  let passed = 0
  let failed = 0
  for (const r of results.values()) {
    passed += r.passed ?? 0
    failed += r.failed
  }
  return { passed, failed }
}

const runStarted = Date.now()

function finish() {
  const { passed, failed } = summary()
  console.log(`total time ${seconds(Date.now() - runStarted)}`)
  console.log(`${passed} passed, ${failed} failed`)
  process.exit(failed > 0 ? 1 : 0)
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`)
    killAll()
    setTimeout(() => process.exit(130), 500).unref()
  })
}

async function main() {
  const env = { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }
  Object.assign(process.env, env)
  console.log(`npm test: stages ${selected.join(', ')}${process.env.CI ? ' (CI)' : ''}`)

  try {
    ensureDeps()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    results.set('deps', { result: 'FAILED', ms: 0, failed: 1 })
    console.log('0 passed, 1 failed')
    process.exit(1)
  }

  let chromiumError = null
  if (selected.includes('browser') || selected.includes('size')) {
    try {
      ensureChromium()
    } catch (error) {
      chromiumError = error instanceof Error ? error.message : String(error)
      console.error(chromiumError)
    }
  }
  mkdirSync(outDir, { recursive: true })

  // Type checking, lint and the build read the sources and write nothing
  // the others read, so they run side by side: on two cores they slow each
  // other down, but together they still finish sooner than one after another
  // (62 s against 70 on an idle 2-core machine). Each one's output is
  // printed, stage by stage, once it is done.
  const checks = [
    {
      name: 'typecheck',
      what: 'tsc -p tsconfig.app.json; tsc -p tsconfig.node.json',
      list: [
        [process.execPath, [TSC, '-p', 'tsconfig.app.json']],
        [process.execPath, [TSC, '-p', 'tsconfig.node.json']],
      ],
    },
    {
      name: 'lint',
      what: 'eslint . --max-warnings=0',
      list: [[bin('eslint'), ['.', '--max-warnings=0']]],
    },
    { name: 'build', what: 'vite build', list: [[bin('vite'), ['build']]] },
  ].filter(({ name }) => selected.includes(name))
  if (checks.length > 0) {
    console.log(`\n(${checks.map(({ name }) => name).join(', ')}: running side by side)`)
  }
  // The size check needs only the build, so it starts as soon as the build
  // is done, while type checking and lint go on.
  const sizeCheck = () =>
    stageRun([[bin('tsx'), [join(root, 'scripts', 'size.ts'), '--check']]], 5 * MINUTE)
  let sized = null
  const running = checks.map(({ name, list }) => ({
    name,
    done: stageRun(list, 10 * MINUTE).then(async (result) => {
      if (name === 'build' && result.ok && selected.includes('size')) sized = await sizeCheck()
      return result
    }),
  }))
  // Lint takes the longest of the three, on one core: the unit tests start
  // beside it as soon as the others are done, instead of leaving a core
  // idle until it ends. Its output follows theirs.
  const lint = running.find(({ name }) => name === 'lint')
  const finished = new Map()
  for (const { name, done } of running) {
    if (name !== 'lint') finished.set(name, await done)
  }
  let built = true
  const reportCheck = (name) => {
    const { what } = checks.find((check) => check.name === name)
    const ok = report(name, what, finished.get(name))
    if (name === 'build') built = ok
  }
  for (const { name } of running) if (name !== 'lint') reportCheck(name)
  if (selected.includes('size')) {
    if (built) {
      report('size', 'tsx scripts/size.ts --check', sized ?? (await sizeCheck()))
    } else {
      heading('size', 'skipped: the build failed')
      results.set('size', { result: 'skipped', ms: 0, failed: 0, note: 'build failed' })
    }
  }
  if (selected.includes('unit')) {
    if (lint) console.log('\n(lint goes on beside the unit tests; its output follows theirs)')
    await suiteStage(
      'unit',
      'vitest run',
      bin('vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
      vitestReport,
      vitestCounts,
      { timeoutMs: 20 * MINUTE },
    )
  }
  if (lint) {
    finished.set('lint', await lint.done)
    reportCheck('lint')
  }
  if (selected.includes('browser')) {
    if (!built) {
      heading('browser', 'skipped: the build failed (counts as 1 failure)')
      results.set('browser', {
        result: 'SKIPPED',
        ms: 0,
        passed: 0,
        failed: 1,
        skipped: 0,
        note: 'build failed',
      })
    } else if (chromiumError) {
      heading('browser', 'skipped: no Chromium (counts as 1 failure)')
      results.set('browser', {
        result: 'SKIPPED',
        ms: 0,
        passed: 0,
        failed: 1,
        skipped: 0,
        note: 'no /usr/bin/chromium',
      })
    } else if (!existsSync(join(root, 'dist', 'index.html'))) {
      heading('browser', 'skipped: no build in dist/ (counts as 1 failure)')
      results.set('browser', {
        result: 'SKIPPED',
        ms: 0,
        passed: 0,
        failed: 1,
        skipped: 0,
        note: 'no dist/',
      })
    } else {
      await suiteStage(
        'browser',
        'playwright test',
        bin('playwright'),
        ['test', '--reporter=list,json'],
        playwrightReport,
        playwrightCounts,
        {
          timeoutMs: 78 * MINUTE,
          env: {
            PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
            // Two workers, each with its own demo instance (e2e/workers.ts).
            E2E_WORKERS: process.env.E2E_WORKERS ?? '2',
          },
        },
      )
    }
  }
  finish()
}

main().catch((error) => {
  console.error(error)
  killAll()
  results.set('internal', { result: 'FAILED', ms: 0, failed: 1, note: 'scripts/test.mjs crashed' })
  finish()
})
