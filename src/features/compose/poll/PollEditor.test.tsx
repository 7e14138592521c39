import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { PollLimits } from '../../../api/types'
import { initI18n } from '../../../i18n/i18n'
import { PollEditor } from './PollEditor'
import { emptyPoll, toPollPayload } from './pollRules'
import type { PollDraft } from './pollRules'

const limits: PollLimits = {
  max_options: 3,
  max_option_chars: 20,
  min_expiration: 300,
  max_expiration: 2 * 3600,
}

beforeAll(async () => {
  await initI18n('en')
})

const isDisabled = (el: Element | null) => (el as HTMLButtonElement | null)?.disabled
const valueOf = (el: Element | null) => (el as HTMLInputElement | null)?.value

function Harness({ onDraft, disabled }: { onDraft?: (d: PollDraft) => void; disabled?: boolean }) {
  const [draft, setDraft] = useState(emptyPoll)
  return (
    <PollEditor
      value={draft}
      limits={limits}
      disabled={disabled}
      onChange={(next) => {
        setDraft(next)
        onDraft?.(next)
      }}
    />
  )
}

describe('PollEditor', () => {
  it('shows two labelled options, the choice toggle and the duration', () => {
    render(<Harness />)
    expect(screen.getByRole('group', { name: 'Poll' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Option 1' }).getAttribute('maxlength')).toBe('20')
    expect(screen.getByRole('textbox', { name: 'Option 2' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Remove option/ })).toBeNull()
    expect(
      (screen.getByRole('checkbox', { name: 'Allow multiple choices' }) as HTMLInputElement)
        .checked,
    ).toBe(false)
    expect(valueOf(screen.getByRole('spinbutton', { name: 'Poll duration' }))).toBe(String(10))
    const unit = screen.getByRole('combobox', { name: 'Unit of the poll duration' })
    expect(valueOf(unit)).toBe(String('minutes'))
    // Two hours at most: no days.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Minutes', 'Hours'])
  })

  it('adds options up to the maximum and removes them down to two, moving focus', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const add = screen.getByRole('button', { name: 'Add option' })
    await user.click(add)
    const third = screen.getByRole('textbox', { name: 'Option 3' })
    expect(document.activeElement).toBe(third)
    expect(isDisabled(add)).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Remove option 3' }))
    expect(screen.queryByRole('textbox', { name: 'Option 3' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Option 2' }))
    expect(isDisabled(add)).toBe(false)
  })

  it('moves on with Enter instead of posting, adding an option at the end', async () => {
    const user = userEvent.setup()
    const submit = vi.fn((e: Event) => e.preventDefault())
    render(
      <form onSubmit={(e) => submit(e.nativeEvent)}>
        <Harness />
      </form>,
    )
    await user.type(screen.getByRole('textbox', { name: 'Option 1' }), 'Tea{Enter}')
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Option 2' }))
    await user.keyboard('Coffee{Enter}')
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Option 3' }))
    expect(submit).not.toHaveBeenCalled()
  })

  it('edits the draft: options, multiple choice, clamped duration and unit', async () => {
    const user = userEvent.setup()
    const onDraft = vi.fn()
    render(<Harness onDraft={onDraft} />)
    await user.type(screen.getByRole('textbox', { name: 'Option 1' }), 'Yes')
    await user.type(screen.getByRole('textbox', { name: 'Option 2' }), 'No')
    await user.click(screen.getByRole('checkbox', { name: 'Allow multiple choices' }))
    const amount = screen.getByRole('spinbutton', { name: 'Poll duration' })
    await user.clear(amount)
    await user.type(amount, '1')
    await user.tab()
    // Five minutes is the minimum.
    expect(valueOf(amount)).toBe(String(5))
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Unit of the poll duration' }),
      'hours',
    )
    expect(valueOf(amount)).toBe(String(2))
    const last = onDraft.mock.lastCall?.[0] as PollDraft
    expect(toPollPayload(last, limits)).toEqual({
      options: ['Yes', 'No'],
      multiple: true,
      expires_in: 7200,
    })
  })

  it('disables everything while the form is busy', () => {
    render(<Harness disabled />)
    expect(isDisabled(screen.getByRole('textbox', { name: 'Option 1' }))).toBe(true)
    expect(isDisabled(screen.getByRole('button', { name: 'Add option' }))).toBe(true)
    expect(isDisabled(screen.getByRole('combobox', { name: 'Unit of the poll duration' }))).toBe(
      true,
    )
  })
})
