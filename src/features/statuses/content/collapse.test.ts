// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import {
  bodyTransition,
  bodyView,
  initialBodyState,
  resolveBodyState,
  useBodyStates,
  type BodyFlags,
} from './collapse'

const flags = (over: Partial<BodyFlags> = {}): BodyFlags => ({
  hasSubject: false,
  collapseWithSubject: false,
  tall: false,
  longSubject: false,
  focused: false,
  ...over,
})

const viewOf = (f: BodyFlags) => bodyView(f, initialBodyState(f))

describe('body collapse machine', () => {
  it('shows a plain status whole, with no toggles', () => {
    expect(viewOf(flags())).toEqual({
      contentToggle: false,
      contentHidden: false,
      tallToggle: false,
      tallCollapsed: false,
      subjectToggle: false,
      subjectShortened: false,
    })
  })

  it('hides a status with a subject when the collapse preference is on', () => {
    const f = flags({ hasSubject: true, collapseWithSubject: true })
    expect(viewOf(f)).toMatchObject({ contentToggle: true, contentHidden: true })
    const opened = bodyTransition(initialBodyState(f), 'toggle-content')
    expect(bodyView(f, opened).contentHidden).toBe(false)
    const closed = bodyTransition(opened, 'toggle-content')
    expect(bodyView(f, closed).contentHidden).toBe(true)
  })

  it('shows the content under the subject when the preference is off, with a hide button', () => {
    const f = flags({ hasSubject: true, collapseWithSubject: false })
    expect(viewOf(f)).toMatchObject({ contentToggle: true, contentHidden: false })
    expect(bodyView(f, bodyTransition(initialBodyState(f), 'toggle-content')).contentHidden).toBe(
      true,
    )
  })

  it('keeps the content warning collapsed in the focused status', () => {
    const f = flags({ hasSubject: true, collapseWithSubject: true, focused: true })
    expect(viewOf(f).contentHidden).toBe(true)
  })

  it('collapses a tall status and toggles show more / show less', () => {
    const f = flags({ tall: true })
    expect(viewOf(f)).toMatchObject({ tallToggle: true, tallCollapsed: true })
    const more = bodyTransition(initialBodyState(f), 'toggle-tall')
    expect(bodyView(f, more).tallCollapsed).toBe(false)
    expect(bodyView(f, bodyTransition(more, 'toggle-tall')).tallCollapsed).toBe(true)
  })

  it('does not collapse a tall focused status by default', () => {
    expect(viewOf(flags({ tall: true, focused: true }))).toMatchObject({
      tallToggle: true,
      tallCollapsed: false,
    })
  })

  it('gives a tall status the subject collapses only one button', () => {
    const f = flags({ tall: true, hasSubject: true, collapseWithSubject: true })
    expect(viewOf(f)).toMatchObject({
      contentHidden: true,
      tallToggle: false,
      tallCollapsed: false,
    })
    const opened = bodyTransition(initialBodyState(f), 'toggle-content')
    expect(bodyView(f, opened)).toMatchObject({ contentHidden: false, tallCollapsed: false })
  })

  it('collapses a tall status under an open subject', () => {
    const f = flags({ tall: true, hasSubject: true })
    expect(viewOf(f)).toMatchObject({ contentHidden: false, tallCollapsed: true })
  })

  it('shortens a long subject until asked, except in the focused status', () => {
    const f = flags({ hasSubject: true, longSubject: true })
    expect(viewOf(f)).toMatchObject({ subjectToggle: true, subjectShortened: true })
    expect(
      bodyView(f, bodyTransition(initialBodyState(f), 'toggle-subject')).subjectShortened,
    ).toBe(false)
    expect(viewOf({ ...f, focused: true }).subjectShortened).toBe(false)
  })
})

describe('toggled state store', () => {
  beforeEach(() => useBodyStates.setState({ toggled: {} }))

  it('keeps only what the reader changed, so defaults still follow the flags', () => {
    const f = flags({ hasSubject: true, collapseWithSubject: true, tall: true })
    const { dispatch } = useBodyStates.getState()
    dispatch('s1', resolveBodyState(f, undefined), 'toggle-content')
    const toggled = useBodyStates.getState().toggled.s1
    expect(toggled).toEqual({ contentOpen: true })
    // The same status focused in a conversation keeps its own tall default.
    expect(resolveBodyState({ ...f, focused: true }, toggled)).toEqual({
      contentOpen: true,
      tallOpen: true,
      subjectFull: true,
    })
  })

  it('survives remounts: a second toggle returns to the first state', () => {
    const f = flags({ tall: true })
    const { dispatch } = useBodyStates.getState()
    dispatch('s2', resolveBodyState(f, undefined), 'toggle-tall')
    const once = resolveBodyState(f, useBodyStates.getState().toggled.s2)
    expect(once.tallOpen).toBe(true)
    dispatch('s2', once, 'toggle-tall')
    expect(resolveBodyState(f, useBodyStates.getState().toggled.s2).tallOpen).toBe(false)
  })
})
