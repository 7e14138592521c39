import type { APIRequestContext, Page } from '@playwright/test'
import { DEEP_THREAD } from '../demo-instance/src/seeds/facts'
import { expect, test } from './fixtures'
import { DEMO_PASSWORD, findPublic, login, setConfig } from './helpers'

interface WireStatus {
  id: string
  content: string
}

/** A password-grant token, to set up posts through the API as a given account. */
async function tokenFor(request: APIRequestContext, username: string): Promise<string> {
  const app = (await (
    await request.post('/api/v1/apps', {
      form: {
        client_name: 'conversation e2e',
        redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
        scopes: 'read write',
      },
    })
  ).json()) as { client_id: string; client_secret: string }
  const token = (await (
    await request.post('/oauth/token', {
      form: {
        grant_type: 'password',
        username,
        password: DEMO_PASSWORD,
        client_id: app.client_id,
        client_secret: app.client_secret,
        scope: 'read write',
      },
    })
  ).json()) as { access_token: string }
  return token.access_token
}

async function post(
  request: APIRequestContext,
  token: string,
  status: string,
  inReplyTo?: WireStatus,
): Promise<WireStatus> {
  const res = await request.post('/api/v1/statuses', {
    headers: { Authorization: `Bearer ${token}` },
    form: { status, visibility: 'public', ...(inReplyTo ? { in_reply_to_id: inReplyTo.id } : {}) },
  })
  expect(res.ok()).toBe(true)
  return (await res.json()) as WireStatus
}

const conversation = (page: Page) => page.getByRole('list', { name: 'Posts in this conversation' })

const node = (page: Page, id: string) => page.locator(`[data-conversation-item="${id}"]`)

test('a timeline timestamp opens the conversation, linear and focused', async ({
  page,
  request,
}) => {
  const alice = await tokenFor(request, 'alice')
  const bob = await tokenFor(request, 'bob')
  const root = await post(request, alice, 'Linear check: where should the picnic be?')
  const first = await post(request, bob, '@alice By the lake, surely.', root)
  const focus = await post(request, alice, '@bob The lake it is. Who brings the kettle?', first)
  const reply = await post(request, bob, '@alice I will bring the kettle and the good mugs.', focus)
  const sibling = await post(request, bob, '@alice Or the old orchard?', root)

  await login(page, 'alice', { at: '/main/public' })
  const inTimeline = page
    .getByRole('main')
    .getByRole('feed')
    .getByRole('article')
    .filter({ hasText: 'Who brings the kettle?' })
  await expect(inTimeline).toBeVisible()
  await inTimeline.locator('time').click()

  await expect(page).toHaveURL(new RegExp(`/notice/${focus.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Conversation' })).toBeVisible()
  const articles = conversation(page).getByRole('article')
  await expect(articles).toHaveCount(5)
  const ids = await articles.evaluateAll((els) => els.map((e) => e.getAttribute('data-status-id')))
  expect(ids).toEqual([root.id, first.id, focus.id, reply.id, sibling.id])
  const focused = conversation(page).locator('article[aria-current="true"]')
  await expect(focused).toHaveCount(1)
  await expect(focused).toContainText('Who brings the kettle?')
  await expect(focused).toBeInViewport()
})

test('tree display nests the deep thread, dives into a sub-thread and undives', async ({
  page,
  request,
}) => {
  const root = await findPublic<WireStatus>(request, DEEP_THREAD.root.snippet)
  const chapter3 = await findPublic<WireStatus>(request, `${DEEP_THREAD.replyPrefix} 3:`)
  await setConfig(page, { conversationDisplay: 'tree', conversationTreeAdvanced: true })
  await login(page, 'alice', { at: `/notice/${root.id}` })

  const tree = conversation(page)
  await expect(tree.getByText('Chapter 5:')).toBeVisible()
  // maxDepthInThread 6: replies below depth 5 wait behind "Show replies".
  await expect(tree.getByText('Chapter 6:')).toHaveCount(0)
  await expect(tree.getByText('Side plot at depth 2:')).toBeVisible()

  await node(page, chapter3.id).getByRole('button', { name: 'Dive into this thread' }).click()
  const undive = page.getByRole('button', { name: 'Undive' })
  await expect(undive).toBeFocused()
  // The sub-thread shows deeper now, its ancestors above it, the side branch gone.
  await expect(tree.getByText('Chapter 8:')).toBeVisible()
  await expect(tree.getByText('Chapter 9:')).toHaveCount(0)
  await expect(page.getByText('Side plot at depth 2:')).toHaveCount(0)
  const ancestors = page.getByRole('list', { name: 'Earlier posts in this thread' })
  await expect(ancestors.getByRole('article')).toHaveCount(3)
  await expect(
    ancestors.getByRole('button', { name: 'Show 1 other reply to this post' }),
  ).toBeVisible()

  await undive.click()
  await expect(undive).toHaveCount(0)
  await expect(tree.getByText('Side plot at depth 2:')).toBeVisible()
  await expect(tree.getByText('Chapter 9:')).toHaveCount(0)

  // A collapsed branch opens on request.
  const showReplies = tree.getByRole('button', { name: /^Show replies \(\d+\)$/ }).first()
  await expect(showReplies).toHaveAttribute('aria-expanded', 'false')
  await showReplies.click()
  await expect(tree.getByText('Chapter 6:')).toBeVisible()
})

test('a post with a mute word is muted and can be revealed', async ({ page, request }) => {
  const bob = await tokenFor(request, 'bob')
  await post(request, bob, 'A zebra crossed the bike path this morning!')
  await setConfig(page, { muteWords: ['Zebra'] })
  await login(page, 'alice', { at: '/main/public' })

  const notice = page.getByText('Muted: @bob · muted word “Zebra”')
  await expect(notice).toBeVisible()
  await expect(page.getByText('A zebra crossed the bike path')).toHaveCount(0)
  const reveal = notice.locator('xpath=following-sibling::button')
  await expect(reveal).toHaveAccessibleName('Show')
  await expect(reveal).toHaveAttribute('aria-expanded', 'false')
  await reveal.click()
  await expect(page.getByText('A zebra crossed the bike path')).toBeVisible()
  await expect(reveal).toHaveAccessibleName('Hide')
  await expect(reveal).toHaveAttribute('aria-expanded', 'true')
  await reveal.click()
  await expect(page.getByText('A zebra crossed the bike path')).toHaveCount(0)
})

test('a muted thread reads normally in its own conversation', async ({ page, request }) => {
  const chapter3 = await findPublic<WireStatus>(request, `${DEEP_THREAD.replyPrefix} 3:`)
  // bob muted the deep thread (seed); hideMutedThreads is on by default.
  await login(page, 'bob', { at: `/notice/${chapter3.id}` })
  await expect(conversation(page).getByText('Chapter 3:')).toBeVisible()
  await expect(conversation(page).getByText(DEEP_THREAD.root.snippet)).toBeVisible()
  await expect(page.getByText(/^Muted:/)).toHaveCount(0)
})
