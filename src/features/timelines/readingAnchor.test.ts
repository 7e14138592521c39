// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  anchorAt,
  correctionFor,
  newerPosition,
  restoreFrame,
  resumeTarget,
  startRestore,
  unreadAbove,
  type RestoreState,
} from './readingAnchor'

const limits = { stillFrames: 3, maxFrames: 20 }

describe('the reading anchor', () => {
  it('is the status the reading line crosses, with its offset', () => {
    const items = [
      { id: 'a', top: -300, bottom: -20 },
      { id: 'b', top: -20, bottom: 180 },
      { id: 'c', top: 180, bottom: 400 },
    ]
    expect(anchorAt(items, 100)).toEqual({ id: 'b', offset: -120 })
    // At the top of the page the first status is below the line.
    expect(anchorAt([{ id: 'x', top: 150, bottom: 300 }], 104)).toEqual({ id: 'x', offset: 46 })
    expect(anchorAt([], 100)).toBeNull()
  })

  it('says how far to scroll to bring it back', () => {
    expect(correctionFor({ id: 'b', offset: -120 }, 300, 100)).toBe(320)
    expect(correctionFor({ id: 'b', offset: -120 }, -20, 100)).toBe(0)
  })
})

describe('restoring a place, frame by frame', () => {
  const anchor = { id: 'b', offset: -50 }
  const run = (tops: (number | null)[]) => {
    let state: RestoreState = startRestore()
    const actions: string[] = []
    for (const top of tops) {
      const step = restoreFrame(state, anchor, top, 100, limits)
      state = step.state
      actions.push(step.action.kind === 'scroll' ? `scroll ${step.action.by}` : step.action.kind)
      if (step.action.kind === 'stop') break
    }
    return { state, actions }
  }

  it('seeks a status not rendered, corrects, then stops once it holds still', () => {
    const { state, actions } = run([null, 400, 50, 50, 50, 50])
    expect(actions).toEqual(['seek', 'scroll 350', 'wait', 'wait', 'stop'])
    expect(state.phase).toBe('done')
  })

  it('corrects again when heights measured above move it', () => {
    const { actions } = run([50, 50, 80, 50, 50, 50])
    expect(actions).toEqual(['wait', 'wait', 'scroll 30', 'wait', 'wait', 'stop'])
  })

  it('gives up after the frame limit', () => {
    const { state } = run(Array.from({ length: 30 }, () => null))
    expect(state.phase).toBe('abandoned')
  })
})

describe('resuming home', () => {
  it('takes the newer of the local and the server position', () => {
    const local = { id: '10', at: 1_000 }
    const server = { id: '20', at: 2_000 }
    expect(newerPosition(local, server)).toBe(server)
    expect(newerPosition({ id: '30', at: 3_000 }, server)).toEqual({ id: '30', at: 3_000 })
    expect(newerPosition(null, server)).toBe(server)
    expect(newerPosition(local, null)).toBe(local)
    expect(newerPosition(null, null)).toBeNull()
  })

  it('lands on the next older status when the saved one was deleted', () => {
    expect(resumeTarget('50', true, ['49', '48'])).toBe('50')
    expect(resumeTarget('50', false, ['49', '48'])).toBe('49')
    expect(resumeTarget('50', false, [])).toBeNull()
  })

  it('counts the unread statuses still above the top of the window', () => {
    const ids = ['9', '8', '7', '6', '5', '4']
    expect(unreadAbove(ids, '6', null)).toBe(3)
    expect(unreadAbove(ids, '6', '6')).toBe(3)
    expect(unreadAbove(ids, '6', '8')).toBe(1)
    expect(unreadAbove(ids, '6', '9')).toBe(0)
    // Read further down: the unread ones above stay unread.
    expect(unreadAbove(ids, '6', '4')).toBe(3)
    expect(unreadAbove(ids, null, '4')).toBe(0)
    expect(unreadAbove(ids, '9', null)).toBe(0)
  })

  it("does not count the reader's own posts as unread", () => {
    const ids = ['9', '8', '7', '6', '5', '4']
    const own = (id: string) => id === '9' || id === '5'
    expect(unreadAbove(ids, '6', null, own)).toBe(2)
    expect(unreadAbove(ids, '6', '8', own)).toBe(0)
    expect(unreadAbove(ids, '6', '7', own)).toBe(1)
  })
})
