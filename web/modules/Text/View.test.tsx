import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { makeText } from '#web/site/test-inputs.ts'
import { TextView } from './View.tsx'

describe('TextView', () => {
  test('renders the title as h2 and the stored rich text as HTML', () => {
    const html = renderToStaticMarkup(<TextView module={makeText()} language="sv" />)
    expect(html).toContain('<h2')
    expect(html).toContain('Välkommen')
    expect(html).toContain('<p>Vi gifter oss <strong>i sommar</strong>.</p>')
  })

  test('escapes the title, which is plain text', () => {
    const html = renderToStaticMarkup(
      <TextView module={makeText({ title: { sv: '<b>Hej</b>' } })} language="sv" />,
    )
    expect(html).toContain('&lt;b&gt;Hej&lt;/b&gt;')
  })

  test('leaves out an empty title', () => {
    const html = renderToStaticMarkup(<TextView module={makeText({ title: { sv: '' } })} language="sv" />)
    expect(html).not.toContain('<h2')
  })
})
