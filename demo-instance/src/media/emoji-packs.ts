/**
 * Generated custom emoji packs: a few hundred small, distinct SVG pictures
 * in several packs (dice, flags, gems, numbers, arrows, faces), so the emoji
 * picker's windowed grid and the post form's autocomplete meet an instance
 * with many emoji. Each picture is derived from its shortcode's parameters;
 * nothing is stored. media/art.ts adds them to its list of custom emoji, so they
 * are served at /emoji/{pack}/{shortcode}.svg like the hand-drawn ones.
 */

/**
 * A custom emoji: its shortcode, its pack and how to draw its SVG. Defined
 * here rather than in art.ts, which lists these packs among its own emoji,
 * so that the two modules do not import each other.
 */
export interface CustomEmojiDefinition {
  shortcode: string
  pack: string
  draw: (shortcode: string) => string
}
const COLOURS: readonly (readonly [name: string, hex: string])[] = [
  ['red', '#e63946'],
  ['orange', '#f4a261'],
  ['gold', '#f6c945'],
  ['green', '#2a9d8f'],
  ['blue', '#219ebc'],
  ['purple', '#9b5de5'],
  ['pink', '#f15bb5'],
  ['grey', '#8d99ae'],
]

function svg(body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" ` +
    `role="img" aria-label="${label}">${body}</svg>`
  )
}

const colour = (index: number) => COLOURS[index % COLOURS.length] ?? ['grey', '#8d99ae']

/** Pip positions of a die face with `n` pips. */
const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[32, 32]],
  2: [
    [20, 20],
    [44, 44],
  ],
  3: [
    [18, 18],
    [32, 32],
    [46, 46],
  ],
  4: [
    [20, 20],
    [44, 20],
    [20, 44],
    [44, 44],
  ],
  5: [
    [18, 18],
    [46, 18],
    [32, 32],
    [18, 46],
    [46, 46],
  ],
  6: [
    [20, 16],
    [44, 16],
    [20, 32],
    [44, 32],
    [20, 48],
    [44, 48],
  ],
}

function dice(): CustomEmojiDefinition[] {
  const out: CustomEmojiDefinition[] = []
  for (let c = 0; c < 6; c += 1) {
    const [name, hex] = colour(c)
    for (let n = 1; n <= 6; n += 1) {
      const pips = (PIPS[n] ?? [])
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5.5" fill="#fff"/>`)
        .join('')
      out.push({
        shortcode: `dice_${name}_${n}`,
        pack: 'dice',
        draw: (s) =>
          svg(`<rect x="4" y="4" width="56" height="56" rx="12" fill="${hex}"/>${pips}`, s),
      })
    }
  }
  return out
}

function flags(): CustomEmojiDefinition[] {
  const out: CustomEmojiDefinition[] = []
  const base = COLOURS.slice(0, 6)
  for (const [a, ha] of base) {
    for (const [b, hb] of base) {
      for (const [c, hc] of base) {
        if (a === b || b === c || a === c || out.length >= 40) continue
        const vertical = out.length % 2 === 0
        const stripes = [ha, hb, hc]
          .map((hex, i) =>
            vertical
              ? `<rect x="${4 + i * 19}" y="12" width="19" height="40" fill="${hex}"/>`
              : `<rect x="4" y="${12 + i * 13.33}" width="56" height="13.34" fill="${hex}"/>`,
          )
          .join('')
        out.push({
          shortcode: `flag_${a}_${b}_${c}`,
          pack: 'flags',
          draw: (s) =>
            svg(
              `${stripes}<rect x="4" y="12" width="56" height="40" fill="none" stroke="#222" stroke-width="2"/>`,
              s,
            ),
        })
      }
    }
  }
  return out
}

function polygon(sides: number, radius: number): string {
  const points: string[] = []
  for (let i = 0; i < sides; i += 1) {
    const angle = (Math.PI * 2 * i) / sides - Math.PI / 2
    points.push(
      `${(32 + radius * Math.cos(angle)).toFixed(1)},${(32 + radius * Math.sin(angle)).toFixed(1)}`,
    )
  }
  return points.join(' ')
}

