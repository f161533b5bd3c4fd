import type { Browser } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs'

/**
 * Print PDFs by system Chromium through playwright-core (ARCHITECTURE: cards). The browser starts
 * on the first render and is reused; each render gets its own context, closed afterwards.
 */
export interface PdfRenderer {
  /** Prints the page at `path` on this server to PDF, one PDF page per CSS page of its @page size. */
  renderPath(path: string): Promise<Buffer>
  /** Where the server listens (set when it starts listening): the browser loads pages from there. */
  setOrigin(origin: string): void
  close(): Promise<void>
}

export interface ChromiumPdfOptions {
  executablePath?: string
  args?: string[]
  /** Renders at a time; more wait. Two cores print two cards at once at most. */
  concurrency?: number
  timeoutMs?: number
}

export class PdfRenderError extends Error {
  override name = 'PdfRenderError'
}

export function createChromiumPdfRenderer(options: ChromiumPdfOptions = {}): PdfRenderer {
  const {
    executablePath = CHROMIUM_PATH,
    args = CHROMIUM_ARGS,
    concurrency = 2,
    timeoutMs = 60_000,
  } = options
  let origin: string | undefined
  let browser: Promise<Browser> | undefined
  let closed = false
  let running = 0
  const waiting: (() => void)[] = []

  const launch = (): Promise<Browser> => {
    // playwright-core is loaded with the first render, not by every process that wires the services.
    browser ??= import('playwright-core')
      .then(({ chromium }) => chromium.launch({ executablePath, args, timeout: timeoutMs }))
      .then(
        (started) => {
          // A crashed browser is started again by the next render.
          started.on('disconnected', () => {
            browser = undefined
          })
          return started
        },
        (error: unknown) => {
          browser = undefined
          throw new PdfRenderError(`Chromium could not start from ${executablePath}; set CHROMIUM_PATH`, {
            cause: error,
          })
        },
      )
    return browser
  }

  const slot = async (): Promise<() => void> => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    return () => {
      running--
      waiting.shift()?.()
    }
  }

  return {
    setOrigin(next) {
      origin = next
    },
    async renderPath(path) {
      if (closed) throw new PdfRenderError('The PDF renderer is closed')
      if (!origin) throw new PdfRenderError('The PDF renderer does not know where the server listens')
      const release = await slot()
      try {
        const context = await (await launch()).newContext()
        try {
          const page = await context.newPage()
          page.setDefaultTimeout(timeoutMs)
          const response = await page.goto(new URL(path, origin).href, { waitUntil: 'networkidle' })
          if (!response?.ok())
            throw new PdfRenderError(`The print page answered ${response?.status() ?? 'nothing'}`)
          // Every font face in use and every image decoded before printing, or the PDF has gaps.
          await page.evaluate(async () => {
            await document.fonts.ready
            await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)))
          })
          const broken = await page.evaluate(() =>
            [...document.images].filter((img) => img.naturalWidth === 0).map((img) => img.src.slice(0, 200)),
          )
          if (broken.length > 0) throw new PdfRenderError(`Images did not load: ${broken.join(', ')}`)
          return await page.pdf({ preferCSSPageSize: true, printBackground: true })
        } finally {
          await context.close()
        }
      } finally {
        release()
      }
    },
    async close() {
      closed = true
      const started = browser
      browser = undefined
      if (started) await (await started.catch(() => undefined))?.close()
    },
  }
}

/**
 * The PDF of a print: its /print-pdf page, reached with the print's secret key; with an order of
 * one card per household, that order's households, a card each.
 */
export async function renderPrintPdf(
  deps: {
    prints: { printPdfPath(printId: string, orderId?: string): Promise<string | undefined> }
    printPdf: PdfRenderer
  },
  printId: string,
  orderId?: string,
): Promise<Buffer> {
  const path = await deps.prints.printPdfPath(printId, orderId)
  if (!path) throw new PdfRenderError(`No print ${printId}`)
  return deps.printPdf.renderPath(path)
}

/** The loopback address of a listening server, for the browser on the same machine. */
export function loopbackOrigin(
  address: string | { address: string; family: string; port: number } | null,
): string {
  if (!address || typeof address === 'string')
    throw new PdfRenderError('The server does not listen on a port')
  const wildcard = address.address === '0.0.0.0' || address.address === '::'
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address
  return `http://${host}:${address.port}`
}
