import type { Kysely } from 'kysely'
import type { Database, PaymentMethod, PaymentStatus, PaymentsTable } from '../db/schema.ts'

export type PaymentRow = PaymentsTable

/** The payments table: what was bought, for how much, and how far the provider got. */
export class PaymentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: PaymentRow): Promise<void> {
    await this.db.insertInto('payments').values(row).execute()
  }

  findByReference(reference: string): Promise<PaymentRow | undefined> {
    return this.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst()
  }

  findByProviderId(method: PaymentMethod, providerId: string): Promise<PaymentRow | undefined> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('method', '=', method)
      .where('provider_id', '=', providerId)
      .executeTakeFirst()
  }

  async setProviderId(reference: string, providerId: string, now: string): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({ provider_id: providerId, updated_at: now })
      .where('reference', '=', reference)
      .execute()
  }

  /** Ends a payment that is still open as failed; one that was paid meanwhile stays paid. */
  async markFailed(
    reference: string,
    status: Exclude<PaymentStatus, 'created' | 'paid'>,
    errorMessage: string | null,
    now: string,
  ): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({ status, error_message: errorMessage, updated_at: now })
      .where('reference', '=', reference)
      .where('status', '=', 'created')
      .execute()
  }

  /**
   * Marks a payment paid and fulfilled, if nobody did before. True only for the one caller whose
   * update took effect: that caller fulfils, in the same transaction.
   */
  async claimFulfilment(reference: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('payments')
      .set({ status: 'paid', paid_at: now, fulfilled_at: now, error_message: null, updated_at: now })
      .where('reference', '=', reference)
      .where('fulfilled_at', 'is', null)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  /**
   * A claimed payment that delivered nothing (what it paid for was paid by another payment): its
   * money goes back. `message` is what the payment's status call shows the payer.
   */
  async markRefundPending(reference: string, message: string, now: string): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({ status: 'refund_pending', error_message: message, updated_at: now })
      .where('reference', '=', reference)
      .execute()
  }

  /**
   * Lets one caller make the provider's refund call: true only for the caller whose update took
   * effect. A claim older than `staleBefore` (its instance died mid-call) can be taken over.
   */
  async claimRefund(reference: string, now: string, staleBefore: string): Promise<boolean> {
    const result = await this.db
      .updateTable('payments')
      .set({ refund_claimed_at: now, updated_at: now })
      .where('reference', '=', reference)
      .where('status', '=', 'refund_pending')
      .where((eb) => eb.or([eb('refund_claimed_at', 'is', null), eb('refund_claimed_at', '<', staleBefore)]))
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  async markRefunded(reference: string, refundId: string, now: string): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({ status: 'refunded', refund_id: refundId, refunded_at: now, refund_error: null, updated_at: now })
      .where('reference', '=', reference)
      .where('status', '=', 'refund_pending')
      .execute()
  }

  /** A failed refund call: the claim is let go so the job tries again. */
  async releaseRefund(reference: string, error: string, now: string): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({ refund_claimed_at: null, refund_error: error.slice(0, 500), updated_at: now })
      .where('reference', '=', reference)
      .where('status', '=', 'refund_pending')
      .execute()
  }

  listRefundPending(): Promise<PaymentRow[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('status', '=', 'refund_pending')
      .orderBy('updated_at')
      .limit(100)
      .execute()
  }

  /** A site's payments for a custom domain that are still open (the provider has not answered yet). */
  listOpenForDomain(siteId: string, domain: string): Promise<PaymentRow[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('domain', '=', domain)
      .where('status', '=', 'created')
      .execute()
  }

  listForAccount(accountId: string): Promise<PaymentRow[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('created_at')
      .execute()
  }
}

/** The columns a paid site product changes; none of them is owner-written content. */
export interface SiteActivation {
  host?: string
  active: 1
  active_date: string
  active_expire_date: string
  updated_at: string
}

/**
 * Publishing and extending a site. Unlike a save this does not bump the revision: the owner's
 * open editor must not see its next save refused because a payment went through meanwhile.
 */
export class SiteActivationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async activate(siteId: string, change: SiteActivation): Promise<void> {
    await this.db.updateTable('sites').set(change).where('id', '=', siteId).execute()
  }
}
