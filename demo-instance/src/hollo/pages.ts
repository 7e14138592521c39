/**
 * The Hollo mode's two HTML pages: the server's sign-in (one e-mail and
 * password for the whole server) and the consent page, where the signed-in
 * owner picks which of the server's accounts the app may use. Plain forms,
 * no scripts; the look is the demo's own (routes/oauth-pages.ts).
 */

import { escapeHtml } from '../render/content.ts'
import { errorBox, hidden, page } from '../routes/oauth-pages.ts'

const EXTRA_STYLE = `<style>
  fieldset { border: 1px solid #53667d; border-radius: 8px; margin: 1rem 0 0; padding: .5rem .8rem .8rem; }
  legend { padding: 0 .3rem; font-weight: 600; }
  label.choice { display: flex; gap: .6rem; align-items: center; font-weight: 500; margin: .5rem 0 0; }
  label.choice small { color: #b8c2d1; }
  .decision { display: flex; gap: .75rem; }
  .decision button.secondary { background: #53667d; color: #e6e9ef; }
</style>`

export interface SignInPageInput {
  host: string
  next: string | undefined
  email?: string
  error?: string | null
}

export function signInPage(input: SignInPageInput): string {
  return page(
    'Sign in',
    `<h1>Sign in to ${escapeHtml(input.host)}</h1>
<p class="lead">This server has one sign-in for all of its accounts.</p>
${errorBox(input.error ?? null)}
<form method="post" action="/login">
${hidden('next', input.next)}
<label for="email">E-mail address</label>
<input id="email" type="email" name="email" value="${escapeHtml(input.email ?? '')}" autocomplete="username" required autofocus>
<label for="password">Password</label>
<input id="password" type="password" name="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>`,
    input.host,
  )
}

export interface ConsentAccount {
  /** The account's id as the form sends it (its UUID). */
  id: string
  displayName: string
  handle: string
}

export interface ConsentPageInput {
  host: string
  appName: string
  appId: string
  accounts: readonly ConsentAccount[]
  redirectUri: string
  scopes: readonly string[]
  state: string | undefined
  codeChallenge: string | undefined
  codeChallengeMethod: string | undefined
}

export function consentPage(input: ConsentPageInput): string {
  const choices = input.accounts
    .map(
      (account, i) =>
        `<label class="choice"><input type="radio" name="account_id" value="${escapeHtml(account.id)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(account.displayName)} <small>${escapeHtml(account.handle)}</small></label>`,
    )
    .join('\n')
  return page(
    'Authorize an app',
    `${EXTRA_STYLE}
<h1>Let ${escapeHtml(input.appName || 'this app')} in?</h1>
<p class="lead">It asks to: <strong>${escapeHtml(input.scopes.join(' '))}</strong>.</p>
<form method="post" action="/oauth/authorize">
<fieldset>
<legend>Which account may it use?</legend>
${choices}
</fieldset>
${hidden('application_id', input.appId)}
${hidden('redirect_uri', input.redirectUri)}
${hidden('scopes', input.scopes.join(' '))}
${hidden('state', input.state)}
${hidden('code_challenge', input.codeChallenge)}
${hidden('code_challenge_method', input.codeChallengeMethod)}
<div class="decision">
<button type="submit" name="decision" value="deny" class="secondary">Deny</button>
<button type="submit" name="decision" value="allow">Allow</button>
</div>
</form>`,
    input.host,
  )
}
