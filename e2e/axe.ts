import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe for a page of the client. The pages have no frames of another origin,
 * so axe runs in the page itself (legacy mode): by default it would open a
 * blank page for every scan to merge the frames' results, which doubled the
 * time of each scan and of the suite's route sweeps.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true)
}
