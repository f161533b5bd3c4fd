import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { CHROMIUM_PATH } from '../../scripts/chromium.mjs'

const installed = (tool: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/**
 * What of Chromium and the PDF and QR tools a test file needs is not on this machine. On CI a
 * missing one fails the run (a skipped test there would hide a broken PDF); elsewhere it warns.
 */
export function missingPdfTools(what: string, tools: readonly string[]): string[] {
  const missing = [
    ...tools.filter((tool) => !installed(tool)),
    ...(existsSync(CHROMIUM_PATH) ? [] : [CHROMIUM_PATH]),
  ]
  if (missing.length > 0) {
    const message = `${what} need ${missing.join(', ')} (Debian: chromium poppler-utils zbar-tools); .ci/run installs them`
    if (process.env.CI) throw new Error(message)
    console.warn(`\n!!! SKIPPED: ${message} !!!\n`)
  }
  return missing
}

/** A PDF's pages as PNG files in `dir` named `${name}-N.png`, in page order. */
export function pngPages(file: string, dir: string, name: string, dpi: number): string[] {
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', file, join(dir, name)])
  return readdirSync(dir)
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'))
    .sort()
    .map((f) => join(dir, f))
}

/** The text of the QR code in a picture. */
export const qrText = (png: string) =>
  execFileSync('zbarimg', ['--quiet', '--raw', png], { encoding: 'utf8' }).trim()
