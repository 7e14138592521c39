import { api, apiServer, setApiServer } from '../../api/client'
import { loadInstanceConfig } from '../../api/endpoints/instance'
import type { InstanceConfig } from '../../api/types'
import { activeAccount } from '../../store/accounts'
import { initialAuthFlow } from '../../store/authMachine'
import { useSession } from '../../store/session'
import { applyInstanceLook } from '../../theme/instanceLook'
import { loadOAuth, readPending } from '../auth'
import { loadOfflineStart, offlineStartWanted, type OfflineStart } from '../offline'
import { chosenServer, rememberServer } from './servers'

/*
 * The client as a site of its own. Loaded only when the page's
 * own origin did not answer the instance API, so an installed client's first
 * visit never downloads it.
 */

/**
 * True when the page's origin answers, but not as an instance (a static
 * host); false when it is an instance, or one that is down; null when it
 * could not be asked at all (no network).
 */
export async function ownOriginIsNoInstance(): Promise<boolean | null> {
  try {
    const reply = await fetch('/api/v1/instance', { headers: { Accept: 'application/json' } })
    if (reply.status >= 500) return false
    if (!reply.ok) return true
    return !(reply.headers.get('content-type') ?? '').includes('json')
  } catch {
    return null
  }
}

/** The server's face on this site: its favicon beside its title and theme. */
function applyServerLook(server: string, instance: InstanceConfig): void {
  applyInstanceLook(instance)
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
  if (icon && server !== '') {
    icon.href = `${server}/favicon.png`
    icon.removeAttribute('type')
  }
}

/** Who may send a password: only servers that take it from another origin (never GoToSocial or Mastodon). */
function passwordAllowed(instance: InstanceConfig): boolean {
  const crossOrigin = apiServer() !== ''
  return (
    instance.features.passwordGrant &&
    (!crossOrigin || instance.features.passwordGrantCrossOrigin) &&
    !loadOAuth().passwordGrantRefused
  )
}

/** Points the client at a server: every call, its instance answers, look, title and sign-in strategy. */
export async function selectServer(server: string): Promise<InstanceConfig> {
  setApiServer(server)
  rememberServer(server)
  const instance = await loadInstanceConfig(api(), { server: server || undefined })
  const session = useSession.getState()
  session.setInstance(instance)
  session.setMode({ server, needsServer: false })
  useSession.setState({
    authFlow: initialAuthFlow(
      instance.loginMethod === 'token' || !passwordAllowed(instance) ? 'token' : 'password',
    ),
  })
  applyServerLook(server, instance)
  return instance
}

/**
 * Start-up on a site of its own: the server of a sign-in under way, else the
 * active account's, else the one a guest chose; none, the start page.
 */
export async function startStandalone(): Promise<InstanceConfig | null> {
  useSession.getState().setMode({ standalone: true })
  const server = readPending()?.server || activeAccount()?.server || chosenServer()
  if (!server) {
    useSession.getState().setMode({ needsServer: true })
    return null
  }
  const instance = await selectServer(server)
  if (instance.potentiallyFatalError) useSession.getState().setMode({ needsServer: true })
  return instance
}

/**
 * Without a network, or with the chosen server out of reach: the start the
 * last online visit to that server saved for the signed-in account, or null.
 * The site then reads as it does when served by its server offline.
 */
export async function standaloneOfflineStart(
  chosen: InstanceConfig | null,
): Promise<OfflineStart | null> {
  if (!chosen || !offlineStartWanted(chosen, navigator.onLine)) return null
  const saved = await loadOfflineStart().then(
    (m) => m.offlineStart(),
    () => null,
  )
  if (!saved) return null
  useSession.getState().setMode({ needsServer: false })
  applyServerLook(apiServer(), saved.instance)
  return saved
}
