import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from './helpers'

/*
 * The interface's words in any language, read from its message files: tests
 * of translated screens find controls by the names a reader of that
 * language hears, and check that the screen shows what the translators wrote.
 */

type Tree = { [key: string]: string | Tree }

export function messages(lang: string): Tree {
  const dir = join(process.cwd(), 'src', 'i18n', 'locales', lang)
  const merge = (into: Tree, from: Tree): Tree => {
    for (const [k, v] of Object.entries(from)) {
      const there = into[k]
      into[k] = typeof v === 'object' && typeof there === 'object' ? merge(there, v) : v
    }
    return into
  }
  const out: Tree = {}
  for (const file of readdirSync(dir))
    merge(out, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree)
  return out
}

export function word(lang: string, key: string): string {
  let node: string | Tree | undefined = messages(lang)
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  if (typeof node !== 'string') throw new Error(`${lang} has no ${key}`)
  return node
}

/** Logs in through the form, found by its words in `lang`; waits for the home timeline. */
export async function logIn(page: Page, lang: string, path = '/main/public'): Promise<void> {
  await page.goto(path)
  const form = page.getByRole('form', { name: word(lang, 'login.heading') })
  await form.getByLabel(word(lang, 'login.username')).fill('alice')
  await form.getByLabel(word(lang, 'login.password')).fill(DEMO_PASSWORD)
  await form.getByRole('button', { name: word(lang, 'login.login') }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: word(lang, 'nav.home_timeline') }),
  ).toBeVisible()
}
