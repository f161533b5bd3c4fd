import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { makeImage } from '#domain/testing/fixtures.ts'
import { makeHeader } from '#web/site/test-inputs.ts'
import { expectImageMarkup } from '../test-markup.ts'
import { HeaderView } from './View.tsx'

const image = makeImage('couple')

describe('HeaderView', () => {
  test('shows the title as h1 and the second line in the site language', () => {
    const html = renderToStaticMarkup(<HeaderView module={makeHeader()} language="en" />)
    expect(html).toContain('<h1')
    expect(html).toContain('Anna and Erik')
    expect(html).toContain('July 12, 2025')
    expect(html).not.toContain('<img')
  })

  test('leaves out an empty second line', () => {
    const html = renderToStaticMarkup(
      <HeaderView module={makeHeader({ secondLine: { sv: '' } })} language="sv" />,
    )
    expect(html).toContain('Anna och Erik')
    expect(html).not.toContain('<p')
  })

  test('renders the image with srcset, sizes, intrinsic size and the title as alt', () => {
    const module = makeHeader({ image: { image, userSelectedImageSize: 'LARGE' } })
    const html = renderToStaticMarkup(<HeaderView module={module} language="sv" />)
    expectImageMarkup(html, 'couple', { sizes: '(max-width: 968px) 100vw, 968px', alt: 'Anna och Erik' })
  })

  test('the image size choice selects its class', () => {
    const classOf = (size: 'LARGE' | 'MEDIUM' | 'SMALL') =>
      renderToStaticMarkup(
        <HeaderView module={makeHeader({ image: { image, userSelectedImageSize: size } })} language="sv" />,
      ).match(/<img[^>]*class="([^"]*)"/)?.[1]
    expect(classOf('LARGE')).toMatch(/large/)
    expect(classOf('MEDIUM')).toMatch(/medium/)
    expect(classOf('SMALL')).toMatch(/small/)
  })
})
