/** The theme tab's messages live under this key. */
export const M = 'settings_theme'
