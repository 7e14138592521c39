/**
 * `npm run release`: packs the build as `release/<name>-<version>.zip`, laid
 * out as Akkoma's front-end installer expects (`pleroma_ctl frontend install
 * <name> --ref <ref> --file <zip>`): it unzips the file and copies the `dist/`
 * folder inside it (the default build_dir) to
 * `instance/static/frontends/<name>/<ref>/`. Every text asset already has
 * its `.gz` beside it (scripts/precompress.ts), which Akkoma serves as is.
 */
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildZip, type ZipEntry } from '../demo-instance/src/media/zip.ts'

/** The folder inside the zip that Akkoma's installer copies (its default build_dir). */
export const BUILD_DIR_IN_ZIP = 'dist'

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    // Vite's manifest is for our own size check, not for browsers.
    if (name === '.vite') continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

/** Every file of the build, named `dist/<path>` with forward slashes. */
export function releaseEntries(distDir: string): ZipEntry[] {
  if (!statSync(join(distDir, 'index.html'), { throwIfNoEntry: false })) {
    throw new Error(`no build in ${distDir}: run the build first`)
  }
  return [...files(distDir)].map((path) => ({
    name: `${BUILD_DIR_IN_ZIP}/${relative(distDir, path).split(sep).join('/')}`,
    data: readFileSync(path),
  }))
}

/** Writes the release zip and returns its path. */
export function writeRelease(
  distDir: string,
  outDir: string,
  pkg: { name: string; version: string },
): string {
  mkdirSync(outDir, { recursive: true })
  const file = join(outDir, `${pkg.name}-${pkg.version}.zip`)
  writeFileSync(file, buildZip(releaseEntries(distDir)))
  return file
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    name: string
    version: string
  }
  const file = writeRelease(join(root, 'dist'), join(root, 'release'), pkg)
  const mb = (statSync(file).size / 1e6).toFixed(1)
  console.info(`${relative(root, file)} (${mb} MB)`)
  console.info(
    `Install on Akkoma: pleroma_ctl frontend install ${pkg.name} --ref ${pkg.version} --file ${file}`,
  )
}
