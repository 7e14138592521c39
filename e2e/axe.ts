import { expect, type Page } from '@playwright/test'
import { shot } from './shots'
import axe from 'axe-core'
import type { AxeResults, RunOptions } from 'axe-core'

/** What a scan gives: the rules a page breaks, each with the elements that break it. */
export type AxeFindings = Pick<AxeResults, 'violations'>

/**
 * axe-core, run in a page of the client. The pages have no frames, so axe
 * runs in the page itself, once per scan, and only its violations travel back.
 *
 * This replaces @axe-core/playwright's builder: for every scan it injected
 * axe's 550 kB source twice and brought back every passing node of the page
 * as well, which made a scan three to four times slower than axe itself and
 * the route sweeps the slowest files of the suite. The rules, tags and
 * results are axe's own, unchanged.
 */
export class PageAxe {
  private readonly page: Page
  private readonly included: string[] = []
  private runOnly: RunOptions['runOnly'] | undefined

  constructor(page: Page) {
    this.page = page
  }

  /**
   * Scans only the elements the selector finds (and what they hold). Without
   * it, a scan covers the open modal dialogs, or the whole page when none is open.
   */
  include(selector: string): this {
    this.included.push(selector)
    return this
  }

  /** Runs only the rules with these tags (WCAG levels, for example). */
  withTags(tags: string[]): this {
    this.runOnly = { type: 'tag', values: tags }
    return this
  }

  /** Runs only these rules. */
  withRules(rules: string[]): this {
    this.runOnly = { type: 'rule', values: rules }
    return this
  }

  async analyze(): Promise<AxeFindings> {
    // A navigation gives a fresh document, so the source goes in when it is missing.
    const present = await this.page.evaluate(() => 'axe' in window)
    if (!present) await this.page.evaluate(axe.source)
    // With a modal dialog open, the page behind it is inert: no one can
    // reach it until the dialog closes, and the route sweep scans it on its
    // own. The dialog is what a scan then is about, and the whole timeline
    // behind it took most of the scan's time.
    const included =
      this.included.length > 0
        ? this.included
        : (await this.page.evaluate(() => document.querySelector('dialog:modal') !== null))
          ? ['dialog:modal']
          : []
    const options: RunOptions = { resultTypes: ['violations'] }
    if (this.runOnly) options.runOnly = this.runOnly
    const violations = await this.page.evaluate(
      async ({ included, options }) => {
        // The source just evaluated defines it; the page's own code never does.
        const run = (window as unknown as { axe: typeof axe }).axe
        const context = included.length > 0 ? { include: included.map((s) => [s]) } : document
        const result = await run.run(context, options)
        return result.violations
      },
      { included, options },
    )
    return { violations }
  }
}

export function axeFor(page: Page): PageAxe {
  return new PageAxe(page)
}

/**
 * A check that fails on any axe violation of the page, each listed with the
 * elements that break it. Given a folder, it keeps a screenshot of the page
 * there first, named by the label the check is called with (the whole
 * page when `fullPage`); the label also names the scan in a failure.
 */
export function axeCheck(
  shotsDir?: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): (page: Page, label?: string) => Promise<void> {
  return async (page, label) => {
    if (shotsDir && label) await shot(page, { path: `${shotsDir}/${label}.png`, fullPage })
    const result = await axeFor(page).analyze()
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
      label,
    ).toEqual([])
  }
}
