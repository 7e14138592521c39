/**
 * The theme engine arrives with its own issue; until then the default dark
 * palette of global.css applies and this records the instance's choice on
 * the root element for the engine (and for tests) to read.
 */
export function applyTheme(theme: string | null | undefined): void {
  document.documentElement.dataset.theme = theme || 'dark'
}
