/**
 * A small translator reading translator-format message files (nested keys,
 * `{{name}}` interpolation (numbers formatted for the language), `_one` / `_other` plural suffixes chosen by
 * Intl.PluralRules, fallback to English).
 *
 * Why not translator itself: translator and react-translator together cost ~19 kB
 * gzip of the first visit's 170 kB budget, for features this client does
 * not use (backends, namespaces, nesting, formatters, context). The message
 * files keep translator's format, so switching back is a change of two imports.
 */
export type Messages = Record<string, unknown>
export type TOptions = Record<string, unknown> & { count?: number; defaultValue?: string }

import { intlLocaleOf } from './languages'

const FALLBACK = 'en'

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: unknown = messages
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Messages)[part]
  }
  return typeof node === 'string' ? node : undefined
}

function isObject(v: unknown): v is Messages {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

export function deepMerge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key]
    target[key] = isObject(existing) && isObject(value) ? deepMerge({ ...existing }, value) : value
  }
  return target
}

export class Translator {
  /** The interface language's code (`ja_easy`, `zh_Hant`, ...), as the message folders name it. */
  language = FALLBACK
  private readonly bundles = new Map<string, Messages>()
  private readonly listeners = new Set<() => void>()
  private readonly pluralRules = new Map<string, Intl.PluralRules>()

  /** Bumped when words arrive for the language in use: what shows them renders again. */
  version = 0

  addResourceBundle(lang: string, _namespace: string, messages: Messages): void {
    this.bundles.set(lang, deepMerge({ ...(this.bundles.get(lang) ?? {}) }, messages))
    if (lang === this.language) {
      this.version++
      this.listeners.forEach((l) => l())
    }
  }

  hasResourceBundle(lang: string, _namespace = 'translation'): boolean {
    return this.bundles.has(lang)
  }

  async changeLanguage(lang: string): Promise<void> {
    if (lang === this.language) return
    this.language = lang
    this.version++
    this.listeners.forEach((l) => l())
  }

  /** The language as a BCP 47 tag, for `Intl` and `lang` attributes. */
  get locale(): string {
    return intlLocaleOf(this.language)
  }

  /** Calls `listener` after every language change and new words; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private readonly numberFormats = new Map<string, Intl.NumberFormat>()

  private formatNumber(value: number): string {
    let format = this.numberFormats.get(this.language)
    if (!format) {
      try {
        format = new Intl.NumberFormat(intlLocaleOf(this.language))
      } catch {
        format = new Intl.NumberFormat(FALLBACK)
      }
      this.numberFormats.set(this.language, format)
    }
    return format.format(value)
  }

  private plural(lang: string, count: number): string {
    let rules = this.pluralRules.get(lang)
    if (!rules) {
      try {
        rules = new Intl.PluralRules(intlLocaleOf(lang))
      } catch {
        rules = new Intl.PluralRules(FALLBACK)
      }
      this.pluralRules.set(lang, rules)
    }
    return rules.select(count)
  }

  private find(lang: string, key: string, count: number | undefined): string | undefined {
    const messages = this.bundles.get(lang)
    if (typeof count === 'number') {
      const form =
        lookup(messages, `${key}_${this.plural(lang, count)}`) ?? lookup(messages, `${key}_other`)
      if (form !== undefined) return form
    }
    return lookup(messages, key)
  }

  t = (key: string, options: TOptions = {}): string => {
    const template =
      this.find(this.language, key, options.count) ??
      this.find(FALLBACK, key, options.count) ??
      options.defaultValue ??
      key
    return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
      const value = options[name]
      if (value === undefined || value === null) return whole
      // Numbers in the reader's own digits and separators (1,5 MiB; 1 234; ١٢).
      return typeof value === 'number' ? this.formatNumber(value) : String(value)
    })
  }
}
