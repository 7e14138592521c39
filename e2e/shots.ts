/**
 * Screenshots for a person to look at (the screens at both sizes, after a
 * change), taken only when E2E_SHOTS is set: `E2E_SHOTS=1 npx playwright
 * test ...`. No test reads them, and in a whole run they cost a minute or
 * more of the browser's CPU (a full-page shot lays out and paints the page
 * again), so the run that only checks skips them.
 */
interface ShotOptions {
  path: string
  fullPage?: boolean
  clip?: { x: number; y: number; width: number; height: number }
}

interface Shootable {
  screenshot(options: ShotOptions): Promise<unknown>
}

export const shotsWanted = !!process.env.E2E_SHOTS

export async function shot(target: Shootable, options: ShotOptions): Promise<void> {
  if (shotsWanted) await target.screenshot(options)
}
