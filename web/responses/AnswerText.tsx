import { cx } from '#web/ui/cx.ts'
import styles from './Responses.module.css'
import type { YesNo } from './yes-no.ts'

/** A tick for a yes, a cross for a no: shapes that differ for those who cannot tell the colours apart. */
function YesNoIcon({ yesNo }: { yesNo: YesNo }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={yesNo === 'yes' ? 'm3 8.5 3.2 3L13 4.5' : 'm4 4 8 8M12 4l-8 8'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin={yesNo === 'yes' ? 'round' : undefined}
      />
    </svg>
  )
}

/**
 * An answer as text; a yes or a no also gets a colour and a tick or cross (the colour never
 * carries the meaning alone: the words are there, and the icon differs in shape).
 */
export function AnswerText({ text, yesNo }: { text: string; yesNo: YesNo | null }) {
  if (!yesNo) return <span className={styles.answer}>{text}</span>
  return (
    <span
      className={cx(styles.answer, styles.pill, yesNo === 'yes' ? styles.yes : styles.no)}
      data-yes-no={yesNo}
    >
      <YesNoIcon yesNo={yesNo} />
      {text}
    </span>
  )
}
