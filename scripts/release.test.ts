// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { writeRelease } from './release.ts'

/** Reads a stored (uncompressed) zip's central directory: name -> data. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const out = new Map<string, Buffer>()
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50)
    const method = zip.readUInt16LE(at + 10)
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const extra = zip.readUInt16LE(at + 30)
    const comment = zip.readUInt16LE(at + 32)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength)
    expect(method).toBe(0)
    const localName = zip.readUInt16LE(local + 26)
    const localExtra = zip.readUInt16LE(local + 28)
    const start = local + 30 + localName + localExtra
    out.set(name, zip.subarray(start, start + size))
    at += 46 + nameLength + extra + comment
  }
  return out
}

const work = mkdtempSync(join(tmpdir(), 'release-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('the release zip', () => {
  it("holds the build under dist/, the folder Akkoma's installer copies", () => {
    const dist = join(work, 'dist')
    mkdirSync(join(dist, 'static', 'client'), { recursive: true })
    writeFileSync(join(dist, 'index.html'), '<!doctype html><!--server-generated-meta-->')
    writeFileSync(join(dist, 'static', 'client', 'app.js'), 'console.log(1)')
    writeFileSync(join(dist, 'static', 'client', 'app.js.gz'), Buffer.from([0x1f, 0x8b, 8]))
    const file = writeRelease(dist, join(work, 'release'), { name: 'cofe', version: '1.2.3' })
    expect(file).toBe(join(work, 'release', 'cofe-1.2.3.zip'))
    const entries = readZip(readFileSync(file))
    expect([...entries.keys()].sort()).toEqual([
      'dist/index.html',
      'dist/static/client/app.js',
      'dist/static/client/app.js.gz',
    ])
    expect(entries.get('dist/static/client/app.js')?.toString()).toBe('console.log(1)')
  })

  it('refuses a folder without a build', () => {
    expect(() =>
      writeRelease(join(work, 'nothing'), join(work, 'out'), { name: 'a', version: '1' }),
    ).toThrow(/no build/)
  })
})
