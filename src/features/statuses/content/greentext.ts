/*
 * Greentext: a text line starting with ">" is shown green, one
 * starting with "<" cyan. Works on the sanitized DOM fragment, before it
 * becomes React elements, so no HTML string is ever rewritten. A line is
 * what lies between two <br> (or block edges) inside one block.
 */

export interface GreentextClasses {
  green: string
  cyan: string
}

/** Blocks whose lines are marked (their direct inline children). */
const LINE_BLOCKS = new Set(['p', 'li', 'blockquote', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
/** Blocks that end a line; lists are entered item by item; code is left alone. */
const OTHER_BLOCKS = new Set(['ul', 'ol', 'pre', 'hr'])

export function greentextKind(lineText: string): 'green' | 'cyan' | null {
  const text = lineText.trimStart()
  if (text.startsWith('>')) return 'green'
  if (text.startsWith('<')) return 'cyan'
  return null
}

function markLine(nodes: ChildNode[], classes: GreentextClasses): void {
  const first = nodes[0]
  if (!first) return
  const kind = greentextKind(nodes.map((n) => n.textContent ?? '').join(''))
  if (!kind) return
  const span = (first.ownerDocument ?? document).createElement('span')
  span.className = classes[kind]
  first.before(span)
  span.append(...nodes)
}

function markBlock(container: ParentNode, classes: GreentextClasses): void {
  let line: ChildNode[] = []
  const endLine = () => {
    markLine(line, classes)
    line = []
  }
  for (const child of Array.from(container.childNodes)) {
    if (child.nodeType === 1) {
      const name = (child as Element).localName
      if (name === 'br') {
        endLine()
        continue
      }
      if (LINE_BLOCKS.has(name)) {
        endLine()
        markBlock(child as Element, classes)
        continue
      }
      if (OTHER_BLOCKS.has(name)) {
        endLine()
        if (name === 'ul' || name === 'ol') {
          for (const item of Array.from((child as Element).children)) markBlock(item, classes)
        }
        continue
      }
    }
    line.push(child)
  }
  endLine()
}

/** Wraps every greentext line of the fragment in a span with the matching class. */
export function applyGreentext<T extends ParentNode>(root: T, classes: GreentextClasses): T {
  markBlock(root, classes)
  return root
}