function gems(): CustomEmojiDefinition[] {
  const out: CustomEmojiDefinition[] = []
  for (let c = 0; c < COLOURS.length; c += 1) {
    const [name, hex] = colour(c)
    for (let sides = 3; sides <= 8; sides += 1) {
      out.push({
        shortcode: `gem_${name}_${sides}`,
        pack: 'gems',
        draw: (s) =>
          svg(
            `<polygon points="${polygon(sides, 28)}" fill="${hex}"/>` +
              `<polygon points="${polygon(sides, 14)}" fill="#fff" opacity="0.45"/>`,
            s,
          ),
      })
    }
  }
  return out
}

function numbers(): CustomEmojiDefinition[] {
  return Array.from({ length: 60 }, (_, n) => {
    const [, hex] = colour(n)
    const label = String(n).padStart(2, '0')
    return {
      shortcode: `num_${label}`,
      pack: 'numbers',
      draw: (s: string) =>
        svg(
          `<circle cx="32" cy="32" r="29" fill="${hex}"/>` +
            `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" ` +
            `font-size="28" font-weight="800" fill="#fff">${label}</text>`,
          s,
        ),
    }
  })
}

const DIRECTIONS = ['up', 'up_right', 'right', 'down_right', 'down', 'down_left', 'left', 'up_left']

function arrows(): CustomEmojiDefinition[] {
  const out: CustomEmojiDefinition[] = []
  DIRECTIONS.forEach((direction, d) => {
    for (let c = 0; c < 5; c += 1) {
      const [name, hex] = colour(c + 2)
      out.push({
        shortcode: `arrow_${direction}_${name}`,
        pack: 'arrows',
        draw: (s) =>
          svg(
            `<g transform="rotate(${d * 45} 32 32)">` +
              `<path d="M32 6 L54 30 H40 V58 H24 V30 H10 Z" fill="${hex}"/></g>`,
            s,
          ),
      })
    }
  })
  return out
}

const EYES: readonly (readonly [string, string])[] = [
  [
    'dots',
    '<circle cx="22" cy="26" r="4" fill="#222"/><circle cx="42" cy="26" r="4" fill="#222"/>',
  ],
  [
    'closed',
    '<path d="M16 27 Q22 22 28 27 M36 27 Q42 22 48 27" stroke="#222" stroke-width="3" fill="none"/>',
  ],
  [
    'wide',
    '<circle cx="22" cy="26" r="7" fill="#fff"/><circle cx="42" cy="26" r="7" fill="#fff"/>' +
      '<circle cx="22" cy="26" r="3" fill="#222"/><circle cx="42" cy="26" r="3" fill="#222"/>',
  ],
  [
    'wink',
    '<circle cx="22" cy="26" r="4" fill="#222"/><path d="M36 26 H48" stroke="#222" stroke-width="3"/>',
  ],
]

const MOUTHS: readonly (readonly [string, string])[] = [
  ['smile', '<path d="M20 40 Q32 52 44 40" stroke="#222" stroke-width="3" fill="none"/>'],
  ['frown', '<path d="M20 48 Q32 38 44 48" stroke="#222" stroke-width="3" fill="none"/>'],
  ['flat', '<path d="M22 44 H42" stroke="#222" stroke-width="3"/>'],
  ['open', '<ellipse cx="32" cy="45" rx="7" ry="6" fill="#222"/>'],
]

function faces(): CustomEmojiDefinition[] {
  const out: CustomEmojiDefinition[] = []
  for (let c = 0; c < 3; c += 1) {
    const [name, hex] = colour(c + 1)
    for (const [eyes, eyesSvg] of EYES) {
      for (const [mouth, mouthSvg] of MOUTHS) {
        out.push({
          shortcode: `face_${name}_${eyes}_${mouth}`,
          pack: 'faces',
          draw: (s) =>
            svg(`<circle cx="32" cy="32" r="28" fill="${hex}"/>${eyesSvg}${mouthSvg}`, s),
        })
      }
    }
  }
  return out
}

/** 272 emoji in six packs. */
export const GENERATED_EMOJI: readonly CustomEmojiDefinition[] = [
  ...arrows(),
  ...dice(),
  ...faces(),
  ...flags(),
  ...gems(),
  ...numbers(),
]
