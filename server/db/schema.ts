import type { Generated } from 'kysely'

/** Booleans are stored as 0/1 in both dialects so one migration set fits both. */
export type Flag = number

/** One RSVP guest's yes or no to one event (issue 32, migration 0022). */
export interface RsvpEventAnswersTable {
  rsvp_id: string
  site_id: string
  event_id: string
  answer: 'yes' | 'no'
}

export interface AccountsTable {
  id: string
  mail: string
  password_hash: string
  registered_at: string
  /** The name shown for who did what (migration 0028); null until given. */
  name: string | null
}

export interface SessionsTable {
  id_hash: string
  account_id: string
  created_at: string
  expires_at: string
}

export interface PasswordResetsTable {
  token_hash: string
  account_id: string
  created_at: string
  expires_at: string
  used_at: string | null
}

export interface SitesTable {
  id: string
  account_id: string | null
  host: string | null
  brand: string
  market: string
  active: Flag
  active_date: string | null
  active_expire_date: string | null
  password: string | null
  meta_noindex: Flag
  quick_start: Flag
  revision: number
  /** The owner-written content (SiteContent of domain/site/schema.ts) as JSON. */
  content: string
  wizard_data: string | null
  created_at: string
  updated_at: string
}

export interface SiteVersionsTable {
  site_id: string
  revision: number
  content: string
  account_id: string | null
  created_at: string
  /** On a restore: the revision whose document it brought back (migration 0006). */
  restored_from: number | null
}

export interface SiteVisitsTable {
  site_id: string
  day: string
  visitor_hash: string
}

export interface LogsTable {
  id: string
  created_at: string
  url: string
  severity: number
  origin_id: string
  user_agent: string
  error_object: string | null
  site_data: string | null
  info: string | null
  account_id: string | null
}

export interface FeedbackTable {
  id: string
  created_at: string
  account_id: string | null
  expects_reply: Flag
  user_mail: string | null
  feedback_text: string
}

export interface MailOutboxTable {
  id: string
  created_at: string
  to_address: string
  subject: string
  text_body: string
  status: 'pending' | 'sent' | 'failed'
  attempts: Generated<number>
  last_error: string | null
  sent_at: string | null
  /** Backoff: a failed mail is not tried again before this (migration 0012). */
  next_attempt_at?: string | null
  /** The sending instance's lease; a lost instance's claim runs out (migration 0012). */
  claimed_until?: string | null
  /** The From display name, e.g. "Anna & Erik via Bröllopssida"; null: the brand's (migration 0018). */
  from_name?: string | null
  /** Where a reply goes, e.g. the couple's address; null: no Reply-To (migration 0018). */
  reply_to?: string | null
}

/** The owner's mail settings of a site (migration 0018); no row: the defaults. */
export interface SiteMailSettingsTable {
  site_id: string
  /** Where guests' replies go; null: the owner's account address. */
  reply_to: string | null
  /** Whether a new RSVP is mailed to the owner (1, the default) or not (0). */
  rsvp_to_owner: Flag
  /** Where the owner's RSVP mails go; null: the owner's account address. */
  rsvp_owner_address: string | null
  updated_at: string
}

export interface RsvpsTable {
  id: string
  site_id: string
  form_id: string
  group_identifier: string
  guest_index: number
  language: string
  form_title: string
  /** AcceptedElement[] of domain/forms/answers.ts as JSON. */
  form_elements: string
  created_at: string
  /** SHA-256 of the guest's private answer token: whoever has it may change the answer (migration 0009). */
  answer_token_hash?: string | null
  /** When the guest last changed the answer; null when never (migration 0009). */
  changed_at?: string | null
}

/** The viewer's number of a party that answered the RSVP; kept after its answers are deleted. */
export interface RsvpGroupsTable {
  site_id: string
  group_identifier: string
  number: number
}

export interface FormSubmissionsTable {
  id: string
  site_id: string
  form_id: string
  language: string
  form_title: string
  form_elements: string
  /** The client's id of one answer; a repeat with the same id is not stored again. */
  group_identifier: string | null
  created_at: string
}

