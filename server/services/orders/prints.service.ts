import { randomBytes } from 'node:crypto'
import type { PrintContent } from '#domain/prints/print.ts'
import { printPassOpens } from '../../policies/print-pass.ts'
import type { PrintRow, PrintsRepository } from '../../repositories/prints.repository.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'
import { type Clock, newId } from '../ids.ts'
import { printErrors } from './prints-errors.ts'

/** A site's printed cards: create, read, update, and the PDF renderer's pass to one. */
export class PrintsService {
  constructor(
    private readonly prints: PrintsRepository,
    private readonly clock: Clock,
    /** Claims the quick-start photos a card uses, so the temporary-upload cleanup keeps them. */
    private readonly images?: { keepReferenced(siteId: string, document: unknown): Promise<void> },
  ) {}

  findById(id: string): Promise<PrintRow | undefined> {
    return this.prints.findById(id)
  }

  listForSite(site: SiteRow): Promise<PrintRow[]> {
    return this.prints.listForSite(site.id)
  }

  async create(site: SiteRow, content: PrintContent): Promise<PrintRow> {
    if (site.brand !== 'wedding') throw printErrors.notOfferedForBrand()
    const now = this.clock().toISOString()
    const row: PrintRow = {
      id: newId(),
      site_id: site.id,
      content: JSON.stringify(content),
      // 256 random bits: the key is the renderer's only credential, so it must not be guessable.
      server_access_key: randomBytes(32).toString('base64url'),
      created_at: now,
      updated_at: now,
    }
    await this.prints.insert(row)
    await this.images?.keepReferenced(site.id, content)
    return row
  }

  async update(print: PrintRow, content: PrintContent): Promise<PrintRow> {
    const updated = await this.prints.updateContent(
      print.id,
      JSON.stringify(content),
      this.clock().toISOString(),
    )
    if (!updated) throw printErrors.printNotFound()
    await this.images?.keepReferenced(print.site_id, content)
    return updated
  }

  /** The print, when `key` is its server access key; compared in constant time. */
  async withServerAccess(printId: string, key: string): Promise<PrintRow | undefined> {
    return printPassOpens(await this.prints.findById(printId), key)
  }

  /**
   * The path the PDF renderer opens for a print (spec 000 /print-pdf/{printId}/{serverAccessKey});
   * `orderId` names an order of that print whose households get a card each.
   */
  async printPdfPath(printId: string, orderId?: string): Promise<string | undefined> {
    const print = await this.prints.findById(printId)
    if (!print) return undefined
    const path = `/print-pdf/${encodeURIComponent(print.id)}/${encodeURIComponent(print.server_access_key)}`
    return orderId ? `${path}?order=${encodeURIComponent(orderId)}` : path
  }
}
