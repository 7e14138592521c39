// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RichContent } from './RichContent'

describe('RichContent', () => {
  it('renders sanitized HTML with in-app links and safe external links', () => {
    render(
      <MemoryRouter>
        <RichContent
          html={
            '<p>hi <a class="u-url mention" href="https://m.example/@dana">@dana</a> <a href="https://x.example" onclick="evil()">x</a><img src=x onerror="evil()"></p>'
          }
          mentions={[
            { id: 'D1', username: 'dana', acct: 'dana@m.example', url: 'https://m.example/@dana' },
          ]}
        />
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: '@dana' }).getAttribute('href')).toBe('/users/D1')
    const external = screen.getByRole('link', { name: 'x' })
    expect(external.getAttribute('target')).toBe('_blank')
    expect(external.getAttribute('rel')).toContain('noopener')
    expect(external.getAttribute('onclick')).toBeNull()
    expect(document.querySelector('[onerror]')).toBeNull()
  })
})
