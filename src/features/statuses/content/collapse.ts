import { create } from 'zustand'

/*
 * Per-status display flags of the body: content
 * warning, tall post, long subject. Written as an explicit machine so the
 * rules are unit-tested apart from the components.
 */

/** What the status is like and where it is shown: fixed for one render. */
export interface BodyFlags {
  hasSubject: boolean
  /** The collapseMessageWithSubject preference. */
  collapseWithSubject: boolean
  tall: boolean
  longSubject: boolean
  /** The conversation's focused status: nothing but the content warning starts collapsed. */
  focused: boolean
}

/** What the reader toggled. */
export interface BodyState {
  contentOpen: boolean
  tallOpen: boolean
  subjectFull: boolean
}

export type BodyEvent = 'toggle-content' | 'toggle-tall' | 'toggle-subject'

export function initialBodyState(flags: BodyFlags): BodyState {
  return {
    contentOpen: !(flags.hasSubject && flags.collapseWithSubject),
    tallOpen: flags.focused,
    subjectFull: flags.focused,
  }
}

export function bodyTransition(state: BodyState, event: BodyEvent): BodyState {
  switch (event) {
    case 'toggle-content':
      return { ...state, contentOpen: !state.contentOpen }
    case 'toggle-tall':
      return { ...state, tallOpen: !state.tallOpen }
    case 'toggle-subject':
      return { ...state, subjectFull: !state.subjectFull }
  }
}

export interface BodyView {
  /** The subject line's show/hide content button is offered. */
  contentToggle: boolean
  /** Text, media, poll and card are hidden behind the subject. */
  contentHidden: boolean
  /** The show more / show less button of a tall post is offered. */
  tallToggle: boolean
  tallCollapsed: boolean
  subjectToggle: boolean
  subjectShortened: boolean
}

export function bodyView(flags: BodyFlags, state: BodyState): BodyView {
  // A post the subject collapses gets one button, not two: once the reader
  // asked to see it, it is shown whole even when tall.
  const hiddenBySubject = flags.hasSubject && flags.collapseWithSubject
  const tallToggle = flags.tall && !hiddenBySubject
  return {
    contentToggle: flags.hasSubject,
    contentHidden: flags.hasSubject && !state.contentOpen,
    tallToggle,
    tallCollapsed: tallToggle && !state.tallOpen,
    subjectToggle: flags.longSubject,
    subjectShortened: flags.longSubject && !state.subjectFull,
  }
}

/*
 * What the reader toggled, by status id, outside the components: a
 * virtualized timeline unmounts statuses scrolled away, and one the reader
 * opened must still be open when it comes back.
 */
interface BodyStateStore {
  toggled: Record<string, Partial<BodyState>>
  dispatch: (id: string, current: BodyState, event: BodyEvent) => void
}

export const useBodyStates = create<BodyStateStore>()((set) => ({
  toggled: {},
  dispatch: (id, current, event) =>
    set((s) => {
      const next = bodyTransition(current, event)
      const changed: Partial<BodyState> = { ...s.toggled[id] }
      for (const key of Object.keys(next) as (keyof BodyState)[]) {
        if (next[key] !== current[key]) changed[key] = next[key]
      }
      return { toggled: { ...s.toggled, [id]: changed } }
    }),
}))

export function resolveBodyState(
  flags: BodyFlags,
  toggled: Partial<BodyState> | undefined,
): BodyState {
  return toggled ? { ...initialBodyState(flags), ...toggled } : initialBodyState(flags)
}
