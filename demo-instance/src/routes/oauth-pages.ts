/**
 * HTML for the OAuth authorization flow: login form, two-factor form,
 * out-of-band code page and error page. Plain forms, no JavaScript, no
 * inline scripts (only a <style> block), field names as Akkoma uses them.
 */

import { INSTANCE } from '../config.ts'
import { escapeHtml } from '../render/content.ts'

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #1b2735; color: #e6e9ef; }
  main { width: min(26rem, calc(100vw - 2rem)); background: #243447; border-radius: 12px; padding: 1.5rem 1.75rem; box-shadow: 0 10px 40px #0006; }
  h1 { font-size: 1.3rem; margin: 0 0 .25rem; }
  p.lead { margin: 0 0 1.25rem; color: #b8c2d1; }
  label { display: block; font-weight: 600; margin: .9rem 0 .3rem; }
  input[type=text], input[type=password] { width: 100%; box-sizing: border-box; padding: .6rem .7rem; border-radius: 8px; border: 1px solid #53667d; background: #16202b; color: inherit; font-size: 1rem; }
  button { margin-top: 1.25rem; width: 100%; padding: .7rem; border: 0; border-radius: 8px; background: #d8a070; color: #1b2735; font-weight: 700; font-size: 1rem; cursor: pointer; }
  button.link { background: none; color: #9ecbff; width: auto; padding: 0; margin-top: .75rem; font-weight: 500; text-decoration: underline; }
  .error { background: #5c1f24; border: 1px solid #a33a43; padding: .6rem .8rem; border-radius: 8px; margin-bottom: 1rem; }
  .code { font-family: ui-monospace, monospace; font-size: 1.1rem; word-break: break-all; background: #16202b; padding: .75rem; border-radius: 8px; }
  .scopes { color: #b8c2d1; font-size: .9rem; }
  main { box-sizing: border-box; }
  a { color: #9ecbff; }
  input[type=email] { width: 100%; box-sizing: border-box; padding: .6rem .7rem; border-radius: 8px; border: 1px solid #53667d; background: #16202b; color: inherit; font-size: 1rem; }
  .quote { margin: 0 0 1rem; padding: .6rem .8rem; border-left: 3px solid #d8a070; background: #16202b; border-radius: 0 8px 8px 0; color: #cfd6e0; overflow-wrap: anywhere; }
`

export function page(title: string, body: string, instanceName: string = INSTANCE.name): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(instanceName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

export function hidden(name: string, value: string | null | undefined): string {
  return value == null
    ? ''
    : `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`
}

export function errorBox(error: string | null): string {
  return error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''
}

export interface AuthorizeParams {
  clientId: string
  redirectUri: string
  scope: string
  state: string | null
  responseType: string
  /** PKCE (RFC 7636), kept through the form. */
  codeChallenge: string | null
  codeChallengeMethod: string | null
}

export function loginPage(
  appName: string,
  params: AuthorizeParams,
  error: string | null,
  username = '',
  /** GoToSocial's sign-in page takes the e-mail address, not the user name. */
  askEmail = false,
  instanceName: string = INSTANCE.name,
): string {
  const login = askEmail
    ? `<label for="name">Email</label>
<input id="name" type="email" name="authorization[name]" value="${escapeHtml(username)}" autocomplete="username" required autofocus>`
    : `<label for="name">Username or e-mail</label>
<input id="name" type="text" name="authorization[name]" value="${escapeHtml(username)}" autocomplete="username" required autofocus>`
  return page(
    'Log in',
    `<h1>Log in to ${escapeHtml(instanceName)}</h1>
<p class="lead"><strong>${escapeHtml(appName)}</strong> would like to access your account.</p>
${errorBox(error)}
<form method="post" action="/oauth/authorize">
${hidden('authorization[client_id]', params.clientId)}
${hidden('authorization[redirect_uri]', params.redirectUri)}
${hidden('authorization[scope]', params.scope)}
${hidden('authorization[state]', params.state)}
${hidden('authorization[response_type]', params.responseType)}
${hidden('authorization[code_challenge]', params.codeChallenge)}
${hidden('authorization[code_challenge_method]', params.codeChallengeMethod)}
${login}
<label for="password">Password</label>
<input id="password" type="password" name="authorization[password]" autocomplete="current-password" required>
<p class="scopes">Requested permissions: ${escapeHtml(params.scope || 'read')}</p>
<button type="submit">${askEmail ? 'Sign in' : 'Authorize'}</button>
</form>`,
    instanceName,
  )
}

export interface MfaPageParams {
  mfaToken: string
  redirectUri: string | null
  state: string | null
  challengeType: 'totp' | 'recovery'
}

export function mfaPage(params: MfaPageParams, error: string | null): string {
  const totp = params.challengeType === 'totp'
  const other = totp ? 'recovery' : 'totp'
  const query = new URLSearchParams({ mfa_token: params.mfaToken, challenge_type: other })
  if (params.redirectUri) query.set('redirect_uri', params.redirectUri)
  if (params.state) query.set('state', params.state)
  return page(
    'Two-factor authentication',
    `<h1>Two-factor authentication</h1>
<p class="lead">${totp ? 'Enter the 6-digit code from your authenticator app.' : 'Enter one of your recovery codes. Each code works once.'}</p>
${errorBox(error)}
<form method="post" action="/oauth/mfa/verify">
${hidden('mfa[mfa_token]', params.mfaToken)}
${hidden('mfa[challenge_type]', params.challengeType)}
${hidden('mfa[redirect_uri]', params.redirectUri)}
${hidden('mfa[state]', params.state)}
<label for="code">${totp ? 'Authentication code' : 'Recovery code'}</label>
<input id="code" type="text" name="mfa[code]" ${totp ? 'inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]*"' : 'autocomplete="off"'} required autofocus>
<button type="submit">Verify</button>
</form>
<form method="get" action="/oauth/mfa">
${[...query.entries()].map(([k, v]) => hidden(k, v)).join('\n')}
<button class="link" type="submit">${totp ? 'Use a recovery code instead' : 'Use an authentication code instead'}</button>
</form>`,
  )
}

export function oobCodePage(code: string): string {
  return page(
    'Authorization code',
    `<h1>Authorization code</h1>
<p class="lead">Copy this code and paste it into the application.</p>
<p class="code" id="authorization-code">${escapeHtml(code)}</p>`,
  )
}

export function errorPage(message: string): string {
  return page('Error', `<h1>Something went wrong</h1>${errorBox(message)}`)
}
