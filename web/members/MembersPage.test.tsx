// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ActivityEntry } from '#domain/members/activity.ts'
import type { MembersResponse, SiteRole } from '#domain/members/members.ts'
import { renderApp, resetAppBetweenTests, stubApi, testMe } from '#web/app/test-app.tsx'

resetAppBetweenTests()

const slow = { timeout: 10_000 }
const AT = '2027-03-01T10:00:00.000Z'

const MEMBERS: MembersResponse = {
  owner: { mail: 'anna@example.se', name: 'Anna' },
  yourRole: 'owner',
  members: [
    {
      id: 'm1',
      mail: 'erik@example.se',
      name: 'Erik',
      role: 'editor',
      status: 'active',
      invitedAt: AT,
      expiresAt: null,
    },
    {
      id: 'm2',
      mail: 'tova@example.se',
      name: null,
      role: 'toastmaster',
      status: 'invited',
      invitedAt: AT,
      expiresAt: '2027-03-08T10:00:00.000Z',
    },
  ],
}

const entry = (id: string, fields: Partial<ActivityEntry>): ActivityEntry => ({
  id,
  kind: 'site.saved',
  by: null,
  byRole: null,
  at: AT,
  detail: {},
  ...fields,
})

function api(role: SiteRole, activity: ActivityEntry[]) {
  return stubApi({
    'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
    'GET /api/accounts/me/sites': () => ({
      status: 200,
      body: { sites: [{ siteId: 's1', title: 'Anna och Erik', role }] },
    }),
    'GET /api/sites/s1/members': () => ({ status: 200, body: MEMBERS }),
    'GET /api/sites/s1/activity?page=1': () => ({ status: 200, body: { activity, nextPage: null } }),
    'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
  })
}

describe('the members page', () => {
  it('lists each person by name with the mail under it, and the mail of one without a name', async () => {
    api('owner', [])
    renderApp('/redigera/s1/medarbetare')
    const list = (await screen.findByRole('heading', { name: 'Vilka som har tillgång' }, slow))
      .nextElementSibling as HTMLElement
    const people = within(list).getAllByRole('listitem')
    expect(people.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Anna',
      'Erik',
      'tova@example.se',
    ])
    expect(within(people[0] as HTMLElement).getByText('anna@example.se')).toBeTruthy()
    expect(within(people[1] as HTMLElement).getByText('erik@example.se')).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'Roll för Erik' })).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'Roll för tova@example.se' })).toBeTruthy()
  })

  it('words what a payment bought, the member an entry is about, and someone by their role', async () => {
    api('owner', [
      entry('a1', {
        kind: 'payment.paid',
        by: 'Erik',
        byRole: 'coOwner',
        detail: { method: 'swish', product: 'subdomain', address: 'lisa-och-johan.brollopssida.se' },
      }),
      entry('a2', {
        kind: 'payment.paid',
        by: 'Anna',
        byRole: 'owner',
        detail: { method: 'card', product: 'print_order', cards: 40 },
      }),
      entry('a3', {
        kind: 'payment.started',
        by: 'Anna',
        byRole: 'owner',
        detail: { method: 'card', product: 'extend_subdomain' },
      }),
      entry('a4', {
        kind: 'member.invited',
        by: 'Anna',
        byRole: 'owner',
        detail: { mail: 'erik@example.se', name: 'Erik', role: 'editor' },
      }),
      entry('a5', { kind: 'site.created', byRole: 'owner', detail: { siteVersion: 1 } }),
      entry('a6', { kind: 'site.saved', detail: { siteVersion: 2 } }),
    ])
    renderApp('/redigera/s1/medarbetare')
    const activity = await screen.findByRole('region', { name: 'Vad som har hänt' }, slow)
    await within(activity).findByText(/betalade adressen/, {}, slow)
    expect(
      within(activity)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('span')?.textContent),
    ).toEqual([
      'Erik betalade adressen lisa-och-johan.brollopssida.se med Swish',
      'Anna betalade 40 tryckta inbjudningskort med kort',
      'Anna påbörjade en betalning av förlängning av subdomän med kort',
      'Anna bjöd in Erik (erik@example.se) som redaktör',
      'Ägaren skapade sidan',
      'Någon sparade sidan (version 2)',
    ])
  })

  it("shows a toastmaster their role and the activity, not the owners' list", async () => {
    const calls = api('toastmaster', [entry('a1', { kind: 'runningOrder.saved', byRole: 'toastmaster' })])
    renderApp('/redigera/s1/medarbetare')
    expect(await screen.findByText('Toastmastern sparade talarlistan', {}, slow)).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Vilka som har tillgång' })).toBeNull()
    expect(calls.some((c) => c.path === '/api/sites/s1/members')).toBe(false)
  })
})
