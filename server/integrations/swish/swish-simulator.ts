import { createHash } from 'node:crypto'
import { memoryLedger, type SimulatorLedger } from '../simulator-ledger.ts'
import { type SwishPaymentRequest, type SwishProvider, SwishRequestError } from './swish-provider.ts'
import { checkSwishPaymentRequest, simulatedOutcome } from './swish-rules.ts'

export interface SwishSimulatorOptions {
  /** How long the simulated payer takes to answer (SWISH_SIMULATOR_DELAY_MS). */
  delayMs: number
  ledger?: SimulatorLedger
  now?: () => number
}

interface LedgerEntry {
  payerAlias: string
  amountOre: number
  createdAt: number
}

/**
 * The embedded Swish: nothing is charged. A request is PAID `delayMs` after it was made unless the
 * payer number ends in 01 (DECLINED), 02 (ERROR) or 03 (CANCELLED). Only the request itself is kept
 * in the ledger; its state is computed from it and the clock on every read.
 */
export function swishSimulator(options: SwishSimulatorOptions): SwishProvider {
  const ledger = options.ledger ?? memoryLedger()
  const now = options.now ?? Date.now
  const key = (instructionId: string) => `swish:${instructionId}`
  const refundKey = (instructionId: string) => `swish-refund:${instructionId}`
  return {
    simulated: true,
    async createPaymentRequest(input) {
      checkSwishPaymentRequest(input)
      if (await ledger.get(key(input.instructionId))) {
        throw new SwishRequestError(422, 'RP09', 'The given instructionUUID is not available')
      }
      const entry: LedgerEntry = {
        payerAlias: input.payerAlias,
        amountOre: input.amountOre,
        createdAt: now(),
      }
      await ledger.set(key(input.instructionId), entry)
    },
    async getPaymentRequest(instructionId) {
      const entry = await ledger.get<LedgerEntry>(key(instructionId))
      if (!entry) throw new SwishRequestError(404, 'RP04', 'No payment request found related to a token')
      const outcome = simulatedOutcome(entry.payerAlias, entry.createdAt, now(), options.delayMs)
      const request: SwishPaymentRequest = {
        instructionId,
        ...outcome,
        amountOre: entry.amountOre,
        payerAlias: entry.payerAlias,
        dateCreated: new Date(entry.createdAt).toISOString(),
      }
      if (outcome.status === 'PAID') {
        request.paymentReference = createHash('sha256')
          .update(instructionId)
          .digest('hex')
          .slice(0, 32)
          .toUpperCase()
        request.datePaid = new Date(entry.createdAt + options.delayMs).toISOString()
      }
      return request
    },
    async refund(input) {
      if (!Number.isSafeInteger(input.amountOre) || input.amountOre < 100) {
        throw new SwishRequestError(422, 'AM06', 'Specified transaction amount is less than agreed minimum')
      }
      if (!input.originalPaymentReference) {
        throw new SwishRequestError(
          422,
          'RF02',
          'Original Payment not found or original payment is more than 13 months old',
        )
      }
      if (await ledger.get(refundKey(input.instructionId))) {
        throw new SwishRequestError(422, 'RP09', 'The given instructionUUID is not available')
      }
      await ledger.set(refundKey(input.instructionId), {
        originalPaymentReference: input.originalPaymentReference,
        amountOre: input.amountOre,
        createdAt: now(),
      })
    },
  }
}
