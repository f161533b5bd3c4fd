import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import type { PrintShop } from '../integrations/print-shop/print-shop.ts'
import type { MediaStorage } from '../integrations/storage/media-storage.ts'
import { newId } from '../services/ids.ts'
import { makeAccount } from '../test/factories.ts'
import { guestSiteContent, makeGuestSite } from '../test/guest-site.ts'
import { noiseJpeg, uploadImage } from '../test/images.ts'
import { type ControlledSwish, call, withSwishApp } from '../test/payments-kit.ts'
import { ADDRESS, makeOrder, makePrint } from '../test/prints-kit.ts'
import type { TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

/** A print-ready file of one card: its front and its back. */
async function cardPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.addPage([298, 420])
  doc.addPage([298, 420])
  return Buffer.from(await doc.save())
}

const shop: PrintShop = {
  simulated: true,
  submitOrder: async (order) => ({ shopOrderId: `shop-${order.reference}` }),
  orderStatus: async () => 'submitted' as never,
  callbackOrderId: () => undefined,
}

/** Every table of the database, read from its own catalogue, so a table added later is scanned too. */
async function allTables(t: TestApp): Promise<string[]> {
  const db = t.testDb.db.kysely
  if (t.testDb.db.dialect === 'postgres') {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
    return rows.map((r) => r.name)
  }
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
  return rows.map((r) => r.name)
}

/** Each place (table and row as JSON) that holds any of the needles, case-insensitively. */
async function rowsHolding(t: TestApp, needles: string[]): Promise<string[]> {
  const found: string[] = []
  for (const table of await allTables(t)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      t.testDb.db.kysely,
    )
    for (const row of rows) {
      const text = JSON.stringify(row).toLowerCase()
      for (const needle of needles)
        if (text.includes(needle.toLowerCase())) found.push(`${table} ${needle}: ${text.slice(0, 300)}`)
    }
  }
  return found
}

/** Every file and folder under the media folder, by its path there. */
function mediaPaths(dir: string, under = ''): string[] {
  let names: string[]
  try {
    names = readdirSync(join(dir, under))
  } catch {
    return []
  }
  return names.flatMap((name) => {
    const path = under ? `${under}/${name}` : name
    return statSync(join(dir, path)).isDirectory() ? [path, ...mediaPaths(dir, path)] : [path]
  })
}

