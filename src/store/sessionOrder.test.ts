// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SESSION_PIECE_ORDER } from './sessionOrder'

/** Every `registerSessionPiece({ name: '…' …` in the sources, with its file. */
function registeredPieces(): { name: string; file: string }[] {
  const src = join(import.meta.dirname, '..')
  const found: { name: string; file: string }[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = readFileSync(path, 'utf8')
        for (const m of text.matchAll(/registerSessionPiece\(\{\s*name: '(\w+)'/g))
          found.push({ name: m[1] ?? '', file: path.slice(src.length + 1) })
      }
    }
  }
  walk(src)
  return found
}

describe('the order of the session pieces', () => {
  it('names every registered piece once, and nothing else', () => {
    const registered = registeredPieces()
    expect(registered.map((p) => p.name).sort()).toEqual([...SESSION_PIECE_ORDER].sort())
    expect(new Set(SESSION_PIECE_ORDER).size).toBe(SESSION_PIECE_ORDER.length)
  })

  it('says where each piece lives', () => {
    const text = readFileSync(join(import.meta.dirname, 'sessionOrder.ts'), 'utf8')
    for (const { name, file } of registeredPieces())
      expect(text).toContain(`'${name}', // ${file.replace(/\\/g, '/')}`)
  })
})
