import type { GuestNotice } from '#web/site/index.ts'
import shared from '../shared.module.css'

/**
 * How a guest's post without a script ended, at its module: the confirmation (with the private
 * link of an RSVP), the robot message, or an answer shown after it can no longer be changed.
 */
export function GuestNoticeView({ notice }: { notice: GuestNotice }) {
  return (
    <div className={shared.notice} role="status">
      <p className={shared.noticeTitle}>{notice.title}</p>
      <p className={shared.noticeText}>{notice.text}</p>
      {notice.answers?.map((guest, i) => (
        // The guests are numbered places; a guest is its index.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <dl key={i} className={shared.noticeText}>
          {guest.map((row) => (
            <div key={row.id}>
              <dt>{/[?:!.]$/.test(row.label) ? row.label : `${row.label}:`}</dt>
              <dd>{row.text}</dd>
            </div>
          ))}
        </dl>
      ))}
      {notice.link && (
        <p className={shared.noticeText}>
          {notice.link.label} <a href={notice.link.url}>{notice.link.url}</a>
        </p>
      )}
    </div>
  )
}
