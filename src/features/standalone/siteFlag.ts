import { readJson, removeKey, writeJson } from '../../store/localStore'

/*
 * Whether the page's own origin was found to serve no instance API (the
 * client is a site of its own). Once known, later starts go
 * straight to the chosen server instead of first asking the site for its
 * instance, nodeinfo and configurations (about eight requests that answer
 * 404); start-up checks again in the background with one request. A global
 * key: it belongs to the site, not to an account.
 */
const KEY = 'server:none-here'

export const knownSiteOfItsOwn = (): boolean => readJson<unknown>(KEY, false) === true

/** null: the site could not be asked (no network), which changes nothing. */
export function rememberSiteOfItsOwn(known: boolean | null): void {
  if (known) writeJson(KEY, true)
  else if (known === false) removeKey(KEY)
}
