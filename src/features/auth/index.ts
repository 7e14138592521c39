// The auth area's entry: what other areas and the shell (app/) use of it.
// Files inside the area import each other directly, never through here.
export { AdminScopeNotice } from './AdminScopeNotice'
export { LogoutButton } from './LogoutButton'
export { MembersOnlyNotice } from './MembersOnlyNotice'
export { getClientToken, loginWithAccessToken, logout } from './loginService'
export { isMembersOnly } from './membersOnly'
export { loadLastLoginName, loadOAuth, saveLastLoginName } from './oauthStorage'
export { readPending } from './pkce'
export { loginPathReturningTo } from './returnPath'
export { sessionHooks, setSessionHooks } from './sessionHooks'
export { beginSessionRestore, restoreSession, signIn } from './sessionRestore'
