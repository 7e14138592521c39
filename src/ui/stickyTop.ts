/**
 * Where the page's sticky parts end, in px: the top bar, and the offline
 * strip while it shows (global.css `--sticky-top`; custom properties come
 * back as written, so the two are read and added here).
 */
export function stickyTop(): number {
  const style = getComputedStyle(document.documentElement)
  const px = (name: string) => parseFloat(style.getPropertyValue(name)) || 0
  return px('--topbar-height') + px('--strip-height')
}
