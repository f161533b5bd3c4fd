import { cx } from '#web/ui/cx.ts'
import { Icon, type IconName } from './icons.tsx'

export interface ToolButtonProps {
  action: string
  icon: IconName
  label: string
  onClick: (button: HTMLButtonElement) => void
  danger?: boolean
  /** The tool and danger classes of the place it stands in (a module's toolbar, a question card). */
  look: { readonly [name: string]: string }
}

/** A square tool button named by its label (shown as a tooltip too) and found by its data-action. */
export function ToolButton({ action, icon, label, onClick, danger = false, look }: ToolButtonProps) {
  return (
    <button
      type="button"
      data-action={action}
      className={cx(look.tool, danger && look.danger)}
      aria-label={label}
      title={label}
      onClick={(event) => onClick(event.currentTarget)}
    >
      <Icon name={icon} />
    </button>
  )
}
