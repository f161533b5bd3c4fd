import type { RouteObject } from 'react-router'
import { LandingPage } from '#web/home/index.ts'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import type { EditAreaHandle } from './EditAreaLayout.tsx'
import { NotFoundPage } from './NotFoundPage.tsx'
import { RootLayout } from './RootLayout.tsx'
import { RouteErrorPage } from './RouteErrorPage.tsx'

const QUICK_START_BASES = [
  { path: 'snabbstart', source: 'snabbstart' },
  { path: 'sms/snabbstart', source: 'sms' },
  { path: 'digital-studentinbjudan/snabbstart', source: 'digital-studentinbjudan' },
  { path: 'kom-igang/redigera', source: 'kom-igang' },
] as const

// Shown before the first route's chunk has arrived; i18n may not matter yet, so it is wordless
// to the eye and says "loading" in all three languages to screen readers.
function FirstLoad() {
  return <PageSpinner label="Laddar… Loading… Indlæser…" />
}

/** The owner app's routes (spec 000 section 2). Each page is its own chunk. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: FirstLoad,
    children: [
      // In the first chunk: a newcomer's first page shows at once, without a spinner.
      { index: true, Component: LandingPage },
      {
        path: 'logga-in',
        lazy: async () => ({ Component: (await import('#web/account/LoginPage.tsx')).LoginPage }),
      },
      {
        path: 'aterstall-losenord',
        lazy: async () => ({
          Component: (await import('#web/account/RequestResetPage.tsx')).RequestResetPage,
        }),
      },
      // The link of a member's invitation mail (issue 33).
      {
        path: 'medarbetare/inbjudan/:token',
        lazy: async () => ({
          Component: (await import('#web/members/AcceptInvitationPage.tsx')).AcceptInvitationPage,
        }),
      },
      {
        path: 'aterstall-losenord/:token',
        lazy: async () => ({ Component: (await import('#web/account/SetPasswordPage.tsx')).SetPasswordPage }),
      },
      // The start wizard (spec 000 section 2), wedding brand: four steps, then the quick-start editor.
      {
        path: 'kom-igang',
        lazy: async () => ({ Component: (await import('#web/wizard/TemplateStep.tsx')).TemplateStep }),
      },
      {
        path: 'kom-igang/information',
        lazy: async () => ({ Component: (await import('#web/wizard/InformationStep.tsx')).InformationStep }),
      },
      {
        path: 'kom-igang/sprak',
        lazy: async () => ({ Component: (await import('#web/wizard/LanguagesStep.tsx')).LanguagesStep }),
      },
      {
        path: 'kom-igang/innehall',
        lazy: async () => ({ Component: (await import('#web/wizard/ContentStep.tsx')).ContentStep }),
      },
      // The demo sites (spec 000 section 2) in the quick-start editor's preview.
      ...[
        { path: 'demo', student: false },
        { path: 'digital-studentinbjudan/demo', student: true },
      ].map(({ path, student }) => ({
        path,
        lazy: async () => {
          const { DemoLayout } = await import('#web/quick-start/DemoLayout.tsx')
          return { Component: () => <DemoLayout student={student} /> }
        },
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('#web/quick-start/QuickStartEditorPage.tsx')).QuickStartEditorPage,
            }),
          },
        ],
      })),
      // Quick start (spec 001 sections 2 and 4): the whole editor without an account.
      ...QUICK_START_BASES.map(({ path, source }) => ({
        path,
        lazy: async () => {
          const { QuickStartLayout } = await import('#web/quick-start/QuickStartLayout.tsx')
          return { Component: () => <QuickStartLayout source={source} base={`/${path}`} /> }
        },
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('#web/quick-start/QuickStartEditorPage.tsx')).QuickStartEditorPage,
            }),
          },
          // The invitations overview of the quick-start site: intro, price box and examples.
          {
            path: 'inbjudningar',
            lazy: async () => ({
              Component: (await import('#web/prints/overview/InvitationsOverviewPage.tsx'))
                .QuickStartInvitationsPage,
            }),
          },
          // A new invitation card for the quick-start site (spec 002 section 2); saving asks for the account.
          {
            path: 'inbjudningar/nytt',
            lazy: async () => ({
              Component: (await import('#web/prints/editor/QuickStartPrintEditorPage.tsx'))
                .QuickStartPrintEditorPage,
            }),
          },
          // The viewer's sample answers to the quick-start site's own questions.
          ...(['list', 'questions'] as const).map((view) => ({
            path: view === 'list' ? 'visa-osa' : 'visa-osa/fragor',
            lazy: async () => {
              const { QuickStartResponsesPage } = await import('#web/quick-start/QuickStartResponsesPage.tsx')
              return { Component: () => <QuickStartResponsesPage view={view} /> }
            },
          })),
        ],
      })),
      {
        // The edit area (spec 000 section 2): every owner page of a site shares the side menu.
        path: 'redigera/:siteId',
        lazy: async () => ({ Component: (await import('./EditAreaLayout.tsx')).EditAreaLayout }),
        children: [
          {
            index: true,
            handle: { editAreaWidth: 'full' } satisfies EditAreaHandle,
            lazy: async () => ({ Component: (await import('#web/editor/EditorPage.tsx')).EditorPage }),
          },
          {
            path: 'visa-osa',
            handle: { editAreaWidth: 'full' } satisfies EditAreaHandle,
            lazy: async () => ({
              Component: (await import('#web/responses/ResponsesPage.tsx')).ResponsesPage,
            }),
          },
          {
            path: 'visa-osa/fragor',
            handle: { editAreaWidth: 'full' } satisfies EditAreaHandle,
            lazy: async () => ({
              Component: (await import('#web/responses/QuestionsPage.tsx')).QuestionsPage,
            }),
          },
          {
            path: 'versioner',
            handle: { editAreaWidth: 'full' } satisfies EditAreaHandle,
            lazy: async () => ({ Component: (await import('#web/versions/VersionsPage.tsx')).VersionsPage }),
          },
          {
            path: 'gaster',
            lazy: async () => ({ Component: (await import('#web/guests/GuestListPage.tsx')).GuestListPage }),
          },
          {
            path: 'program',
            lazy: async () => ({
              Component: (await import('#web/programme/ProgrammePage.tsx')).ProgrammePage,
            }),
          },
          {
            path: 'talarlista',
            handle: { editAreaWidth: 'full' } satisfies EditAreaHandle,
            lazy: async () => ({
              Component: (await import('#web/running-order/RunningOrderPage.tsx')).RunningOrderPage,
            }),
          },
          {
            path: 'medarbetare',
            lazy: async () => ({ Component: (await import('#web/members/MembersPage.tsx')).MembersPage }),
          },
          {
            path: 'bilder',
            handle: { editAreaWidth: 'full' } satisfies EditAreaHandle,
            lazy: async () => ({ Component: (await import('#web/photos/PhotosPage.tsx')).PhotosPage }),
          },
          {
            path: 'konto',
            lazy: async () => ({ Component: (await import('#web/account/AccountPage.tsx')).AccountPage }),
          },
          {
            path: 'konto/forlang',
            lazy: async () => {
              const { AccountPage } = await import('#web/account/AccountPage.tsx')
              return { Component: () => <AccountPage extending /> }
            },
          },
          {
            path: 'konto/forlang/subdoman/bekraftelse/:paymentReference?',
            lazy: async () => ({
              Component: (await import('#web/account/AccountExtendConfirmation.tsx'))
                .AccountExtendConfirmation,
            }),
          },
          {
            path: 'konto/fornya-doman/bekraftelse/:paymentReference?',
            lazy: async () => ({
              Component: (await import('#web/account/DomainRenewedConfirmation.tsx'))
                .DomainRenewedConfirmation,
            }),
          },
          // The address pages (spec 002 section 2): offers, subdomain, own domain, confirmations.
          {
            path: 'valj-adress',
            lazy: async () => ({
              Component: (await import('#web/addresses/ChooseAddressPage.tsx')).ChooseAddressPage,
            }),
          },
          {
            path: 'valj-adress/subdoman',
            lazy: async () => ({
              Component: (await import('#web/addresses/SubdomainPage.tsx')).SubdomainPage,
            }),
          },
          {
            path: 'valj-adress/subdoman/bekraftelse/:paymentReference?',
            lazy: async () => ({
              Component: (await import('#web/addresses/ConfirmationPage.tsx')).SubdomainConfirmationPage,
            }),
          },
          {
            path: 'valj-adress/doman',
            lazy: async () => ({ Component: (await import('#web/addresses/DomainPage.tsx')).DomainPage }),
          },
          {
            path: 'valj-adress/doman/bekraftelse/:paymentReference?',
            lazy: async () => ({
              Component: (await import('#web/addresses/ConfirmationPage.tsx')).DomainConfirmationPage,
            }),
          },
          {
            path: 'valj-adress/doman-annan-registrar/bekraftelse/:paymentReference?',
            lazy: async () => ({
              Component: (await import('#web/addresses/OtherRegistrarConfirmationPage.tsx'))
                .OtherRegistrarConfirmationPage,
            }),
          },
          // The print editor (spec 002 section 2): a new card, and a saved one.
          ...['inbjudningar/nytt', 'inbjudningar/:printId'].map((path) => ({
            path,
            handle: { editAreaWidth: 'full' } satisfies EditAreaHandle,
            lazy: async () => ({
              Component: (await import('#web/prints/editor/PrintEditorPage.tsx')).PrintEditorPage,
            }),
          })),
          // Invitations overview, checkout (Kassa) and order confirmation (spec 002 section 2).
          {
            path: 'inbjudningar',
            lazy: async () => ({
              Component: (await import('#web/prints/overview/InvitationsOverviewPage.tsx'))
                .InvitationsOverviewPage,
            }),
          },
          {
            path: 'inbjudningar/:printId/bestall',
            lazy: async () => ({
              Component: (await import('#web/prints/checkout/CheckoutPage.tsx')).CheckoutPage,
            }),
          },
          {
            path: 'inbjudningar/bekraftelse/:orderId',
            lazy: async () => ({
              Component: (await import('#web/prints/checkout/OrderConfirmationPage.tsx'))
                .OrderConfirmationPage,
            }),
          },
          {
            // An unknown page of the edit area keeps the side menu around its not-found message.
            path: '*',
            lazy: async () => ({ Component: (await import('./EditAreaLayout.tsx')).EditAreaNotFound }),
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
]
