import type { Config } from '../config.ts'
import type { CardProvider } from '../integrations/card/card-provider.ts'
import { createCardProvider } from '../integrations/card/create-card-provider.ts'
import { createSwishProvider } from '../integrations/swish/create-swish-provider.ts'
import type { SwishProvider } from '../integrations/swish/swish-provider.ts'
import type { DomainsService } from '../services/addresses/domains.service.ts'
import type { HostsService } from '../services/addresses/hosts.service.ts'
import { addressFulfilments } from '../services/addresses/hosts-fulfilments.ts'
import type { MailService } from '../services/mail/mail.service.ts'
import { orderFulfilments } from '../services/orders/orders.service.ts'
import { PaymentsService } from '../services/payments/payments.service.ts'
import { expiryReminderJob } from '../services/payments/payments-expiry-reminders.ts'
import { SITE_FULFILMENTS } from '../services/payments/payments-fulfilment.ts'
import type { SitesService } from '../services/sites/sites.service.ts'
import type { Area, Wiring } from './wiring.ts'

export interface PaymentsServices {
  payments: PaymentsService
}

/**
 * One payments service for every product: what each product does once paid is its fulfilment,
 * listed here. Its jobs: refunds of payments for something already paid, retried until taken;
 * mails to owners 30 and 7 days before their site expires.
 */
export function wirePayments(
  { config, work, repos, clock, log, options }: Wiring,
  deps: { sites: SitesService; hosts: HostsService; domains: DomainsService; mail: MailService },
): Area<PaymentsServices> {
  const payments = new PaymentsService({
    payments: repos.payments,
    work,
    swish: options.swish !== undefined ? options.swish : swishFor(config),
    card: options.card !== undefined ? options.card : cardFor(config),
    fulfilments: {
      ...SITE_FULFILMENTS,
      ...orderFulfilments(log, deps.hosts, config.seller),
      ...addressFulfilments({ hosts: deps.hosts, domains: deps.domains }),
    },
    mail: deps.mail,
    clock,
    log,
    forgetHost: (host) => deps.sites.forgetHost(host),
    seller: config.seller,
  })
  return {
    services: { payments },
    jobs: [payments.refundJob(), expiryReminderJob({ work, mail: deps.mail, log })],
  }
}

function swishFor(config: Config): SwishProvider | null {
  return config.payments.swish ? createSwishProvider(config.payments.swish) : null
}

function cardFor(config: Config): CardProvider | null {
  return config.payments.card ? createCardProvider(config.payments.card) : null
}
