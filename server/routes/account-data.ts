import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isGiftRegistry } from '#domain/modules/gift-registry.ts'
import { clearSessionCookie, requestLanguage } from '../http/request-context.ts'
import { fileResponse, okResponse } from '../http/route-schemas.ts'
import { authorizedAccount } from '../policies/authorize.ts'
import { presentAccount } from '../presenters/account.presenter.ts'
import { presentPledge } from '../presenters/gift-pledge.presenter.ts'
import { presentReservation } from '../presenters/gift-reservation.presenter.ts'
import { presentHousehold } from '../presenters/household.presenter.ts'
import { presentOrder } from '../presenters/order.presenter.ts'
import { presentReceipt } from '../presenters/payment.presenter.ts'
import { presentPrint } from '../presenters/print.presenter.ts'
import { presentFormSubmission, presentRsvp } from '../presenters/response.presenter.ts'
import { presentSite } from '../presenters/site.presenter.ts'
import type { ExportFiles } from '../services/accounts/account-data.ts'
import { giftsWorkbookData } from '../services/guests/gifts-xlsx.ts'
import { itemTitles } from '../services/guests/thank-you-list.ts'
import type { RouteContext } from './context.ts'
import { ownerChecks } from './owner-first.ts'

const eraseBody = z.object({
  password: z.string({ error: 'Lösenord saknas' }).min(1, 'Lösenord saknas').max(200),
})

export const ACCOUNT_EXPORT_PATH = '/api/accounts/me/data-export'
export const ACCOUNT_ERASE_PATH = '/api/accounts/me/delete'

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/** The owner's data under the GDPR, from the account page: a ZIP copy of it all, and erasure. */
const tags = ['accounts']

export function accountDataRoutes(
  fastify: FastifyInstance,
  { config, services, access }: RouteContext,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { accountData, guestData, responses, sites, payments, orders, prints, siteMail } = services

  const exporting = {
    schema: {
      summary: "A copy of the owner's data (GDPR) as a ZIP",
      tags,
      response: { 200: fileResponse('application/zip', 'mina-uppgifter.zip') },
    },
  }
  app.get(ACCOUNT_EXPORT_PATH, exporting, async (request, reply) => {
    const account = authorizedAccount(await access.actorOf(request), 'account.read')
    const language = requestLanguage(request, config)
    const owned = await accountData.sitesOf(account)
    const files: ExportFiles = {
      'account.json': json(presentAccount(account, owned.at(-1))),
      'payments.json': json(
        (await payments.listForAccount(account.id)).map((p) => ({ ...presentReceipt(p), status: p.status })),
      ),
      // Card orders with their shipping addresses, lines, status and tracking.
      'orders.json': json((await orders.listForAccount(account, owned)).map(presentOrder)),
      // Sites shared with others (issue 33): memberships, members, and every member change.
      'medarbetare.json': json(
        await services.members.exportFor(
          account,
          owned.map((s) => s.id),
        ),
      ),
    }
    for (const row of owned) {
      const content = sites.content(row)
      const rsvpRows = await responses.rsvps(row.id)
      const groupNumbers = await responses.groupNumbers(row.id, rsvpRows)
      const rsvps = rsvpRows.map((rsvp) => presentRsvp(rsvp, groupNumbers))
      const forms = (await responses.formSubmissions(row.id)).map(presentFormSubmission)
      files[`sites/${row.id}/site.json`] = json(presentSite(row, await guestData.forOwner(row.id, content)))
      files[`sites/${row.id}/osa.json`] = json(rsvps)
      files[`sites/${row.id}/formular.json`] = json(forms)
      // The site's card designs (print settings: layout, texts, images, colours, fonts, trim).
      files[`sites/${row.id}/prints.json`] = json((await prints.listForSite(row)).map(presentPrint))
      // Who gets new RSVPs and where guests' replies go.
      files[`sites/${row.id}/mejl.json`] = json(await siteMail.settings(row))
      // The guest list (issue 22), with the households' contact details and codes, when there is one.
      const invited = await services.events.guestListInvitations(row)
      const households = (await services.households.list(row)).map((h) =>
        presentHousehold(h, null, invited(h.row.id)),
      )
      if (households.length > 0) files[`sites/${row.id}/gaster.json`] = json(households)
      // What guests said they gave to the site's funds (issue 35), with their greetings.
      const pledges = (await services.giftPledges.list(row.id)).map((p) => presentPledge(p, content))
      if (pledges.length > 0) files[`sites/${row.id}/bidrag.json`] = json(pledges)
      // With the gift registry's sheet and the events' columns, as the owner's own download has it.
      const gifts = content.siteModules.some(isGiftRegistry)
        ? await giftsWorkbookData(services, row)
        : undefined
      // Who reserved which gift (issue 35): the household and name kept for the thank-you list.
      const reserved = gifts?.reservations.map((r) =>
        presentReservation(r, itemTitles(content), gifts.householdNames),
      )
      if (reserved?.length) files[`sites/${row.id}/reservationer.json`] = json(reserved)
      files[`sites/${row.id}/osa.xlsx`] = await responses.exportRsvps(rsvps, content, language, row.market, {
        gifts,
        events: await services.events.answerColumns(row),
      })
      files[`sites/${row.id}/formular.xlsx`] = await responses.exportFormSubmissions(
        forms,
        content,
        language,
        row.market,
      )
    }
    return reply
      .headers({
        'cache-control': 'private, no-store',
        'content-type': 'application/zip',
        'content-disposition': 'attachment; filename="mina-uppgifter.zip"',
      })
      .send(accountData.zip(files))
  })

  const erasing = {
    // Anonymous callers hear 401 before their body is judged.
    ...ownerChecks(access).account(),
    schema: {
      summary: 'Erase the account and its sites, with its password',
      tags,
      body: eraseBody,
      response: { 200: okResponse },
    },
  }
  app.post(ACCOUNT_ERASE_PATH, erasing, async (request, reply) => {
    const account = authorizedAccount(await access.actorOf(request), 'account.read')
    await accountData.erase(account, request.body.password)
    clearSessionCookie(reply, config)
    return { ok: true as const }
  })
}
