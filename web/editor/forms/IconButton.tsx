import { cx } from '#web/ui/cx.ts'
import { Icon, type IconName } from '../icons.tsx'
import styles from './QuestionBuilder.module.css'

interface Props {
  action: string
  icon: IconName
  label: string
  onClick: () => void
  danger?: boolean
}

/** A square tool button named by its label (shown as a tooltip too). */
export function IconButton({ action, icon, label, onClick, danger = false }: Props) {
  return (
    <button
      type="button"
      data-action={action}
      className={cx(styles.tool, danger && styles.danger)}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <Icon name={icon} />
    </button>
  )
}
