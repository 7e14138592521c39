/**
 * Writes a gzip copy (`.gz`) beside every text file of the build: Akkoma's
 * static plug serves `file.gz` when it exists and the browser accepts gzip,
 * and never compresses by itself, so without these an instance would send
 * the client's JS uncompressed. The local servers (demo instance, proxy)
 * serve the same files the same way.
 *
 * Scripts and styles are gzipped with Zopfli, an encoder
 * that finds a smaller deflate stream than zlib's best level (about 4%
 * smaller, already at one iteration of its search) and that every gzip reader decodes: what a reader downloads on
 * every first visit shrinks for the price of some seconds of build.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { constants, gzipSync } from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'
import type { Plugin } from 'vite'

/** Extensions of the files worth compressing (images and fonts already are). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|wasm|txt|map|webmanifest|xml)$/

/** Smaller files gain nothing: headers cost more than the bytes saved. */
const MIN_BYTES = 1024

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

/** Scripts and styles take Zopfli (the benchmark's copy of another front end's too, so both are served alike); the rest zlib. */
const ZOPFLI = /\.(js|mjs|css)$/

/** Zopfli's fixed cost per file (a third of a second) buys little below this size. */
const ZOPFLI_MIN_BYTES = 16_384

async function gzip(path: string, data: Buffer): Promise<Uint8Array> {
  if (data.length >= ZOPFLI_MIN_BYTES && ZOPFLI.test(path))
    return gzipAsync(data, { numiterations: 1 })
  return gzipSync(data, { level: constants.Z_BEST_COMPRESSION })
}

/** Gzips every compressible file under `dir`; returns how many it wrote. */
export async function precompressDir(dir: string): Promise<number> {
  let written = 0
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue
    const data = readFileSync(path)
    if (data.length < MIN_BYTES) continue
    const gz = await gzip(path, data)
    if (gz.length >= data.length) continue
    writeFileSync(`${path}.gz`, gz)
    written += 1
  }
  return written
}

export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    // After every other plugin's closeBundle (the Ruffle copy, the service worker).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir)
      },
    },
  }
}
