import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLayoutEffect, useRef, useState } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../../api/endpoints/instanceMerge'
import { normalizeAccount } from '../../../api/normalize'
import { initI18n } from '../../../i18n/i18n'
import { useEntities } from '../../../store/entities'
import { useSession } from '../../../store/session'
import type * as Emoji from '../../emoji'
import { useAutocomplete } from './useAutocomplete'

// A few standard emoji instead of the whole emojibase chunk.
vi.mock('../../emoji/standardEmoji', async (importOriginal) => {
  const { oneStandardEmoji } = await import('../../../test/standardEmoji')
  return oneStandardEmoji(await importOriginal<typeof Emoji>(), false)
})

const customEmojis = [
  { shortcode: 'blobcat', url: '/emoji/blobs/blobcat.png', category: 'pack:blobs' },
  { shortcode: 'blobwave', url: '/emoji/blobs/blobwave.png', category: 'pack:blobs' },
]

const accountJson = (id: string, acct: string, display_name: string) => ({
  id,
  acct,
  username: acct.split('@')[0],
  display_name,
  avatar: `/avatars/${id}.png`,
})

interface Call {
  url: string
}

/** Answers every request with `reply(url)` as JSON and records it. */
function fakeFetch(reply: (url: string) => unknown): Call[] {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      calls.push({ url: input })
      return Promise.resolve(
        new Response(JSON.stringify(reply(input)), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      )
    }),
  )
  return calls
}

/** A textarea wired the way the post form wires it. */
function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  const ref = useRef<HTMLTextAreaElement>(null)
  const caret = useRef<number | null>(null)
  const autocomplete = useAutocomplete({
    inputRef: ref,
    value,
    onChange: (next, at) => {
      caret.current = at
      setValue(next)
    },
  })
  useLayoutEffect(() => {
    if (caret.current === null) return
    ref.current?.setSelectionRange(caret.current, caret.current)
    caret.current = null
  }, [value])
  return (
    <>
      <label htmlFor="post">Post</label>
      <textarea
        id="post"
        ref={ref}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          autocomplete.onKeyDown(e)
        }}
        onBlur={autocomplete.onBlur}
        onSelect={autocomplete.onSelect}
        {...autocomplete.inputProps}
      />
      {autocomplete.popup}
      <button type="button">Elsewhere</button>
    </>
  )
}

