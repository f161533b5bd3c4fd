import { PLAIN_FIELDS, type PlainAnswerKind } from '#domain/forms/plain-answer.ts'
import { InvitationField } from '#web/guests/index.ts'

interface Props {
  kind: PlainAnswerKind
  formId: string
  count: number
  postKey: string
  groupIdentifier: string
  language: string
  formTitle: string
  answerToken?: string | undefined
}

/**
 * What the script sends beside the answers, as hidden fields, for a form the server rendered open:
 * posted without a script, the server checks it exactly as it checks the script's JSON.
 */
export function PlainFields(props: Props) {
  const hidden = (name: string, value: string | number) => <input type="hidden" name={name} value={value} />
  return (
    <>
      {hidden(PLAIN_FIELDS.kind, props.kind)}
      {hidden(PLAIN_FIELDS.formId, props.formId)}
      {hidden(PLAIN_FIELDS.count, props.count)}
      {hidden(PLAIN_FIELDS.postKey, props.postKey)}
      {hidden(PLAIN_FIELDS.groupIdentifier, props.groupIdentifier)}
      {hidden(PLAIN_FIELDS.language, props.language)}
      {hidden(PLAIN_FIELDS.formTitle, props.formTitle)}
      {props.answerToken && hidden(PLAIN_FIELDS.answerToken, props.answerToken)}
      <InvitationField />
    </>
  )
}