export interface GiftReservationsTable {
  id: string
  site_id: string
  module_id: string
  item_id: string
  quantity: number
  password_hash: string
  /** A short keyed digest of the password that finds the candidate rows of a cancel (see gift-password.ts). */
  password_lookup: string | null
  created_at: string
  /** The household of the personal link it was reserved through (issue 35). */
  household_id: string | null
  /** Who to thank: the name a guest without a link typed, else the household's name then. */
  giver_name: string | null
}

/** A guest's word that they gave to a fund (issue 35); amounts in öre. */
export interface GiftPledgesTable {
  id: string
  site_id: string
  module_id: string
  item_id: string
  group_identifier: string
  name: string
  amount_ore: number
  greeting: string
  language: string
  household_id: string | null
  created_at: string
  received_at: string | null
}

export interface UsedPostKeysTable {
  key_id: string
  used_at: string
}

/** A stored image base name: `<base>-orig.<ext>` and `<base>-<width>.<jpg|webp>` in `folder`. */
export interface UploadsTable {
  id: string
  folder: string
  base: string
  /** 1 for a quick-start upload until a saved site references it. */
  temporary: Flag
  created_at: string
  site_id: string | null
}

export type PaymentMethod = 'swish' | 'card'
/**
 * `refund_pending` and `refunded`: paid for something another payment had paid already (issue 29),
 * so the money goes back through the provider instead of being delivered twice.
 */
export type PaymentStatus =
  | 'created'
  | 'paid'
  | 'declined'
  | 'error'
  | 'cancelled'
  | 'refund_pending'
  | 'refunded'

/** One payment of a site product or an order (migration 0004); amounts in öre, VAT included. */
export interface PaymentsTable {
  reference: string
  method: PaymentMethod
  status: PaymentStatus
  product: string
  site_id: string | null
  order_id: string | null
  account_id: string | null
  host: string | null
  brand: string
  market: string
  amount_ore: number
  vat_ore: number
  months: number
  provider_id: string | null
  payer_alias: string | null
  error_message: string | null
  created_at: string
  updated_at: string
  paid_at: string | null
  fulfilled_at: string | null
  /** The custom domain a domain product is bought for (migration 0007). */
  domain: string | null
  /** The provider's id of the refund once it took it (migration 0015). */
  refund_id: string | null
  /** When an instance began the provider's refund call; a stale claim is taken over. */
  refund_claimed_at: string | null
  refunded_at: string | null
  /** The last failed refund call, for the operator. */
  refund_error: string | null
}

export type SiteDomainKind = 'registered' | 'other_registrar'
export type DnsStatus = 'waiting' | 'connected'

/** A site's claim of a custom domain (migrations 0007, 0015); the subdomain stays in sites.host. */
export interface SiteDomainsTable {
  domain: string
  site_id: string
  kind: SiteDomainKind
  payment_reference: string
  active: Flag
  active_date: string | null
  expires_at: string | null
  registration_claimed_at: string | null
  registered_at: string | null
  dns_status: DnsStatus
  dns_checked_at: string | null
  connected_at: string | null
  connected_mail_at: string | null
  /** The token of the TXT record that proves the claim (`eventsite-verify=<token>`). */
  proof_token: string
  /** When the site proved the domain (or bought it through our registrar); null: never served. */
  proven_at: string | null
  created_at: string
  updated_at: string
}

/** A name held by a pending payment, so one purchase of it can start at a time. */
export interface HostHoldsTable {
  host: string
  payment_reference: string
  site_id: string
  created_at: string
  expires_at: string
}

/** A paid renewal of a registered domain, renewed at the registrar once. */
export interface DomainRenewalsTable {
  payment_reference: string
  domain: string
  site_id: string
  years: number
  claimed_at: string | null
  renewed_at: string | null
  expires_at: string | null
  attempts: Generated<number>
  last_error: string | null
  created_at: string
}

/** An expiry reminder sent: one per site, kind (30 or 7 days) and expiry date. */
export interface ExpiryRemindersTable {
  site_id: string
  kind: string
  expire_date: string
  sent_at: string
}

