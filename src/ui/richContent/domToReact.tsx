import { createElement, type ReactNode } from 'react'
import { Link } from 'react-router'

/**
 * Turns sanitized DOM into React elements. Only what the sanitizer's
 * allow-list lets through can reach here (a few tags, a few plain
 * attributes), so the mapping is small; a general HTML-to-React parser
 * would cost about 15 kB of the first visit's budget for no gain.
 */
const ATTRIBUTE_PROPS: Record<string, string> = {
  class: 'className',
  href: 'href',
  title: 'title',
  rel: 'rel',
  lang: 'lang',
  dir: 'dir',
  alt: 'alt',
  src: 'src',
  target: 'target',
  loading: 'loading',
  start: 'start',
  reversed: 'reversed',
  value: 'value',
  'data-tag': 'data-tag',
}

const VOID = new Set(['br', 'hr', 'img'])

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === 3) return node.nodeValue
  if (node.nodeType !== 1) return null
  const el = node as Element
  const tag = el.tagName.toLowerCase()
  const props: Record<string, unknown> = { key }
  for (const attr of Array.from(el.attributes)) {
    const prop = ATTRIBUTE_PROPS[attr.name]
    if (prop) props[prop] = prop === 'reversed' ? true : attr.value
  }
  const route = el.getAttribute('data-route')
  const children = VOID.has(tag) ? undefined : convertChildren(el)
  if (tag === 'a' && route) {
    return (
      <Link
        key={key}
        to={route}
        className={props.className as string | undefined}
        title={props.title as string | undefined}
      >
        {children}
      </Link>
    )
  }
  return createElement(tag, props, children)
}

export function convertChildren(parent: ParentNode): ReactNode[] {
  return Array.from(parent.childNodes, (child, i) => convert(child, i))
}
