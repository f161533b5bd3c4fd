import { z } from 'zod'

export const logEntrySchema = z.object({
  url: z.string().max(2000),
  severity: z.number().int().min(0).max(7),
  originId: z.string().max(200),
  userAgent: z.string().max(1000),
  errorObject: z.string().max(20_000).optional(),
  siteData: z.string().max(50_000).optional(),
  info: z.string().max(5_000).optional(),
})
export type LogEntry = z.infer<typeof logEntrySchema>
