import type { CSSProperties } from 'react'
import { hslaToHex } from '#domain/design/hex-hsl.ts'
import { hslaCss } from '#domain/design/hsla-css.ts'
import type { PrintContent } from '#domain/prints/print.ts'
import { fontStack } from '#web/site/owner.ts'
export type CardDesign = Pick<PrintContent, 'colorScheme' | 'fonts'>

/**
 * The card's colours and fonts as custom properties. The site's artwork (graphics, event logo)
 * reads the site's variable names, so the card's two colours stand in for all of them.
 */
export function cardStyle({ colorScheme, fonts }: CardDesign): CSSProperties {
  const background = hslaCss(colorScheme.background)
  const ink = hslaCss(colorScheme.onBackground)
  const vars: Record<`--${string}`, string> = {
    '--card-background': background,
    '--card-ink': ink,
    '--color-background': background,
    '--color-on-background': ink,
    '--color-primary': ink,
    '--color-on-primary': background,
    '--color-surface': background,
    '--color-on-surface': ink,
    '--font-heading': fontStack(fonts.heading, 'heading'),
    '--font-text': fontStack(fonts.text, 'text'),
  }
  return vars as CSSProperties
}

/** The QR code's colours, as six hex digits without '#': the card's ink on its background. */
export function qrColors({ colorScheme }: Pick<PrintContent, 'colorScheme'>): {
  dark: string
  light: string
} {
  return {
    dark: hslaToHex(colorScheme.onBackground).replace('#', ''),
    light: hslaToHex(colorScheme.background).replace('#', ''),
  }
}
