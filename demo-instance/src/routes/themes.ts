/**
 * The instance's themes, as Akkoma serves them: /static/styles.json maps a
 * theme's key to a pleroma-fe theme file under /static/themes/ (version 2,
 * with its `source` part), and one entry keeps the old inline form (display
 * name and base colours in an array). Which theme is the instance default is
 * the frontend configuration's `theme` (switched at run time by tests
 * through POST /__demo/mode {"theme": "<key>"}).
 */
import { Hono } from 'hono'
import type { AppEnv } from '../http/plumbing.ts'
import type { Json } from '../render/view.ts'

/** A v2 theme file with the parts a theme editor exports. */
function themeFile(
  name: string,
  colors: Record<string, string>,
  radii: Record<string, number>,
): Json {
  return {
    _pleroma_theme_version: 2,
    name,
    source: {
      themeEngineVersion: 3,
      colors,
      opacity: {},
      radii,
      shadows: {},
      fonts: {},
    },
  }
}

export const THEME_FILES: Record<string, Json> = {
  'sea-glass': themeFile(
    'Sea glass',
    {
      bg: '#f3faf8',
      fg: '#dcefeb',
      text: '#10302b',
      link: '#0a5c53',
      accent: '#0a5c53',
      cRed: '#a3261d',
      cGreen: '#1c6b35',
      cBlue: '#1d5596',
      cOrange: '#804d00',
    },
    { btn: 8, input: 8, panel: 14, avatar: 12 },
  ),
  'midnight-plum': themeFile(
    'Midnight plum',
    {
      bg: '#1e1628',
      fg: '#2c2239',
      text: '#ece3f5',
      link: '#e6a8ff',
      accent: '#e6a8ff',
      cRed: '#ff8080',
      cGreen: '#7ddc9a',
      cBlue: '#8fc1ff',
      cOrange: '#ffc069',
    },
    { btn: 4, input: 4, panel: 8, avatar: 50 },
  ),
}

export const STYLES_JSON: Json = {
  'sea-glass': '/static/themes/sea-glass.json',
  'midnight-plum': '/static/themes/midnight-plum.json',
  // The form older instances still serve: [display name, bg, fg, text, link, cRed, cGreen, cBlue, cOrange].
  paper: [
    'Paper',
    '#f6f1e7',
    '#e7dece',
    '#2a2217',
    '#7c3510',
    '#a3261d',
    '#2b6330',
    '#1d4f91',
    '#7a4a00',
  ],
}

export function themeRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.get('/static/styles.json', (c) => c.json(STYLES_JSON))
  app.get('/static/themes/:file', (c) => {
    const key = c.req.param('file').replace(/\.json$/, '')
    const file = Object.hasOwn(THEME_FILES, key) ? THEME_FILES[key] : undefined
    return file ? c.json(file) : c.json({ error: 'Not found' }, 404)
  })
  return app
}
