import { BASELINE_FEATURES } from '../../../api/testFixtures'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { InstanceConfig } from '../../../api/types'
import { useEntities } from '../../../store/entities'
import { useNotices } from '../../../store/notices'
import { useSession } from '../../../store/session'
import { usePreferences } from '../../../store/preferences'
import { fakeServer, resetStores, setupI18n, signIn, status, STATUS_ID } from '../stats/testKit'
import { StatusTranslation, translateStatus, useTranslations } from '.'
import { resetTranslationLanguages } from './translationStore'

function enableTranslation(enabled = true) {
  useSession.setState({
    instance: { features: { ...BASELINE_FEATURES, translation: enabled } } as InstanceConfig,
  })
}

beforeAll(setupI18n)
beforeEach(() => {
  resetStores()
  resetTranslationLanguages()
  useTranslations.setState({ byStatus: {} })
  useEntities.getState().ingestStatuses([status({ content: '<p>Bonjour</p>', language: 'fr' })])
})
afterEach(cleanup)

const languages = {
  source: [{ code: 'FR', name: 'French' }],
  target: [
    { code: 'DE', name: 'German' },
    { code: 'EN', name: 'English' },
  ],
}

describe('translateStatus', () => {
  it('translates into the preferred language and shows the result with its source', async () => {
    signIn()
    enableTranslation()
    usePreferences.getState().set('translationLanguage', 'de')
    const calls = fakeServer((req) =>
      req.url.includes('/languages')
        ? { body: languages }
        : { body: { text: '<p>Guten Tag</p>', detected_language: 'fr' } },
    )
    render(
      <MemoryRouter>
        <StatusTranslation statusId={STATUS_ID} />
      </MemoryRouter>,
    )
    await act(() => translateStatus(STATUS_ID))
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/akkoma/translation/languages',
      `/api/v1/statuses/${STATUS_ID}/translations/DE`,
    ])
    const section = screen.getByRole('region', { name: 'Translation' })
    expect(section.textContent).toContain('Guten Tag')
    expect(section.textContent).toContain('Translated from French to German')

    fireEvent.click(screen.getByRole('button', { name: 'Show original' }))
    expect(screen.queryByRole('region', { name: 'Translation' })).toBeNull()
    // Translating again shows the kept result; the language list is not fetched twice.
    await act(() => translateStatus(STATUS_ID))
    expect(screen.getByRole('region', { name: 'Translation' })).toBeTruthy()
    expect(calls).toHaveLength(2)
  })

  it('uses the interface language when no preference is set', async () => {
    signIn()
    enableTranslation()
    const calls = fakeServer((req) =>
      req.url.includes('/languages') ? { body: languages } : { body: { text: 'Hello' } },
    )
    await translateStatus(STATUS_ID)
    expect(calls[1]!.url).toBe(`/api/v1/statuses/${STATUS_ID}/translations/EN`)
  })

  it('asks the reader to set a target language when none is usable', async () => {
    signIn()
    enableTranslation()
    usePreferences.getState().set('translationLanguage', 'ja')
    const calls = fakeServer(() => ({
      body: { source: [], target: [{ code: 'DE', name: 'German' }] },
    }))
    await translateStatus(STATUS_ID)
    expect(calls).toHaveLength(1)
    const notice = useNotices.getState().notices[0]
    expect(notice?.messageKey).toBe('toast.no_translation_target_set')
    expect(notice?.level).toBe('info')
  })

  it('does nothing when the instance does not translate', async () => {
    signIn()
    enableTranslation(false)
    const calls = fakeServer(() => ({ body: {} }))
    await translateStatus(STATUS_ID)
    expect(calls).toHaveLength(0)
  })

  it('shows a failed translation as a dismissable error', async () => {
    signIn()
    enableTranslation()
    fakeServer((req) =>
      req.url.includes('/languages')
        ? { body: languages }
        : { status: 502, body: { error: 'Translation service unavailable' } },
    )
    render(
      <MemoryRouter>
        <StatusTranslation statusId={STATUS_ID} />
      </MemoryRouter>,
    )
    await act(() => translateStatus(STATUS_ID))
    expect(screen.getByRole('alert').textContent).toBe('Translation service unavailable')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
