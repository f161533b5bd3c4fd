import { ToolButton, type ToolButtonProps } from '../ToolButton.tsx'
import styles from './QuestionBuilder.module.css'

/** The question builder's square tool button. */
export function IconButton(props: Omit<ToolButtonProps, 'look'>) {
  return <ToolButton {...props} look={styles} />
}
