import { useTranslation } from 'react-i18next'
import { ColorInput } from '#web/editor/index.ts'

interface Props {
  /** "#rrggbb". */
  value: string
  onChange: (hex: string) => void
}

/** The marker colour: the design drawer's colour field, passing every pick on for the preview. */
export function MarkerColorField({ value, onChange }: Props) {
  const { t } = useTranslation()
  return (
    <ColorInput
      label={t('mapEditor.color')}
      value={value}
      onChange={onChange}
      texts={{
        picker: t('mapEditor.colorPicker'),
        invalid: t('mapEditor.colorInvalid'),
        pickerLoading: t('mapEditor.pickerLoading'),
        pickerFailed: t('mapEditor.pickerFailed'),
      }}
      hint={t('mapEditor.colorHint')}
      pickerDebounceMs={0}
      logInfo=" in the map preview"
    />
  )
}