/** A printed card (migration 0008); `content` is PrintContent of domain/prints/print.ts as JSON. */
export interface PrintsTable {
  id: string
  site_id: string
  content: string
  server_access_key: string
  created_at: string
  updated_at: string
}

export type PrintOrderStatus = 'created' | 'paid' | 'in_production' | 'shipped'

/** An order of printed cards (migration 0008); amounts in öre, VAT included. */
export interface PrintOrdersTable {
  id: string
  site_id: string
  print_id: string
  account_id: string | null
  brand: string
  market: string
  status: PrintOrderStatus
  quantity: number
  envelopes: string
  trim: string
  lines: string
  shipment: string
  shipping_address: string
  total_incl_vat: number
  total_vat: number
  created_at: string
  updated_at: string
  paid_at: string | null
  payment_reference: string | null
  shop_claimed_at: string | null
  shop_attempts: Generated<number>
  shop_next_attempt_at: string | null
  shop_last_error: string | null
  shop_order_id: string | null
  submitted_at: string | null
  in_production_at: string | null
  shipped_at: string | null
  /** 1: one card per household of the guest list (migration 0014). */
  per_household: Generated<number>
  /** The households printed, as they were when the order was made (HouseholdCard[] as JSON). */
  households: string | null
  /** Who carries a shipped order, as the shop names it (migration 0018). */
  carrier: string | null
  /** The carrier's tracking number of a shipped order (migration 0018). */
  tracking_number: string | null
  /** The carrier's page that follows the parcel (migration 0018). */
  tracking_url: string | null
  /** The interface language the order was made in; its mails are written in it (migration 0018). */
  language: string | null
}

/** Files still to delete from media storage: every file in `folder` whose name starts with `prefix` (migration 0015). */
export interface FileDeletionsTable {
  folder: string
  prefix: string
  created_at: string
  attempts: Generated<number>
  next_attempt_at: string
  last_error: string | null
}

/** A site's member (issue 33): invited by mail with a role, an account once accepted. */
export interface SiteMembersTable {
  id: string
  site_id: string
  account_id: string | null
  mail: string
  role: 'coOwner' | 'editor' | 'toastmaster'
  invited_by: string | null
  created_at: string
  accepted_at: string | null
}

export interface MemberInvitationsTable {
  token_hash: string
  member_id: string
  created_at: string
  expires_at: string
  used_at: string | null
}

/** Who did what on a site (issue 33). */
export interface SiteActivityTable {
  id: string
  site_id: string
  account_id: string | null
  kind: string
  detail: string
  created_at: string
}

/** The toastmaster's running order of a site (issue 33). */
export interface RunningOrdersTable {
  site_id: string
  content: string
  updated_at: string
  updated_by: string | null
}

/** A speaker mailed their slot, recorded once per sign-up. */
export interface RunningOrderMailsTable {
  site_id: string
  sign_up_id: string
  to_address: string
  sent_at: string
}

export interface Database {
  running_orders: RunningOrdersTable
  running_order_mails: RunningOrderMailsTable
  site_members: SiteMembersTable
  member_invitations: MemberInvitationsTable
  site_activity: SiteActivityTable
  file_deletions: FileDeletionsTable
  prints: PrintsTable
  print_orders: PrintOrdersTable
  payments: PaymentsTable
  site_domains: SiteDomainsTable
  host_holds: HostHoldsTable
  domain_renewals: DomainRenewalsTable
  expiry_reminders: ExpiryRemindersTable
  uploads: UploadsTable
  rsvps: RsvpsTable
  rsvp_event_answers: RsvpEventAnswersTable
  rsvp_groups: RsvpGroupsTable
  form_submissions: FormSubmissionsTable
  gift_reservations: GiftReservationsTable
  gift_pledges: GiftPledgesTable
  used_post_keys: UsedPostKeysTable
  accounts: AccountsTable
  sessions: SessionsTable
  password_resets: PasswordResetsTable
  sites: SitesTable
  site_versions: SiteVersionsTable
  site_visits: SiteVisitsTable
  logs: LogsTable
  feedback: FeedbackTable
  mail_outbox: MailOutboxTable
  site_mail_settings: SiteMailSettingsTable
}
