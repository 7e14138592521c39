import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { CustomEmoji, Mention } from '../../../../api/types'
import { effectClasses, MfmBody, renderMfm } from './MfmBody'
import styles from './Mfm.module.css'

const mentions: Mention[] = [
  { id: 'a1', username: 'alice', acct: 'alice', url: 'https://local.example/users/alice' },
  {
    id: 'd1',
    username: 'dana',
    acct: 'dana@mastodon.example',
    url: 'https://mastodon.example/@dana',
  },
]
const emojis: CustomEmoji[] = [
  {
    shortcode: 'blobcat',
    url: 'https://local.example/emoji/blobcat.png',
    static_url: 'https://local.example/emoji/blobcat.png',
    visible_in_picker: true,
    category: null,
  },
]

function show(source: string, hoverOnly = false): HTMLElement {
  const { container } = render(
    <MemoryRouter>
      <MfmBody source={source} html="" hoverOnly={hoverOnly} mentions={mentions} emojis={emojis} />
    </MemoryRouter>,
  )
  return container.firstElementChild as HTMLElement
}

const wrap = (nodes: ReactNode) => render(<MemoryRouter>{nodes}</MemoryRouter>).container

describe('MFM rendering', () => {
  it('renders effects as spans with their classes', () => {
    const root = show(
      '$[tada hooray] $[x2 big] $[spin.left,x round] $[flip.v upside] $[font.serif fancy]',
    )
    const tada = screen.getByText('hooray').parentElement!
    expect(tada.className).toContain(styles.tada)
    expect(tada.className).toContain(styles.animated)
    expect(screen.getByText('big').parentElement!.className).toContain(styles.x2)
    const spin = screen.getByText('round').parentElement!.className
    expect(spin).toContain(styles.spin)
    expect(spin).toContain(styles.spinX)
    expect(spin).toContain(styles.reverse)
    expect(screen.getByText('upside').parentElement!.className).toContain(styles.flipV)
    expect(screen.getByText('fancy').parentElement!.className).toContain(styles.fontSerif)
    expect(root.className).toContain(styles.root)
  })

  it('rounds rotation to 45° steps and defaults to 90°', () => {
    expect(effectClasses({ name: 'rotate', args: {} })).toContain(styles.rotate90)
    expect(effectClasses({ name: 'rotate', args: { deg: '50' } })).toContain(styles.rotate45)
    expect(effectClasses({ name: 'rotate', args: { deg: '-90' } })).toContain(styles.rotate270)
  })

  it('offers exactly the listed effects', () => {
    const offered = ['blur', 'bounce', 'flip', 'font', 'jelly', 'jump', 'rainbow', 'rotate']
    offered.push('shake', 'sparkle', 'spin', 'tada', 'twitch', 'x2', 'x3', 'x4')
    for (const name of offered) expect(effectClasses({ name, args: {} })).not.toBeNull()
    expect(effectClasses({ name: 'position', args: {} })).toBeNull()
  })

  it('shows the text of an unknown function without styling it', () => {
    show('$[unknownfx plain words]')
    expect(screen.getByText('plain words').parentElement!.className).toBe('')
  })

  it('turns mentions and hashtags into in-app links', () => {
    show('hi @alice and @dana@mastodon.example about #Cofe')
    expect(screen.getByRole('link', { name: '@alice' }).getAttribute('href')).toBe('/users/alice')
    expect(screen.getByRole('link', { name: '@dana@mastodon.example' }).getAttribute('href')).toBe(
      '/users/d1',
    )
    const tag = screen.getByRole('link', { name: '#Cofe' })
    expect(tag.getAttribute('href')).toBe('/tag/cofe')
    expect(tag.getAttribute('target')).toBeNull()
  })

  it('links unknown remote mentions to the remote lookup and leaves unknown local names as text', () => {
    show('@zed@far.example and @nobody')
    expect(screen.getByRole('link', { name: '@zed@far.example' }).getAttribute('href')).toBe(
      '/remote-users/@zed@far.example',
    )
    expect(screen.queryByRole('link', { name: '@nobody' })).toBeNull()
  })

  it('opens web links in a new tab without opener, and drops other schemes', () => {
    show(
      'see https://example.org/page and [docs](https://docs.example/) [bad](javascript:alert(1))',
    )
    const url = screen.getByRole('link', { name: 'https://example.org/page' })
    expect(url.getAttribute('target')).toBe('_blank')
    expect(url.getAttribute('rel')).toContain('noopener')
    expect(screen.getByRole('link', { name: 'docs' }).getAttribute('href')).toBe(
      'https://docs.example/',
    )
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull()
  })

  it('shows custom emoji as images and keeps unknown shortcodes as text', () => {
    show('hello :blobcat: :nope:')
    const img = screen.getByRole('img', { name: ':blobcat:' })
    expect(img.getAttribute('src')).toBe('https://local.example/emoji/blobcat.png')
    expect(screen.getByText(/:nope:/)).toBeTruthy()
  })

  it('never turns source markup into HTML', () => {
    const root = show('<img src=x onerror=alert(1)><script>alert(2)</script>')
    expect(root.querySelector('img, script')).toBeNull()
    expect(root.textContent).toBe('<img src=x onerror=alert(1)><script>alert(2)</script>')
  })

  it('keeps line breaks, bold, quotes and code', () => {
    const container = wrap(
      <>{renderMfm('line one\nline two **strong**\n> quoted\n`code`', { mentions, emojis })}</>,
    )
    expect(container.querySelectorAll('br').length).toBeGreaterThan(0)
    expect(container.querySelector('strong')?.textContent).toBe('strong')
    expect(container.querySelector('blockquote')?.textContent).toBe('quoted')
    expect(container.querySelector('code')?.textContent).toBe('code')
  })

  it('marks the body for hover-only animation when asked', () => {
    expect(show('$[jump hop]', true).className).toContain(styles.hoverOnly)
  })

  it('uses the server rendering when it already carries MFM classes', () => {
    const { container } = render(
      <MemoryRouter>
        <MfmBody
          source="$[tada ignored]"
          html='<p><span class="mfm _mfm_tada_">served</span></p>'
          hoverOnly={false}
          mentions={[]}
          emojis={[]}
        />
      </MemoryRouter>,
    )
    expect(screen.getByText('served').className).toBe('mfm _mfm_tada_')
    expect(container.textContent).not.toContain('ignored')
  })
})
