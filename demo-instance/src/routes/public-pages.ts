/**
 * GoToSocial's public web page of a post, `/@{username}/statuses/{id}`, in
 * the demo's gotosocial mode: GoToSocial keeps its API from guests but
 * publishes a public post on this page, and the `url` of a local status
 * points here (see server-mode.ts). Like GoToSocial, the page answers only
 * when the name in the path is the author's, and only for what a guest may
 * see. In the other modes the path is the client's, as before.
 */

import { Hono } from 'hono'
import { identityOf } from '../instance-identity.ts'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http.ts'
import { errorPage, page } from '../oauth-pages.ts'
import { escapeHtml } from '../render.ts'
import { acctOf } from '../records.ts'
import { canView } from '../visibility.ts'

/** The path of a local status's public page, as GoToSocial builds it. */
export const publicStatusPath = (username: string, id: string): string =>
  `/@${encodeURIComponent(username)}/statuses/${encodeURIComponent(id)}`

export function publicPageRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store, mode } = deps

  app.get('/:at/statuses/:id', async (c, next) => {
    const at = c.req.param('at')
    if (mode.like !== 'gotosocial' || !at.startsWith('@')) return next()
    const status = store.status(c.req.param('id'))
    const author = status ? store.account(status.accountId) : undefined
    const found =
      status &&
      author &&
      !status.reblogOfId &&
      author.domain === null &&
      !author.deactivated &&
      author.username.toLowerCase() === at.slice(1).toLowerCase() &&
      canView(store, status, null)
    if (!found) return c.html(errorPage('This post could not be found.'), 404)
    const name = escapeHtml(`@${acctOf(author)}`)
    const text = status.source.replace(/<[^>]*>/g, '')
    const instanceName = identityOf(store).name
    const body = `<h1>${escapeHtml(author.displayName || author.username)}’s post</h1>
<p class="lead">${name} · <time datetime="${escapeHtml(status.createdAt)}">${escapeHtml(
      new Date(status.createdAt).toUTCString(),
    )}</time></p>
${status.spoilerText ? `<p><strong>${escapeHtml(status.spoilerText)}</strong></p>` : ''}
<p class="quote">${escapeHtml(text)}</p>
<p>Published on ${escapeHtml(instanceName)}.</p>`
    return c.html(page(`${author.displayName || author.username}’s post`, body, instanceName))
  })

  return app
}
