// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { INTERFACE_LANGUAGES, intlLocaleOf } from './languages'

/*
 * Every language is complete: the same files as English, every key English
 * has (plural keys in that language's own categories), no key English lacks,
 * and the same interpolation names. A missing key would show English in the
 * middle of a translated screen; a wrong name would show `{{name}}`.
 */
const root = join(__dirname, 'locales')
type Flat = Map<string, string>

function flatten(node: unknown, prefix: string, out: Flat): Flat {
  if (typeof node === 'string') out.set(prefix, node)
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out)
  return out
}

const read = (lang: string, file: string): Flat =>
  flatten(JSON.parse(readFileSync(join(root, lang, file), 'utf8')), '', new Map())

const PLURAL = /_(zero|one|two|few|many|other)$/
const names = (s: string) =>
  new Set([...s.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? ''))
const sorted = (s: Iterable<string>) => [...s].sort()

/** What a language must hold for one English file: plain keys, and plural bases. */
function problems(lang: string, file: string): string[] {
  const en = read('en', file)
  let other: Flat
  try {
    other = read(lang, file)
  } catch {
    return [`${file}: missing file`]
  }
  const categories = new Intl.PluralRules(intlLocaleOf(lang)).resolvedOptions().pluralCategories
  const expected = new Map<string, Set<string>>() // key → interpolation names allowed
  const exact = new Set<string>() // keys whose names must equal English's
  for (const [key, value] of en) {
    if (!PLURAL.test(key)) {
      expected.set(key, names(value))
      exact.add(key)
      continue
    }
    const base = key.replace(PLURAL, '')
    const union = new Set<string>()
    for (const [k, v] of en)
      if (k.replace(PLURAL, '') === base && PLURAL.test(k)) names(v).forEach((n) => union.add(n))
    for (const c of categories) expected.set(`${base}_${c}`, union)
  }
  const out: string[] = []
  for (const [key, allowed] of expected) {
    const value = other.get(key)
    if (value === undefined) {
      out.push(`${file}: missing ${key}`)
      continue
    }
    if (value.trim() === '') out.push(`${file}: empty ${key}`)
    const got = names(value)
    const bad = exact.has(key)
      ? sorted(got).join() !== sorted(allowed).join()
      : [...got].some((n) => !allowed.has(n)) ||
        (key.endsWith('_other') && sorted(got).join() !== sorted(allowed).join())
    if (bad)
      out.push(
        `${file}: ${key} uses {{${sorted(got).join('}}, {{')}}} where English has {{${sorted(allowed).join('}}, {{')}}}`,
      )
  }
  for (const key of other.keys())
    if (!expected.has(key)) out.push(`${file}: ${key} is not an English key`)
  return out
}

const englishFiles = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'))
const present = readdirSync(root).filter((d) => d !== 'en')

describe('interface languages', () => {
  it('has every language the client offers, and offers every language it has', () => {
    expect(sorted(present)).toEqual(sorted(INTERFACE_LANGUAGES.filter((l) => l !== 'en')))
    expect(INTERFACE_LANGUAGES.length).toBeGreaterThanOrEqual(32)
  })

  describe.each(present)('%s', (lang) => {
    it('holds every English key, no other key, and the same interpolation names', () => {
      const extraFiles = readdirSync(join(root, lang)).filter((f) => !englishFiles.includes(f))
      const found = [
        ...englishFiles.flatMap((f) => problems(lang, f)),
        ...extraFiles.map((f) => `${f}: not an English file`),
      ]
      expect(found).toEqual([])
    })
  })
})
