/**
 * Machine translation (fake, see render/translator.ts): Akkoma's language list,
 * its GET /api/v1/statuses/:id/translations/:lang, and Mastodon's
 * POST /api/v1/statuses/:id/translate.
 */

import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppContext, AppEnv } from '../http/plumbing.ts'
import { errorJson, notFound, readParams, viewContext } from '../http/plumbing.ts'
import type { StatusRecord } from '../model/records.ts'
import { renderStatus } from '../render/serializers.ts'
import {
  TRANSLATION_LANGUAGES,
  TRANSLATION_PROVIDER,
  fakeTranslateHtml,
  isTranslationLanguage,
} from '../render/translator.ts'
import { canView } from '../model/visibility.ts'

export function translationRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  app.get('/api/v1/akkoma/translation/languages', (c) =>
    c.json({ source: TRANSLATION_LANGUAGES, target: TRANSLATION_LANGUAGES }),
  )

  /** The visible status (a reblog's original), translated; or an error response. */
  const translate = (c: AppContext, target: string, source: string | undefined) => {
    let status: StatusRecord | undefined = store.status(c.req.param('id') ?? '')
    if (!status || !canView(store, status, c.get('viewer'))) return notFound(c)
    if (status.reblogOfId) status = store.status(status.reblogOfId)
    if (!status) return notFound(c)
    if (!isTranslationLanguage(target)) return errorJson(c, 400, 'Unsupported target language')
    const html = renderStatus(viewContext(c, store), status).html
    const detected = (source || status.language || 'en').toLowerCase()
    return { text: fakeTranslateHtml(html, target), detected }
  }

  app.get('/api/v1/statuses/:id/translations/:lang', (c) => {
    const result = translate(c, c.req.param('lang'), c.req.query('from'))
    if (result instanceof Response) return result
    return c.json({ detected_language: result.detected, text: result.text })
  })

  app.post('/api/v1/statuses/:id/translate', async (c) => {
    const params = await readParams(c)
    const result = translate(c, params.get('lang') ?? 'en', params.get('source_lang'))
    if (result instanceof Response) return result
    return c.json({
      content: result.text,
      detected_source_language: result.detected,
      provider: TRANSLATION_PROVIDER,
    })
  })

  return app
}
