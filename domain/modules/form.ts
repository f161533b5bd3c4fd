import { z } from 'zod'
import { formSchema } from '../forms/elements.ts'
import { moduleCommon, optionalText } from './common.ts'

export const formModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('Form'),
  title: optionalText,
  text: optionalText,
  form: formSchema.default({ formElements: [] }),
  showFormButton: optionalText,
  sendButton: optionalText,
  confirmationTitle: optionalText,
  confirmationText: optionalText,
})
