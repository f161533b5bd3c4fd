// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import type { FormModule } from '#domain/modules/form.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { EditorStore, EditorStoreProvider } from '#web/editor/store.ts'
import { createI18n } from '#web/i18n/test-i18n.ts'
import { SignUpSetting } from './SignUpSetting.tsx'

const formModule = (id: string, more: Partial<FormModule> = {}): FormModule => ({
  id,
  siteModuleType: 'Form',
  hide: false,
  hideInMenu: false,
  form: {
    formElements: [
      {
        id: `${id}-q`,
        formElementType: 'ShortText',
        label: { sv: 'Namn' },
        required: true,
        showConditions: [],
      },
    ],
  },
  ...more,
})

function renderSetting(first: FormModule, second: FormModule) {
  const store = new EditorStore({
    _id: 's1',
    quickStart: false,
    revision: 1,
    availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
    siteModules: [first, second],
  } as unknown as SiteV2)
  render(
    <I18nextProvider i18n={createI18n('sv')}>
      <EditorStoreProvider value={store}>
        <SignUpSetting module={second} />
      </EditorStoreProvider>
    </I18nextProvider>,
  )
  const modules = () => store.get().site.siteModules as FormModule[]
  return { modules }
}

afterEach(cleanup)

describe('the Form’s sign-up setting (issue 33)', () => {
  it('marks this form, unmarks the other and fills the standard questions it lacks', async () => {
    const { modules } = renderSetting(formModule('a', { isSignUpForm: true }), formModule('b'))
    const box = screen.getByRole<HTMLInputElement>('checkbox', {
      name: /Det här är anmälan till tal och sång/,
    })
    expect(box.checked).toBe(false)
    await userEvent.click(box)
    expect(box.checked).toBe(true)
    expect(modules().map((m) => m.isSignUpForm)).toEqual([false, true])
    const questions = modules()[1]?.form.formElements ?? []
    expect(questions.map((q) => q.signUpQuestion)).toEqual(['name', 'what', 'minutes', 'needs', 'mail'])
    expect(questions[2]?.label).toEqual({ sv: 'Längd i minuter', en: 'Length in minutes' })

    await userEvent.click(box)
    expect(box.checked).toBe(false)
    expect(modules().map((m) => m.isSignUpForm)).toEqual([false, false])
  })
})
