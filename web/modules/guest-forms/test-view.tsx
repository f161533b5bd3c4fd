import { cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, vi } from 'vitest'
import { SiteProvider } from '#web/site/site-context.tsx'
import { makePublicSite } from '#web/site/test-inputs.ts'
import { fakeApi } from './test-api.ts'
import { POST_KEY_TIMING } from './use-guest-submission.ts'

type Reply = { status?: number; json?: unknown }

/** Renders a guest-form view on the test site ('site-1') in a site language. */
export function renderOnSite(view: ReactNode, { language = 'sv', editMode = false } = {}) {
  return render(
    <SiteProvider value={{ site: makePublicSite(), language, uiLanguage: 'sv', editMode }}>
      {view}
    </SiteProvider>,
  )
}

/**
 * The guest API of one kind of form: numbered post keys (`${prefix}-1`, ...) and an answer to the
 * post, invertedSuccess false unless told otherwise.
 */
export function postKeyApi(
  paths: { key: string; post: string; prefix: string },
  post: () => Reply = () => ({ json: { invertedSuccess: false } }),
) {
  let keys = 0
  return fakeApi({
    [`GET ${paths.key}`]: () => {
      keys += 1
      return { json: { key: `${paths.prefix}-${keys}` } }
    },
    [`POST ${paths.post}`]: post,
  })
}

/** Keys usable at once and no drafts left from another test; the fakes undone after each. */
export function setUpGuestFormTests() {
  beforeEach(() => {
    POST_KEY_TIMING.minAgeMs = 0
    sessionStorage.clear()
    localStorage.clear()
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    POST_KEY_TIMING.minAgeMs = 3_100
  })
}
