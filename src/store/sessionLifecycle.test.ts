// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { createSessionLifecycle, type SessionPiece } from './sessionLifecycle'

interface Ctx {
  userId: string
}

/** A piece that writes what it does into `log`. */
function recorder(name: string, log: string[]): SessionPiece<Ctx> {
  return {
    name,
    start: (ctx) => log.push(`start ${name} ${ctx.userId}`),
    clear: () => log.push(`clear ${name}`),
  }
}

describe('session lifecycle', () => {
  it('runs start and clear in the declared order, not the order of registration', () => {
    const log: string[] = []
    const life = createSessionLifecycle<Ctx>(['identity', 'timelines', 'lists'])
    life.register(recorder('lists', log))
    life.register(recorder('identity', log))
    life.register(recorder('timelines', log))
    life.start({ userId: 'a' })
    life.end()
    expect(log).toEqual([
      'start identity a',
      'start timelines a',
      'start lists a',
      'clear identity',
      'clear timelines',
      'clear lists',
    ])
  })

  it('runs pieces the order does not name after the named ones, as registered', () => {
    const log: string[] = []
    const life = createSessionLifecycle<Ctx>(['first'])
    life.register(recorder('late', log))
    life.register(recorder('other', log))
    life.register(recorder('first', log))
    life.end()
    expect(log).toEqual(['clear first', 'clear late', 'clear other'])
  })

  it('logs a failing piece and carries on with the others', () => {
    const log: string[] = []
    const report = vi.spyOn(console, 'error').mockImplementation(() => {})
    const life = createSessionLifecycle<Ctx>(['a', 'broken', 'b'])
    life.register(recorder('a', log))
    life.register({
      name: 'broken',
      start: () => {
        throw new Error('start failed')
      },
      clear: () => {
        throw new Error('clear failed')
      },
    })
    life.register(recorder('b', log))
    life.start({ userId: 'u' })
    life.end()
    expect(log).toEqual(['start a u', 'start b u', 'clear a', 'clear b'])
    expect(report).toHaveBeenCalledTimes(2)
    expect(report).toHaveBeenNthCalledWith(
      1,
      'Session piece',
      'broken',
      'start',
      new Error('start failed'),
    )
    expect(report).toHaveBeenNthCalledWith(
      2,
      'Session piece',
      'broken',
      'clear',
      new Error('clear failed'),
    )
  })

  it('ends idempotently: a second end clears again and nothing fails', () => {
    const log: string[] = []
    const life = createSessionLifecycle<Ctx>([])
    life.register(recorder('a', log))
    life.start({ userId: 'u' })
    life.end()
    life.end()
    // Ended: a piece registered now does not start.
    life.register(recorder('b', log))
    expect(log).toEqual(['start a u', 'clear a', 'clear a'])
  })

  it('clears even when no session was started (state left by a guest or a test)', () => {
    const log: string[] = []
    const life = createSessionLifecycle<Ctx>([])
    life.register(recorder('a', log))
    life.end()
    expect(log).toEqual(['clear a'])
  })

  it('switches by ending the running session, then starting the next', () => {
    const log: string[] = []
    const life = createSessionLifecycle<Ctx>([])
    life.register(recorder('a', log))
    life.start({ userId: 'one' })
    life.switchTo({ userId: 'two' })
    life.register(recorder('b', log))
    expect(log).toEqual(['start a one', 'clear a', 'start a two', 'start b two'])
  })

  it('ends a running session before starting another', () => {
    const log: string[] = []
    const life = createSessionLifecycle<Ctx>([])
    life.register(recorder('a', log))
    life.start({ userId: 'one' })
    life.start({ userId: 'two' })
    expect(log).toEqual(['start a one', 'clear a', 'start a two'])
  })

  it('starts a piece registered during a session at once, and only then', () => {
    const log: string[] = []
    const life = createSessionLifecycle<Ctx>([])
    life.register(recorder('early', log))
    life.start({ userId: 'u' })
    life.register(recorder('lazy', log))
    life.end()
    life.register(recorder('guest', log))
    expect(log).toEqual(['start early u', 'start lazy u', 'clear early', 'clear lazy'])
  })

  it('replaces a piece registered again under the same name, keeping its place', () => {
    const log: string[] = []
    const life = createSessionLifecycle<Ctx>([])
    life.register(recorder('a', []))
    life.register(recorder('b', log))
    life.register(recorder('a', log))
    life.end()
    expect(log).toEqual(['clear a', 'clear b'])
  })

  it('forgets an account in every piece that keeps something of it, whether a session runs or not', () => {
    const log: string[] = []
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const life = createSessionLifecycle<Ctx>(['second', 'first'])
    life.register({
      name: 'first',
      clear: () => undefined,
      forget: (who) => log.push(`forget first ${who.server}|${who.userId}`),
    })
    life.register({
      name: 'second',
      clear: () => undefined,
      forget: () => {
        throw new Error('storage refused')
      },
    })
    life.register(recorder('keeps nothing', log))
    life.forget({ server: 'https://a.example', userId: '7' })
    // One piece that fails does not keep the others from forgetting.
    expect(log).toEqual(['forget first https://a.example|7'])
    expect(logged).toHaveBeenCalledOnce()
    life.start({ userId: 'u' })
    life.forget({ server: '', userId: '8' })
    expect(log).toEqual([
      'forget first https://a.example|7',
      'start keeps nothing u',
      'forget first |8',
    ])
  })
})
