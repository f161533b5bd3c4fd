import { afterEach, describe, expect, test, vi } from 'vitest'
import { EARLY_TAP_SCRIPT } from '#domain/site/early-tap-script.ts'
import { MODULE_VIEWS } from '#web/modules/registry.ts'
import type { PublicPageInput } from './page-input.ts'
import { renderPublicDocument } from './render-server.tsx'
import { makeCommon, makeGateInput, makeHeader, makeSiteInput, makeText } from './test-inputs.ts'

function rootHtml(html: string): string {
  const match = html.match(/<div id="root">([\s\S]*)<\/div>\n<script id="page-input"/)
  if (!match?.[1]) throw new Error('no root')
  return match[1]
}

function embeddedInput(html: string): PublicPageInput {
  const match = html.match(/<script id="page-input" type="application\/json">([\s\S]*?)<\/script>/)
  if (!match?.[1]) throw new Error('no page input')
  return JSON.parse(match[1]) as PublicPageInput
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0

describe('renderPublicDocument', () => {
  test('is a complete document in the page language with the assets', () => {
    const html = renderPublicDocument(
      makeSiteInput({
        language: 'en',
        assets: { scripts: ['/assets/site-abc.js'], styles: ['/assets/site-abc.css'] },
      }),
    )
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true)
    expect(html).toContain('<meta charset="utf-8">')
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(html).toContain('<link rel="stylesheet" href="/assets/site-abc.css">')
    expect(html).toContain('<script type="module" src="/assets/site-abc.js" fetchpriority="low"></script>')
    expect(html).toContain('<title>Anna &amp; Erik</title>')
  })

  test('contains the Header and Text content in the site language', () => {
    const root = rootHtml(renderPublicDocument(makeSiteInput({ language: 'sv' })))
    expect(root).toContain('Anna och Erik')
    expect(root).toContain('12 juli 2025')
    expect(root).toContain('Välkommen')
    expect(root).toContain('<p>Vi gifter oss <strong>i sommar</strong>.</p>')
    expect(root).not.toContain('Anna and Erik')
  })

  test('has the header bar and the footer with contact and maker links', () => {
    const root = rootHtml(renderPublicDocument(makeSiteInput({ uiLanguage: 'en' })))
    expect(root).toContain('href="https://brollopssida.se/">Bröllopssida</a>')
    expect(root).toContain('href="mailto:hej@brollopssida.se"')
    expect(root).toContain('Made with Bröllopssida</a>')
  })

  test('escapes a script in the title and in module texts', () => {
    const evil = '</title><script>alert(1)</script>'
    const html = renderPublicDocument(
      makeSiteInput(
        { title: evil },
        { siteModules: [makeHeader({ title: { sv: evil } }), makeText({ title: { sv: evil } })] },
      ),
    )
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>')
    expect(rootHtml(html)).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>alert(1)')
    // Only the embedded page input and the constant early-tap script are script elements: no
    // asset scripts in this input.
    expect(count(html, /<script/g)).toBe(2)
    expect(html).toContain(`<script>${EARLY_TAP_SCRIPT}</script>`)
  })

  test('robots is noindex when asked, all otherwise', () => {
    expect(renderPublicDocument(makeSiteInput({ noindex: true }))).toContain(
      '<meta name="robots" content="noindex, noimageindex, nofollow">',
    )
    expect(renderPublicDocument(makeSiteInput({ noindex: false }))).toContain(
      '<meta name="robots" content="all">',
    )
  })

  test('the gate has no module content and exactly one password input', () => {
    const html = renderPublicDocument(makeGateInput())
    expect(html).not.toContain('Anna och Erik')
    expect(html).not.toContain('Vi gifter oss')
    expect(html).not.toContain('siteModules')
    expect(count(html, /<input/g)).toBe(1)
    expect(count(html, /type="password"/g)).toBe(1)
    expect(html).toContain('required')
    expect(html).toContain('Sidan är lösenordsskyddad')
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/)
  })

  test('no language switcher with one language', () => {
    const root = rootHtml(renderPublicDocument(makeSiteInput({ search: '?a=1' })))
    // The menu is a <nav> too; the language switcher is the one named Språk.
    expect(root).not.toContain('aria-label="Språk"')
    expect(root).not.toContain('href="/sv')
  })

  test('with two languages it links to the other one, keeping the query string', () => {
    const html = renderPublicDocument(
      makeSiteInput(
        { language: 'sv', search: '?domainHost=anna.brollopssida.se&x=1' },
        { availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }] },
      ),
    )
    const root = rootHtml(html)
    expect(root).toContain('href="/en?domainHost=anna.brollopssida.se&amp;x=1"')
    expect(root).toContain('aria-label="EN engelska"')
    expect(root).toContain('>EN</a>')
    expect(root).not.toContain('href="/sv')
  })

  test('the embedded input cannot end its script element and parses back', () => {
    const evil = '</script><script>alert(1)</script><!--'
    const input = makeSiteInput({ title: evil }, { siteModules: [makeText({ title: { sv: evil } })] })
    const html = renderPublicDocument(input)
    const script = html.slice(html.indexOf('<script id="page-input"'))
    expect(count(script, /<\/script>/g)).toBe(1)
    expect(script).not.toContain('<!--')
    const { assets: _inHead, ...embedded } = input
    expect(embeddedInput(html)).toEqual(embedded)
  })

  test('the embedded input leaves out the assets: the inline CSS is in the page once, in its head', () => {
    const css = '.module_x{color:rebeccapurple}'
    const html = renderPublicDocument(
      makeSiteInput({
        assets: {
          scripts: ['/assets/site-abc.js'],
          styles: [],
          inlineStyles: [{ href: '/assets/site-abc.css', css }],
          inlineCss: '@font-face{font-family:"X"}',
        },
      }),
    )
    expect(count(html, /rebeccapurple/g)).toBe(1)
    expect(count(html, /font-family:"X"/g)).toBe(1)
    expect(embeddedInput(html)).not.toHaveProperty('assets')
  })

  test('not-found and wrong-address pages', () => {
    const notFound = rootHtml(
      renderPublicDocument({ ...makeCommon({ uiLanguage: 'en' }), kind: 'not-found' }),
    )
    expect(notFound).toContain('Page not found')
    expect(notFound).toContain('href="/"')

    const wrong = rootHtml(
      renderPublicDocument({ ...makeCommon({ uiLanguage: 'da' }), kind: 'wrong-address' }),
    )
    for (const text of ['Fel adress', 'Wrong address', 'Forkert adresse']) expect(wrong).toContain(text)
    expect(count(wrong, /href="https:\/\/brollopssida.se\/"/g)).toBe(3)
    // The visitor's interface language comes first and holds the h1.
    expect(wrong.indexOf('Forkert adresse')).toBeLessThan(wrong.indexOf('Fel adress'))
    expect(wrong).toMatch(/<h1[^>]*>Forkert adresse<\/h1>/)
  })

  describe('a module that throws', () => {
    const original = MODULE_VIEWS.Text
    afterEach(() => {
      MODULE_VIEWS.Text = original
    })

    test('shows its error message and leaves the other modules rendered', () => {
      MODULE_VIEWS.Text = ({ module }) => {
        if (module.id === 'broken') throw new Error('boom')
        return <p>{`Text ${module.id}`}</p>
      }
      const onModuleError = vi.fn()
      const input = makeSiteInput(
        { uiLanguage: 'sv' },
        { siteModules: [makeHeader(), makeText({ id: 'broken' }), makeText({ id: 'fine' })] },
      )
      const html = renderPublicDocument(input, { onModuleError })
      const root = rootHtml(html)

      expect(root).toContain('Anna och Erik')
      expect(root).toContain('Text fine')
      expect(root).toContain('Ett fel uppstod')
      expect(root).toContain('mailto:hej@brollopssida.se')
      expect(onModuleError).toHaveBeenCalledOnce()
      expect(onModuleError.mock.calls[0]?.[1]).toMatchObject({ id: 'broken' })
      // The browser learns which module failed, so it renders the same message when it hydrates.
      expect(embeddedInput(html)).toMatchObject({ failedModuleIds: ['broken'] })
    })
  })
})

describe('artwork', () => {
  test('renders the event logo and the site graphic on the server only', () => {
    const input = makeSiteInput()
    input.site.eventLogo = { name: 'ModernMonogramBadge', name1: 'Anna', name2: 'Erik' }
    input.site.siteGraphic = 'eucalyptus'
    input.site.siteModules = [
      {
        id: 'h',
        siteModuleType: 'Header',
        hide: false,
        hideInMenu: true,
        verticalAlignment: 0,
        title: { sv: 'Anna & Erik' },
      },
    ]
    const html = renderPublicDocument(input)
    expect(html).toMatch(/data-part="event-logo"[^>]*><h1[^>]*><svg/)
    expect(html).toMatch(/data-part="graphic"[^>]*><div/)
    const embedded = /<script id="page-input"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? ''
    expect(embedded).not.toContain('<svg')
  })
})
