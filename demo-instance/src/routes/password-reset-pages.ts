/**
 * HTML of the mailed password reset link (routes/password-reset.ts): the
 * form that sets a new password, its outcome, and the page for a link that
 * no longer works. Plain forms without JavaScript, in the OAuth pages' style,
 * with the field names of Akkoma's reset form (`data[...]`).
 */

import { INSTANCE } from '../config.ts'
import { errorBox, hidden, page } from './oauth-pages.ts'
import { escapeHtml } from '../render/content.ts'

export const RESET_FORM_PATH = '/api/v1/pleroma/password_reset'

export function resetFormPage(
  token: string,
  nickname: string,
  error: string | null,
  instanceName: string = INSTANCE.name,
): string {
  return page(
    'Password reset',
    `<h1>Password reset for ${escapeHtml(nickname)}</h1>
<p class="lead">Choose a new password for your account on ${escapeHtml(instanceName)}.</p>
${errorBox(error)}
<form method="post" action="${RESET_FORM_PATH}">
${hidden('data[token]', token)}
<label for="password">New password</label>
<input id="password" type="password" name="data[password]" autocomplete="new-password" required autofocus>
<label for="password_confirmation">Repeat the new password</label>
<input id="password_confirmation" type="password" name="data[password_confirmation]" autocomplete="new-password" required>
<button type="submit">Set the new password</button>
</form>`,
    instanceName,
  )
}

export function resetDonePage(instanceName: string = INSTANCE.name): string {
  return page(
    'Password changed',
    `<h1>Password changed</h1>
<p class="lead">Your new password is set, and every app that was signed in to your account has been signed out.</p>
<p><a href="/">Log in to ${escapeHtml(instanceName)}</a></p>`,
    instanceName,
  )
}

export function invalidTokenPage(): string {
  return page(
    'Password reset',
    `<h1>This link does not work</h1>
${errorBox('The password reset link is invalid, has expired or was already used.')}
<p><a href="/password-reset">Ask for a new link</a></p>`,
  )
}
