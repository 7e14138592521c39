import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../../api/endpoints/instanceMerge'
import { initI18n } from '../../../i18n/i18n'
import { useEntities } from '../../../store/entities'
import { resetStorageProbe } from '../../../store/localStore'
import { useNotices } from '../../../store/notices'
import { DEFAULT_PREFERENCES, usePreferences } from '../../../store/preferences'
import { useSession } from '../../../store/session'
import { PostForm } from '../PostForm'
import { toPickerValue } from './scheduleTime'

/*
 * The post form with a schedule: what is sent, what the form says, and what
 * it does with the ScheduledStatus the server answers (no timeline, the draft
 * cleared, a notice with the way to the list).
 */

const HOUR = 3_600_000
const requests: { key: string; body: string; headers: Record<string, string> }[] = []
let replies: Record<string, () => Response>

const scheduledReply = (at: string) => () =>
  new Response(
    JSON.stringify({
      id: 'sch1',
      scheduled_at: at,
      params: { text: 'later', visibility: 'public' },
      media_attachments: [],
    }),
  )

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  useNotices.getState().clear()
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES } })
  window.localStorage.clear()
  resetStorageProbe()
  requests.length = 0
  replies = {}
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method} ${url}`
    requests.push({
      key,
      body: String(init.body ?? ''),
      headers: (init.headers ?? {}) as Record<string, string>,
    })
    const reply = replies[key]
    return reply ? reply() : new Response('{}', { status: 404 })
  })
  useEntities.getState().clear()
  useSession.setState({
    currentUserId: 'me',
    extras: { default_scope: 'public', follow_requests_count: 0 },
    instance: { ...mergeInstanceConfig({}, ''), softwareName: 'akkoma' },
  })
})

const form = () => screen.getByRole('form', { name: 'Write a post' })

describe('the post form’s schedule', () => {
  it('sends scheduled_at with the post, says when, clears the draft and adds nothing to a timeline', async () => {
    const user = userEvent.setup()
    const at = new Date(Math.ceil((Date.now() + 2 * HOUR) / 60_000) * 60_000)
    replies['POST /api/v1/statuses'] = scheduledReply(at.toISOString())
    render(<PostForm />)
    await user.type(within(form()).getByRole('textbox', { name: 'Write a post' }), 'later')
    await user.click(within(form()).getByRole('button', { name: 'Schedule' }))
    const picker = within(form()).getByRole('group', { name: 'Schedule this post' })
    const input = within(picker).getByLabelText('Date and time')
    fireEvent.change(input, { target: { value: toPickerValue(at.getTime()) } })
    await user.click(within(form()).getByRole('button', { name: /^Schedule for / }))

    await waitFor(() =>
      expect(within(form()).getByRole('textbox', { name: 'Write a post' })).toHaveProperty(
        'value',
        '',
      ),
    )
    const post = requests.find((r) => r.key === 'POST /api/v1/statuses')
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({
      status: 'later',
      scheduled_at: at.toISOString(),
    })
    expect(post?.headers['Idempotency-Key']).toBeTruthy()
    expect(Object.keys(useEntities.getState().statuses)).toEqual([])
    expect(useNotices.getState().notices).toMatchObject([
      { messageKey: 'scheduled.scheduled_notice', link: { to: '/scheduled' } },
    ])
    // Back to posting at once.
    expect(within(form()).getByRole('button', { name: 'Post' })).toBeTruthy()
    expect(within(form()).queryByRole('group', { name: 'Schedule this post' })).toBeNull()
  })

  it('refuses a time under five minutes ahead without asking the server', async () => {
    const user = userEvent.setup()
    render(<PostForm />)
    await user.type(within(form()).getByRole('textbox', { name: 'Write a post' }), 'soon')
    await user.click(within(form()).getByRole('button', { name: 'Schedule' }))
    fireEvent.change(within(form()).getByLabelText('Date and time'), {
      target: { value: toPickerValue(Date.now() + 60_000) },
    })
    expect(
      within(form()).getAllByText('Choose a time at least 5 minutes from now.').length,
    ).toBeGreaterThan(0)
    await user.click(within(form()).getByRole('button', { name: /^Schedule for / }))
    expect(requests).toHaveLength(0)
  })

  it('an edited scheduled post says it replaces the old one, deletes it, then schedules anew', async () => {
    const user = userEvent.setup()
    const at = new Date(Math.ceil((Date.now() + 3 * HOUR) / 60_000) * 60_000).toISOString()
    replies['DELETE /api/v1/scheduled_statuses/old1'] = () => new Response('{}')
    replies['POST /api/v1/statuses'] = scheduledReply(at)
    render(<PostForm initial={{ status: 'draft', scheduled: { at, replaces: 'old1' } }} />)
    expect(within(form()).getByText(/deletes your scheduled post/)).toBeTruthy()
    await user.click(within(form()).getByRole('button', { name: /^Schedule for / }))
    await waitFor(() => expect(requests).toHaveLength(2))
    expect(requests.map((r) => r.key)).toEqual([
      'DELETE /api/v1/scheduled_statuses/old1',
      'POST /api/v1/statuses',
    ])
    expect(JSON.parse(requests[1]?.body ?? '{}')).toMatchObject({
      status: 'draft',
      scheduled_at: at,
    })
  })

  it('shows no Schedule control where the server keeps no scheduled posts', () => {
    const instance = useSession.getState().instance!
    useSession.setState({
      instance: { ...instance, features: { ...instance.features, scheduledStatuses: false } },
    })
    render(<PostForm />)
    expect(within(form()).getByRole('button', { name: 'Poll' })).toBeTruthy()
    expect(within(form()).queryByRole('button', { name: 'Schedule' })).toBeNull()
  })
})
