import { useEffect, useRef, useState } from 'react'
import type { Attachment } from '../../../api/types'
import { useTranslation } from '../../../i18n/react'
import { Button } from '../../../ui/Button'
import { Spinner } from '../../../ui/Spinner'
import styles from './FlashPlayer.module.css'
import './messages'

/*
 * Flash through Ruffle (placeholder, loading, playing or error). Ruffle's files are served from /static/ruffle/ and its
 * script is only fetched when someone presses play.
 */
export type FlashState = 'placeholder' | 'loading' | 'playing' | 'error'

interface RufflePlayerElement extends HTMLElement {
  ruffle(): { load(options: { url: string } & Record<string, unknown>): Promise<void> }
}
interface RuffleSource {
  createPlayer(): RufflePlayerElement
}
interface RuffleGlobal {
  config?: Record<string, unknown>
  newest?: () => RuffleSource | null
}
type WindowWithRuffle = Window & { RufflePlayer?: RuffleGlobal }

export const RUFFLE_SCRIPT = '/static/ruffle/ruffle.js'

let loading: Promise<RuffleSource> | null = null

function loadRuffle(): Promise<RuffleSource> {
  loading ??= new Promise<RuffleSource>((resolve, reject) => {
    const w = window as WindowWithRuffle
    w.RufflePlayer = w.RufflePlayer ?? {}
    w.RufflePlayer.config = {
      publicPath: '/static/ruffle/',
      polyfills: false,
      autoplay: 'on',
      unmuteOverlay: 'hidden',
      letterbox: 'on',
      warnOnUnsupportedContent: false,
      contextMenu: 'off',
      showSwfDownload: false,
      splashScreen: false,
    }
    const script = document.createElement('script')
    script.src = RUFFLE_SCRIPT
    script.onload = () => {
      const source = w.RufflePlayer?.newest?.()
      if (source) resolve(source)
      else reject(new Error('Ruffle did not start'))
    }
    script.onerror = () => reject(new Error('Ruffle could not be loaded'))
    document.head.append(script)
  }).catch((e: unknown) => {
    loading = null
    throw e
  })
  return loading
}

/**
 * Ruffle builds each player's shadow DOM from a template holding two
 * `<style>` elements, which Akkoma's CSP (`style-src 'self' 'nonce-…'`)
 * refuses. While a player is created and attached, a shadow root takes those
 * styles as constructed stylesheets instead (CSSOM, which style-src does not
 * govern, as the theme engine uses), and the element Ruffle looks up by id to
 * write its sizing rules to gets that constructed sheet as its `sheet`.
 */
function withConstructedShadowStyles<T>(create: () => T): T {
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype))
    return create()
  const original = Element.prototype.attachShadow
  Element.prototype.attachShadow = function attachShadow(this: Element, init: ShadowRootInit) {
    const root = original.call(this, init)
    const append = root.appendChild.bind(root)
    root.appendChild = <N extends Node>(node: N): N => {
      if (node instanceof DocumentFragment) adoptStyles(root, node)
      return append(node)
    }
    return root
  }
  try {
    return create()
  } finally {
    Element.prototype.attachShadow = original
  }
}

function adoptStyles(root: ShadowRoot, fragment: DocumentFragment): void {
  const sheets: CSSStyleSheet[] = []
  for (const style of fragment.querySelectorAll('style')) {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(style.textContent ?? '')
    sheets.push(sheet)
    const standIn = document.createElement('template')
    if (style.id) standIn.id = style.id
    Object.defineProperty(standIn, 'sheet', { value: sheet })
    style.replaceWith(standIn)
  }
  if (sheets.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets]
}

export function FlashPlayer({ attachment, url }: { attachment: Attachment; url: string | null }) {
  const { t } = useTranslation()
  const [state, setState] = useState<FlashState>('placeholder')
  const box = useRef<HTMLDivElement>(null)

  // The player element (and its sound) goes away with the viewer.
  useEffect(() => {
    const el = box.current
    return () => el?.replaceChildren()
  }, [])

  const play = async () => {
    if (!url) return
    setState('loading')
    try {
      const source = await loadRuffle()
      const player = withConstructedShadowStyles(() => {
        const created = source.createPlayer()
        box.current?.replaceChildren(created)
        return created
      })
      await player.ruffle().load({ url })
      setState('playing')
    } catch (e) {
      console.warn('Flash playback failed', e)
      box.current?.replaceChildren()
      setState('error')
    }
  }

  const label = attachment.description || t('media.viewer.flash_title')
  return (
    <div className={styles.stage} data-flash-state={state}>
      <div ref={box} className={styles.player} aria-label={label} role="region" />
      {state === 'placeholder' && (
        <div className={styles.overlay}>
          <Button variant="primary" onClick={() => void play()} disabled={!url}>
            {t('media.viewer.flash_play')}
          </Button>
        </div>
      )}
      {state === 'loading' && (
        <div className={styles.overlay} role="status">
          <Spinner />
          <span>{t('media.viewer.flash_loading')}</span>
        </div>
      )}
      {state === 'playing' && (
        <span className="visually-hidden" role="status">
          {t('media.viewer.flash_playing')}
        </span>
      )}
      {state === 'error' && (
        <div className={styles.overlay} role="alert">
          <p>{t('general.flash_fail')}</p>
          {url && (
            <a href={url} target="_blank" rel="noopener noreferrer">
              {t('media.viewer.flash_download')}
            </a>
          )}
        </div>
      )}
    </div>
  )
}
