import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Card } from '../../../api/types'
import { initI18n } from '../../../i18n/i18n'
import { makeAttachment, makeStatus } from '../../../store/testFixtures'
import { DEFAULT_PREFERENCES, usePreferences } from '../../../store/preferences'
import { LinkCard } from './LinkCard'
import { StatusCard } from './StatusCard'

const card: Card = {
  url: 'https://blog.example/2024/gerald',
  title: 'Gerald the sourdough starter',
  description: 'Notes on feeding, <b>temperature</b> and patience.',
  image: 'https://blog.example/gerald.jpg',
  provider_name: 'Gwen’s blog',
  type: 'link',
}

beforeAll(async () => {
  await initI18n('en')
})

afterEach(() => {
  cleanup()
  act(() => usePreferences.setState({ prefs: DEFAULT_PREFERENCES }))
})

describe('LinkCard', () => {
  it('is one link to the page, opening in a new tab without referrer or endorsement', () => {
    render(<LinkCard card={card} />)
    const link = screen.getByRole('link', { name: /Gerald the sourdough starter/ })
    expect(link.getAttribute('href')).toBe(card.url)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc')
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })

  it('shows the provider, the title, the description as plain text, and a decorative lazy image', () => {
    const { container } = render(<LinkCard card={card} />)
    expect(screen.getByText('Gwen’s blog')).toBeTruthy()
    expect(screen.getByText('Notes on feeding, <b>temperature</b> and patience.')).toBeTruthy()
    expect(container.querySelector('b')).toBeNull()
    const img = container.querySelector('img')
    expect(img?.getAttribute('src')).toBe(card.image)
    expect(img?.getAttribute('alt')).toBe('')
    expect(img?.getAttribute('loading')).toBe('lazy')
  })

  it('falls back to the URL for a missing title and the host for a missing provider', () => {
    render(
      <LinkCard card={{ ...card, title: '', provider_name: '', image: null, description: '' }} />,
    )
    expect(screen.getByText('blog.example')).toBeTruthy()
    expect(screen.getByText(card.url)).toBeTruthy()
  })

  it('renders nothing for a URL that is not http(s)', () => {
    // Built at runtime so no literal script URL sits in the source.
    const url = ['javascript', 'alert(1)'].join(':')
    const { container } = render(<LinkCard card={{ ...card, url }} />)
    expect(container.innerHTML).toBe('')
  })
})

describe('StatusCard', () => {
  it('shows the card of a status without attachments', () => {
    render(<StatusCard status={makeStatus({ card })} />)
    expect(screen.getByRole('link', { name: /Gerald/ })).toBeTruthy()
  })

  it('hides the card when the status has attachments', () => {
    const { container } = render(
      <StatusCard status={makeStatus({ card, media_attachments: [makeAttachment('a')] })} />,
    )
    expect(container.innerHTML).toBe('')
  })

  it('leaves out the image of an NSFW status while NSFW media are hidden', () => {
    const { container } = render(<StatusCard status={makeStatus({ card, sensitive: true })} />)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByRole('link', { name: /Gerald/ })).toBeTruthy()
  })
})
