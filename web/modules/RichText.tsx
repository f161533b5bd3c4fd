import { PART } from '#web/site/index.ts'
import shared from './shared.module.css'

/** Rich text is empty when nothing but tags and white space is left (spec 001 section 5). */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  if (!html) return true
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|\u00a0/g, '')
      .trim() === ''
  )
}

interface Props {
  html: string | null | undefined
  className?: string
}

/** Stored rich text of a module or list item; nothing at all when it is empty. */
export function RichText({ html, className }: Props) {
  if (!html || isRichTextEmpty(html)) return null
  return (
    <div
      className={[shared.rich, className].filter(Boolean).join(' ')}
      data-part={PART.richText}
      // Rich text (the `text` field of modules and list items) is sanitised with the sanitize-html
      // allow-list when the server stores it; sanitising again here would put sanitize-html in the
      // public bundle, far over its JS budget.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text sanitised on write by the server
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
