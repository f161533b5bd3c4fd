import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { StaticRouter } from 'react-router'
import type { InterfaceLanguage } from '#domain/site/languages.ts'
import { BootProvider } from '#web/app/BootContext.tsx'
import type { Boot } from '#web/app/boot.ts'
import { LandingPage } from '#web/home/LandingPage.tsx'
import { type Catalogs, createI18n } from '#web/i18n/catalogs.ts'
import da from '#web/i18n/da.json'
import en from '#web/i18n/en.json'
import sv from '#web/i18n/sv.json'

const CATALOGS: Catalogs = { sv, en, da }
const ROOT = '<div id="root"></div>'
const rendered = new Map<string, string>()

/**
 * The brand host's landing page rendered into the owner app's shell, so a newcomer reads it at first
 * paint instead of after the app's script. The app then renders the same page over it. It depends
 * on the brand, the market, the language and the landing address only, so each is rendered once.
 */
export function withLandingPage(indexHtml: string, boot: Boot, language: InterfaceLanguage): string {
  const key = `${boot.brand.brand}:${boot.brand.market}:${language}:${boot.landingOrigin}`
  let markup = rendered.get(key)
  if (markup === undefined) {
    markup = renderToString(
      <BootProvider boot={boot}>
        <I18nextProvider i18n={createI18n(language, CATALOGS)}>
          <StaticRouter location="/">
            <LandingPage />
          </StaticRouter>
        </I18nextProvider>
      </BootProvider>,
    )
    rendered.set(key, markup)
  }
  return indexHtml
    .replace(ROOT, `<div id="root">${markup}</div>`)
    .replace('<html lang="sv">', `<html lang="${language}">`)
}