function setup(initial?: string) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
  render(<Field initial={initial} />)
  const field = screen.getByRole('combobox', { name: 'Post' }) as HTMLTextAreaElement
  return { user, field }
}

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  vi.useFakeTimers()
  // Testing Library's async helpers flush with a setTimeout(0) and only advance
  // fake timers when they see Jest's global; Vitest's timers answer to the same call.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  useEntities.getState().clear()
  useSession.setState({ instance: mergeInstanceConfig({ customEmojis }, 'https://akkoma.example') })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('useAutocomplete', () => {
  it('suggests accounts from the cache at once and from the server after 300 ms', async () => {
    useEntities
      .getState()
      .ingestAccounts([
        normalizeAccount(accountJson('1', 'bob', 'Bob Builder')),
        normalizeAccount(accountJson('2', 'alice', 'Alice')),
      ])
    const calls = fakeFetch(() => [
      accountJson('1', 'bob', 'Bob Builder'),
      accountJson('3', 'bobcat@remote.example', 'Bobcat'),
    ])
    const { user, field } = setup()
    await user.click(field)
    await user.type(field, '@bo')

    const list = screen.getByRole('listbox', { name: 'Suggestions' })
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['@bob Bob Builder'])
    expect(field.getAttribute('aria-expanded')).toBe('true')
    expect(field.getAttribute('aria-controls')).toBe(list.id)
    expect(calls).toHaveLength(0)

    await act(async () => {
      await vi.advanceTimersByTimeAsync(300)
    })
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/accounts/search?q=bo&limit=20&resolve=false'])
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '@bob Bob Builder',
      '@bobcat@remote.example Bobcat',
    ])
    // Server results join the cache, so every view knows them.
    expect(useEntities.getState().accounts['3']?.acct).toBe('bobcat@remote.example')

    const first = screen.getByRole('option', { name: '@bob Bob Builder' })
    expect(first.getAttribute('aria-selected')).toBe('true')
    expect(field.getAttribute('aria-activedescendant')).toBe(first.id)
    await user.keyboard('{Enter}')
    expect(field.value).toBe('@bob ')
    expect(field.selectionStart).toBe(5)
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(field.getAttribute('aria-expanded')).toBe('false')
  })

  it('chooses the first row as the list opens and moves with the arrows, wrapping', async () => {
    useEntities
      .getState()
      .ingestAccounts([
        normalizeAccount(accountJson('1', 'bob', 'Bob')),
        normalizeAccount(accountJson('2', 'bobby', 'Bobby')),
      ])
    fakeFetch(() => [])
    const { user, field } = setup()
    await user.click(field)
    await user.type(field, '@bo')
    expect(screen.getByRole('option', { name: '@bob Bob' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    expect(field.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: '@bob Bob' }).id,
    )
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('option', { name: '@bobby Bobby' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('option', { name: '@bob Bob' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    await user.keyboard('{ArrowDown}{Enter}')
    expect(field.value).toBe('@bobby ')
  })

  it('inserts the first suggestion with Enter as soon as the list opens', async () => {
    const { user, field } = setup()
    await user.click(field)
    await user.type(field, ':blob')
    expect(screen.getByRole('listbox')).toBeTruthy()
    await user.keyboard('{Enter}')
    expect(field.value).toBe(':blobcat: ')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('keeps Enter a line break while the list is closed, and Shift+Enter always', async () => {
    const { user, field } = setup()
    await user.click(field)
    await user.type(field, ':blob')
    await user.keyboard('{Shift>}{Enter}{/Shift}')
    expect(field.value).toBe(':blob\n')
    await user.type(field, ':blob')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(field.getAttribute('aria-activedescendant')).toBeNull()
    await user.keyboard('{Enter}')
    expect(field.value).toBe(':blob\n:blob\n')
  })

  it('inserts an emoji with Tab', async () => {
    const { user, field } = setup('Hello ')
    await user.click(field)
    await user.keyboard('{End}')
    await user.type(field, ':blob')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      ':blobcat:',
      ':blobwave:',
    ])
    await user.keyboard('{Tab}')
    expect(field.value).toBe('Hello :blobcat: ')
    expect(document.activeElement).toBe(field)
  })

  it('offers standard emoji once their data has loaded', async () => {
    const { user, field } = setup()
    await user.click(field)
    await user.type(field, ':grin')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    await user.click(screen.getByRole('option', { name: ':grinning:' }))
    expect(field.value).toBe('😀 ')
  })

  it('closes with Escape until the word changes', async () => {
    const { user, field } = setup()
    await user.click(field)
    await user.type(field, ':blob')
    expect(screen.getByRole('listbox')).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(field.value).toBe(':blob')
    await user.type(field, 'w')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([':blobwave:'])
  })

  it('suggests nothing for a lone @, : or #, but every MFM effect for $', async () => {
    const calls = fakeFetch(() => [])
    const { user, field } = setup()
    await user.click(field)
    for (const text of ['@', ':', '#']) {
      await user.clear(field)
      await user.type(field, text)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(400)
      })
      expect(screen.queryByRole('listbox')).toBeNull()
    }
    expect(calls).toHaveLength(0)
    await user.clear(field)
    await user.type(field, '$')
    expect(screen.getAllByRole('option')).toHaveLength(16)
    await user.type(field, 'sp')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(field.value).toBe('$[spin ]')
    expect(field.selectionStart).toBe(7)
  })

  it('suggests hashtags from search v2 after 300 ms', async () => {
    const calls = fakeFetch(() => ({
      accounts: [],
      statuses: [],
      hashtags: [{ name: 'cofe', url: '/tags/cofe', history: [] }, { name: 'coffee' }],
    }))
    const { user, field } = setup()
    await user.click(field)
    await user.type(field, 'I like #co')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299)
    })
    expect(calls).toHaveLength(0)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v2/search?q=co&type=hashtags&limit=20&resolve=false',
    ])
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['#cofe', '#coffee'])
    await user.click(screen.getByRole('option', { name: '#coffee' }))
    expect(field.value).toBe('I like #coffee ')
  })

  it('waits for the typing to settle before asking the server', async () => {
    const calls = fakeFetch(() => [])
    const { user, field } = setup()
    await user.click(field)
    await user.type(field, '@b')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200)
    })
    await user.type(field, 'ob')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300)
    })
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/accounts/search?q=bob&limit=20&resolve=false',
    ])
  })

  it('closes 200 ms after the field loses focus', async () => {
    const { user, field } = setup()
    await user.click(field)
    await user.type(field, ':blob')
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(199)
    })
    expect(screen.getByRole('listbox')).toBeTruthy()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(screen.queryByRole('listbox')).toBeNull()
  })
})
