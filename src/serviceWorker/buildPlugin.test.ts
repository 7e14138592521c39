// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { appShell } from './buildPlugin'

const chunk = (fileName: string, patch: Record<string, unknown> = {}) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [] as string[],
  dynamicImports: [] as string[],
  exports: [] as string[],
  code: '',
  viteMetadata: { importedCss: new Set<string>() },
  ...patch,
})

describe('the precached app shell', () => {
  it('is index.html, the entry, its static imports and their CSS; never lazy chunks', () => {
    const bundle = {
      'sw.js': chunk('sw.js', { isEntry: true, facadeModuleId: '/src/serviceWorker/sw.ts' }),
      'static/client/index-1.js': chunk('static/client/index-1.js', {
        isEntry: true,
        facadeModuleId: '/work/index.html',
        imports: ['static/client/react-2.js'],
        dynamicImports: ['static/client/Settings-3.js'],
        viteMetadata: { importedCss: new Set(['static/client/index-1.css']) },
      }),
      'static/client/react-2.js': chunk('static/client/react-2.js', {
        viteMetadata: { importedCss: new Set(['static/client/Button-4.css']) },
      }),
      'static/client/Settings-3.js': chunk('static/client/Settings-3.js'),
      'static/client/index-1.css': {
        type: 'asset' as const,
        fileName: 'static/client/index-1.css',
      },
    }
    expect(appShell(bundle)).toEqual([
      '/',
      '/static/client/Button-4.css',
      '/static/client/index-1.css',
      '/static/client/index-1.js',
      '/static/client/react-2.js',
    ])
  })
})
