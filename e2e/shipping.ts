import type { Page } from '@playwright/test'
import type { ShippingAddress } from '../domain/prints/orders.ts'
import { ADDRESS } from '../server/test/print-content.ts'

/** Fills Kassa's delivery address as an owner types it; the server tests order with the same one. */
export async function fillShippingAddress(page: Page, address: ShippingAddress = ADDRESS): Promise<void> {
  const fields: [string, string | undefined][] = [
    ['Förnamn', address.firstName],
    ['Efternamn', address.lastName],
    ['Gatuadress', address.addressLine1],
    ['Postnummer', address.postCode],
    ['Ort', address.city],
    ['E-post', address.email],
    ['Telefon', address.phone],
  ]
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value ?? '')
}
