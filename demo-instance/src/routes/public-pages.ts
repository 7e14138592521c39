/**
 * GoToSocial's public web page of a post, `/@{username}/statuses/{id}`, in
 * the demo's gotosocial mode: GoToSocial keeps its API from guests but
 * publishes a public post on this page, and the `url` of a local status
 * points here (see controls/server-mode.ts). Like GoToSocial, the page answers only
 * when the name in the path is the author's, and only for what a guest may
 * see. In the other modes the path is the client's, as before.
 */

import { Hono } from 'hono'
import { identityOf } from '../model/instance-identity.ts'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http/plumbing.ts'
import { errorPage, page } from './oauth-pages.ts'
import { escapeHtml } from '../render/content.ts'
import { acctOf } from '../model/records.ts'
import { canView } from '../model/visibility.ts'

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