describe.each(testDialects())('erasing an account with everything in it, on %s', (dialect) => {
  let t: TestApp, swish: ControlledSwish
  withSwishApp(
    dialect,
    (fixture) => {
      ;({ t, swish } = fixture)
    },
    { printShop: shop, renderPrintPdf: cardPdf },
  )

  const db = () => t.testDb.db.kysely
  const mediaDir = () => join(t.testDb.dataDir, 'media')

  /** An owner with a published site, guests' answers, a guest list, images, a printed order, mails and a payment. */
  async function fullAccount(name: string) {
    const owner = await makeAccount(t.app, { mail: `${name}-${dialect}@agare.example.se` })
    const host = `${name}-${dialect}.brollopssida.se`
    const siteId = await makeGuestSite(
      t,
      owner,
      host,
      guestSiteContent({
        formRecipients: [{ formId: 'rsvp', recipients: [`mottagare-${dialect}@exempel.se`] }],
      }),
    )
    const now = new Date().toISOString()
    const guestMail = `gast-${name}-${dialect}@exempel.se`
    const guestName = `Gästa ${name} Gästsson ${dialect}`
    const answer = JSON.stringify([{ formElement: { id: 'name' }, value: guestName }, { value: guestMail }])
    await db()
      .insertInto('rsvps')
      .values({
        id: newId(),
        site_id: siteId,
        form_id: 'rsvp',
        group_identifier: 'g1',
        guest_index: 0,
        language: 'sv',
        form_title: 'OSA',
        form_elements: answer,
        created_at: now,
        answer_token_hash: 'h'.repeat(64),
        changed_at: null,
      })
      .execute()
    await db()
      .insertInto('rsvp_groups')
      .values({ site_id: siteId, group_identifier: 'g1', number: 1 })
      .execute()
    await db()
      .insertInto('form_submissions')
      .values({
        id: newId(),
        site_id: siteId,
        form_id: 'speech',
        language: 'sv',
        form_title: 'Tal',
        form_elements: answer,
        group_identifier: 'f1',
        created_at: now,
      })
      .execute()
    await db()
      .insertInto('gift_reservations')
      .values({
        id: newId(),
        site_id: siteId,
        module_id: 'gifts',
        item_id: 'vase',
        quantity: 1,
        password_hash: 'x',
        password_lookup: 'y',
        created_at: now,
        household_id: null,
        giver_name: null,
      })
      .execute()
    await db()
      .insertInto('site_visits')
      .values({ site_id: siteId, day: now.slice(0, 10), visitor_hash: 'v' })
      .execute()
    // The guest list and a mail to it, through the owner's own calls.
    const household = await call(t, 'POST', `/api/sites/${siteId}/households`, owner.cookie, {
      name: `Familjen ${guestName}`,
      members: [{ name: guestName, email: guestMail, phone: '070-1' }],
    })
    expect(household.statusCode).toBe(201)
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/households/reminders`,
      headers: { host: 'brollopssida.localhost:3000', cookie: owner.cookie },
      payload: {
        audience: { kind: 'everyone' },
        language: 'sv',
        subject: 'Svara',
        body: 'Hej {hushåll}! {länk}',
      },
    })
    expect(sent.statusCode, sent.body).toBe(201)
    // An image of the site, and a quick-start image it took over.
    const image = await uploadImage(t.app, siteId, await noiseJpeg(400, 300), owner.cookie)
    expect(image.statusCode, image.body).toBe(200)
    const quick = await uploadImage(t.app, 'quick-start', await noiseJpeg(300, 200))
    expect(quick.statusCode, quick.body).toBe(200)
    const quickBase = String(quick.json().fileName).split('-')[0]
    // A card order, paid and sent to the print shop, which renders and stores its file.
    const printId = await makePrint(t, owner.cookie, siteId)
    const street = `${name}gatan ${dialect} 17`
    const orderId = await makeOrder(t, owner.cookie, siteId, printId, {
      shippingAddress: { ...ADDRESS, addressLine1: street },
    })
    await db()
      .updateTable('print_orders')
      .set({ status: 'paid', paid_at: now, payment_reference: `ref-${orderId}` })
      .where('id', '=', orderId)
      .execute()
    await t.services.printShop.run(new Date())
    // A payment by Swish of the site's address.
    const { swishId } = (
      await call(t, 'POST', `/api/sites/${siteId}/payment/swish`, owner.cookie, {
        payerAlias: '0701234567',
        paymentProduct: 'extend_subdomain',
      })
    ).json()
    swish.set(swishId, 'PAID')
    await call(t, 'GET', `/api/swishPayments/${swishId}`, owner.cookie)
    // A reset mail to the owner, a saved version, the owner's feedback and a client log.
    await t.services.accounts.requestReset(owner.mail, 'https://brollopssida.se', 'sv')
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/sites/V2/${siteId}`,
      headers: { host: 'brollopssida.localhost:3000', cookie: owner.cookie },
      payload: {
        site: guestSiteContent({
          theme: 'theme9',
          revision: (await call(t, 'GET', `/api/sites/${siteId}`, owner.cookie)).json().revision,
          siteModules: [
            ...guestSiteContent().siteModules,
            {
              id: 'bild',
              siteModuleType: 'ImageAndText',
              hide: false,
              hideInMenu: false,
              image: quick.json(),
            },
            {
              id: 'bild2',
              siteModuleType: 'ImageAndText',
              hide: false,
              hideInMenu: false,
              image: image.json(),
            },
          ],
        }),
      },
    })
    expect(save.statusCode, save.body).toBe(200)
    const account = await db()
      .selectFrom('accounts')
      .select('id')
      .where('mail', '=', owner.mail)
      .executeTakeFirstOrThrow()
    await db()
      .insertInto('feedback')
      .values({
        id: newId(),
        created_at: now,
        account_id: account.id,
        expects_reply: 1,
        user_mail: owner.mail,
        feedback_text: 'Tack',
      })
      .execute()
    await db()
      .insertInto('logs')
      .values({
        id: newId(),
        created_at: now,
        url: `https://${host}/sv`,
        severity: 3,
        origin_id: 'x',
        user_agent: 'ua',
        error_object: null,
        site_data: JSON.stringify({ _id: siteId }),
        info: null,
        account_id: null,
      })
      .execute()
    return {
      owner,
      accountId: account.id,
      siteId,
      host,
      orderId,
      swishId,
      guestMail,
      guestName,
      street,
      quickBase,
    }
  }

  it('leaves no row, mail or file of the account behind; the payment keeps only the bookkeeping', async () => {
    const other = await fullAccount('kvar')
    const scene = await fullAccount('radera')
    const files = mediaPaths(mediaDir())
    const printFiles = files.filter((f) => f.startsWith(`print-orders/${scene.orderId}-`))
    expect(printFiles).toHaveLength(1)
    expect(files.filter((f) => f.startsWith(`${scene.siteId}/`)).length).toBeGreaterThan(0)
    const quickFiles = files.filter((f) => f.startsWith(`qs/${scene.quickBase}-`))
    expect(quickFiles.length).toBeGreaterThan(0)
    const urls = [
      `/media/u/${printFiles[0]}`,
      ...files.filter((f) => f.startsWith(`${scene.siteId}/`)).map((f) => `/media/u/${f}`),
      ...quickFiles.map((f) => `/media/u/${f}`),
    ]
    for (const url of urls) {
      const before = await t.app.inject({
        method: 'GET',
        url,
        headers: { host: 'brollopssida.localhost:3000' },
      })
      expect(before.statusCode, url).toBe(200)
    }
    const mine = [
      scene.accountId,
      scene.siteId,
      scene.owner.mail,
      scene.guestMail,
      scene.guestName,
      scene.street,
      scene.host,
    ]
    const before = await rowsHolding(t, mine)
    for (const table of [
      'accounts',
      'sessions',
      'password_resets',
      'sites',
      'site_versions',
      'rsvps',
      'form_submissions',
      'households',
      'household_send_mails',
      'print_orders',
      'uploads',
      'payments',
      'mail_outbox',
      'feedback',
      'logs',
    ])
      expect(
        before.some((row) => row.startsWith(`${table} `)),
        table,
      ).toBe(true)

    const res = await call(t, 'POST', '/api/accounts/me/delete', scene.owner.cookie, {
      password: scene.owner.password,
    })
    expect(res.statusCode).toBe(200)

    expect(await rowsHolding(t, mine)).toEqual([])
    expect(await db().selectFrom('file_deletions').selectAll().execute()).toEqual([])
    const left = mediaPaths(mediaDir())
    expect(
      left.filter(
        (f) =>
          f.includes(scene.siteId) ||
          f.startsWith(`print-orders/${scene.orderId}`) ||
          f.startsWith(`qs/${scene.quickBase}-`),
      ),
    ).toEqual([])
    for (const url of urls) {
      const after = await t.app.inject({
        method: 'GET',
        url,
        headers: { host: 'brollopssida.localhost:3000' },
      })
      expect(after.statusCode, url).toBe(404)
    }
    const payment = await db()
      .selectFrom('payments')
      .selectAll()
      .where('reference', '=', scene.swishId)
      .executeTakeFirstOrThrow()
    expect(payment).toMatchObject({
      status: 'paid',
      amount_ore: 59900,
      account_id: null,
      payer_alias: null,
      site_id: null,
      host: null,
    })
    expect(payment.vat_ore).toBeGreaterThan(0)
    expect(payment.paid_at).not.toBeNull()

    // The other account keeps all of its own.
    const theirs = await rowsHolding(t, [other.siteId, other.owner.mail, other.street, other.guestMail])
    for (const table of ['sites', 'rsvps', 'print_orders', 'mail_outbox', 'households', 'payments'])
      expect(
        theirs.some((row) => row.startsWith(`${table} `)),
        table,
      ).toBe(true)
    expect(left.some((f) => f.startsWith(`print-orders/${other.orderId}-`))).toBe(true)
    expect(left.some((f) => f.startsWith(`${other.siteId}/`))).toBe(true)
    expect(left.some((f) => f.startsWith(`qs/${other.quickBase}-`))).toBe(true)
  }, 60_000)

  it('keeps a file the storage would not delete and deletes it on the upload-cleanup run', async () => {
    const scene = await fullAccount('senare')
    const media = t.services.media as MediaStorage
    const original = media.delete.bind(media)
    let refuse = true
    media.delete = async (folder, fileName) => {
      if (refuse && folder === scene.siteId) throw new Error('storage is down')
      return original(folder, fileName)
    }
    try {
      const res = await call(t, 'POST', '/api/accounts/me/delete', scene.owner.cookie, {
        password: scene.owner.password,
      })
      expect(res.statusCode).toBe(200)
      expect(await rowsHolding(t, [scene.owner.mail, scene.guestMail, scene.street])).toEqual([])
      const waiting = await db().selectFrom('file_deletions').selectAll().execute()
      expect(waiting).toEqual([expect.objectContaining({ folder: scene.siteId, prefix: '', attempts: 1 })])
      expect(mediaPaths(mediaDir()).some((f) => f.startsWith(`${scene.siteId}/`))).toBe(true)
      refuse = false
      await t.job('upload-cleanup').run(new Date(Date.now() + 24 * 3600_000))
      expect(await db().selectFrom('file_deletions').selectAll().execute()).toEqual([])
      expect(mediaPaths(mediaDir()).filter((f) => f.includes(scene.siteId))).toEqual([])
    } finally {
      media.delete = original
    }
  }, 60_000)
})
