/** The Profile tab's messages live under this key. */
export const M = 'settings_profile'
