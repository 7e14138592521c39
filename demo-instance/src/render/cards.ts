/**
 * Link preview cards without the network: a fixed set of "sites" whose
 * pages have known titles. A status gets the card of its first link (not a
 * mention or hashtag) when that link is on one of these sites, the way
 * Akkoma attaches the rich-media card of the first external URL.
 */

import type { Json } from './view.ts'

export interface CardPage {
  title: string
  description: string
}

export interface CardSite {
  host: string
  siteName: string
  description: string
  /** Palette of the generated preview image (media/raster.ts landscape). */
  art: number
  /** Known pages by path (without query or fragment). */
  pages: Record<string, CardPage>
}

export const CARD_IMAGE_SIZE = { width: 600, height: 315 } as const

export const CARD_SITES: readonly CardSite[] = [
  {
    host: 'blog.example',
    siteName: 'A Slow Blog',
    description: 'Long-form notes about the small web, coffee and keeping things simple.',
    art: 0,
    pages: {
      '/posts/slow-web': {
        title: 'In praise of the slow web',
        description:
          'Why pages that load in a blink, never autoplay and end at the bottom are worth building.',
      },
    },
  },
  {
    host: 'notes.example.org',
    siteName: 'Field Notes',
    description: 'Short field notes from people who run their own small servers.',
    art: 2,
    pages: {},
  },
  {
    host: 'zine.example.net',
    siteName: 'The Little Zine',
    description: 'A quarterly zine about small-batch printing and the people who do it.',
    art: 5,
    pages: {},
  },
  {
    host: 'garden.example',
    siteName: 'Moss & Co.',
    description: 'Everything about moss gardens, from spores to serenity.',
    art: 4,
    pages: {
      '/guides/moss': {
        title: 'A beginner’s guide to moss gardens',
        description: 'Shade, patience and a spray bottle: how to grow a tiny forest on a stone.',
      },
    },
  },
  {
    host: 'shop.example',
    siteName: 'Paper Goods',
    description: 'Sketchbooks, pens and paper for people who draw every day.',
    art: 9,
    pages: {
      '/sketchbooks': {
        title: 'Linen sketchbooks (A5, 120 pages)',
        description: 'Linen covers, lay-flat binding and paper that takes watercolour.',
      },
    },
  },
  {
    host: 'gwen.blog.example',
    siteName: 'Gwen bakes',
    description: 'Recipes, crumb shots and the adventures of a sourdough starter called Gerald.',
    art: 1,
    pages: {
      '/gerald': {
        title: 'Meet Gerald, my sourdough starter',
        description:
          'Feeding schedule, flour ratios and why Gerald lives in the fridge on weekdays.',
      },
    },
  },
]

const SITES_BY_HOST = new Map(CARD_SITES.map((s) => [s.host, s]))

export function cardSite(host: string): CardSite | undefined {
  return SITES_BY_HOST.get(host.toLowerCase())
}

/** "/posts/482-notes" → "Posts 482 notes" (for pages not listed on a site). */
function titleFromPath(site: CardSite, path: string): string {
  const words = decodeURIComponent(path)
    .split(/[/\-_.]+/)
    .filter(Boolean)
  if (words.length === 0) return site.siteName
  const text = words.join(' ')
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} · ${site.siteName}`
}

/** The first external link of rendered status HTML (mentions and hashtags carry a class). */
export function firstExternalLink(html: string): string | null {
  const match = /<a href="(https?:\/\/[^"]+)" rel="ugc">/.exec(html)
  return match?.[1]?.replace(/&amp;/g, '&') ?? null
}

/** Akkoma's card JSON for `url`, or null when the URL is not on a known site. */
export function serializeCard(origin: string, url: string): Json | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  const site = cardSite(parsed.hostname)
  if (!site) return null
  const path = parsed.pathname.replace(/\/+$/, '') || '/'
  const page = site.pages[path] ?? {
    title: titleFromPath(site, path),
    description: site.description,
  }
  const image = `${origin}/media/cards/${site.host}.png`
  return {
    type: 'link',
    provider_name: site.host,
    provider_url: `${parsed.protocol}//${parsed.host}`,
    url: parsed.toString(),
    image,
    image_description: '',
    title: page.title,
    description: page.description,
    pleroma: {
      opengraph: {
        url: parsed.toString(),
        title: page.title,
        description: page.description,
        image,
        type: 'website',
        site_name: site.siteName,
      },
    },
  }
}
