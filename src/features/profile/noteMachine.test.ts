// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { initialNoteState, noteTransition, type NoteEvent, type NoteState } from './noteMachine'

const run = (state: NoteState, ...events: NoteEvent[]) => events.reduce(noteTransition, state)

describe('note editor machine', () => {
  it('waits for the debounce, then saves and reports saved', () => {
    let s = run(initialNoteState(''), { type: 'edit', text: 'h' }, { type: 'edit', text: 'hi' })
    expect(s.status).toBe('pending')
    s = noteTransition(s, { type: 'debounced' })
    expect(s.status).toBe('saving')
    expect(s.request).toEqual({ seq: 1, text: 'hi' })
    s = noteTransition(s, { type: 'done', text: 'hi' })
    expect(s).toMatchObject({ status: 'saved', savedText: 'hi', text: 'hi' })
  })

  it('saves again when typing went on during a save', () => {
    let s = run(
      initialNoteState(''),
      { type: 'edit', text: 'a' },
      { type: 'debounced' },
      { type: 'edit', text: 'ab' },
    )
    expect(s).toMatchObject({ status: 'saving', queued: true, text: 'ab' })
    s = noteTransition(s, { type: 'done', text: 'a' })
    expect(s).toMatchObject({ status: 'pending', savedText: 'a' })
    s = run(s, { type: 'debounced' }, { type: 'done', text: 'ab' })
    expect(s).toMatchObject({ status: 'saved', savedText: 'ab' })
  })

  it('sends nothing when the text is back to what was saved', () => {
    const s = run(
      initialNoteState('same'),
      { type: 'edit', text: 'sam' },
      { type: 'edit', text: 'same' },
      { type: 'debounced' },
    )
    expect(s.status).toBe('saved')
    expect(s.request).toBeNull()
  })

  it('reports a failure and retries with a new request on the next edit', () => {
    let s = run(initialNoteState(''), { type: 'edit', text: 'x' }, { type: 'debounced' })
    s = noteTransition(s, { type: 'failed' })
    expect(s.status).toBe('error')
    s = run(s, { type: 'edit', text: 'x' }, { type: 'debounced' })
    expect(s.request).toEqual({ seq: 2, text: 'x' })
  })

  it('ignores late answers and debounces outside their state', () => {
    const idle = initialNoteState('n')
    expect(noteTransition(idle, { type: 'done', text: 'z' })).toBe(idle)
    expect(noteTransition(idle, { type: 'failed' })).toBe(idle)
    expect(noteTransition(idle, { type: 'debounced' })).toBe(idle)
    expect(noteTransition(idle, { type: 'reset', text: 'fresh' })).toEqual(
      initialNoteState('fresh'),
    )
  })
})
