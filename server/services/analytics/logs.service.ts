import type { LogEntry } from '#domain/logs.ts'
import type { LogsRepository } from '../../repositories/logs.repository.ts'
import { type Clock, newId } from '../ids.ts'

export class LogsService {
  constructor(
    private readonly logs: LogsRepository,
    private readonly clock: Clock,
  ) {}

  async write(entry: LogEntry, accountId: string | null): Promise<void> {
    await this.logs.insert({
      id: newId(),
      created_at: this.clock().toISOString(),
      url: entry.url,
      severity: entry.severity,
      origin_id: entry.originId,
      user_agent: entry.userAgent,
      error_object: entry.errorObject ?? null,
      site_data: entry.siteData ?? null,
      info: entry.info ?? null,
      account_id: accountId,
    })
  }

  async feedback(
    input: { expectsReply: boolean; userMail?: string; feedbackText: string },
    accountId: string | null,
  ): Promise<void> {
    await this.logs.insertFeedback({
      id: newId(),
      created_at: this.clock().toISOString(),
      account_id: accountId,
      expects_reply: input.expectsReply ? 1 : 0,
      user_mail: input.userMail || null,
      feedback_text: input.feedbackText,
    })
  }
}
