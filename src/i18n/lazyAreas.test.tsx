import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import keyboardEnglish from './locales/en/keyboard.lazy.json'
import keyboardGerman from './locales/de/keyboard.lazy.json'
import searchEnglish from './locales/en/search.lazy.json'
import searchFrench from './locales/fr/search.lazy.json'
import { translator, messagesSettled, registerMessages, setInterfaceLanguage } from './i18n'
import { useTranslation } from './react'
import { lazy } from '../ui/lazy'

const rendered: string[] = []

function Title() {
  const { t } = useTranslation()
  const title = t('keyboard.help_title')
  rendered.push(title)
  return <h1>{title}</h1>
}

describe('a lazy area in another language', () => {
  afterEach(async () => {
    await setInterfaceLanguage('en')
  })

  it('loads its words with the chunk, before the chunk first renders', async () => {
    await setInterfaceLanguage('de')
    expect(document.documentElement.lang).toBe('de')
    const Screen = lazy(async () => {
      // What a feature's messages.ts does when its chunk is evaluated.
      registerMessages(keyboardEnglish, 'keyboard')
      return { default: Title }
    })
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    )
    // The very first render of the screen is already German.
    expect(
      await screen.findByRole('heading', { name: keyboardGerman.keyboard.help_title }),
    ).toBeTruthy()
    expect(rendered).not.toContain(keyboardEnglish.keyboard.help_title)
  })

  it('loads the open areas again when the language changes, and right to left is set', async () => {
    registerMessages(keyboardEnglish, 'keyboard')
    await messagesSettled()
    await setInterfaceLanguage('ar')
    expect(document.documentElement.dir).toBe('rtl')
    expect(translator.t('keyboard.help_title')).not.toBe(keyboardEnglish.keyboard.help_title)
    await setInterfaceLanguage('en')
    expect(document.documentElement.dir).toBe('ltr')
    expect(translator.t('keyboard.help_title')).toBe(keyboardEnglish.keyboard.help_title)
  })
})

describe('an area registered while the language is being switched', () => {
  afterEach(async () => {
    await setInterfaceLanguage('en')
  })

  it('still gets its words in the new language', async () => {
    const switching = setInterfaceLanguage('fr')
    // A preloaded chunk evaluates while French's main files are still on their way.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(translator.language).toBe('en')
    registerMessages(searchEnglish, 'search')
    await switching
    await messagesSettled()
    expect(translator.language).toBe('fr')
    expect(translator.t('search.input_label')).toBe(searchFrench.search.input_label)
    expect(searchFrench.search.input_label).not.toBe(searchEnglish.search.input_label)
  })
})
