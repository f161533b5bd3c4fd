import { describe, expect, it } from 'vitest'
import { SCRUBBED, scrubErrorReport, scrubText } from './error-report-scrub.ts'

describe('scrubErrorReport', () => {
  const report = {
    event_id: 'e1',
    message: 'Login failed for anna.svensson@example.se',
    exception: {
      values: [
        {
          type: 'Error',
          value: 'Reset for bo@example.dk failed',
          stacktrace: { frames: [{ filename: '/assets/app.js', function: 'save', lineno: 3 }] },
        },
      ],
    },
    user: { id: 'acc-1', email: 'anna.svensson@example.se', ip_address: '10.0.0.1', username: 'anna' },
    request: {
      url: 'https://brollopssida.se/aterstall-losenord?token=abc123&lang=sv',
      method: 'POST',
      data: { mail: 'anna@example.se', password: 'hemligt' },
      cookies: { sid: 'session-id' },
      headers: { cookie: 'sid=session-id', 'user-agent': 'x' },
      query_string: 'token=abc123&lang=sv',
    },
    extra: {
      answers: [{ question: 'Allergier', answer: 'Nötter' }],
      guestName: 'Bo',
      password: 'hemligt',
      siteId: 's1',
      note: 'Sent to bo@example.dk',
    },
    breadcrumbs: [
      { category: 'console', message: 'rsvp {"answers":["Nötter"]}' },
      { category: 'fetch', data: { url: '/api/rsvps/s1?mail=bo@example.dk', method: 'POST' } },
    ],
    tags: { route: '/redigera/s1' },
  }

  const scrubbed = scrubErrorReport(report)
  const text = JSON.stringify(scrubbed)

  it('leaves no mail address, password, cookie, token or guest answer anywhere', () => {
    for (const secret of [
      '@example',
      'hemligt',
      'session-id',
      'abc123',
      'Nötter',
      'Allergier',
      'Bo"',
      '10.0.0.1',
    ]) {
      expect(text).not.toContain(secret)
    }
  })

  it('drops request bodies, cookies and headers and keeps the url, method and query', () => {
    expect(scrubbed.request).toEqual({
      url: `https://brollopssida.se/aterstall-losenord?token=${SCRUBBED}&lang=sv`,
      method: 'POST',
      query_string: `token=${SCRUBBED}&lang=sv`,
    })
  })

  it('keeps what a developer needs: the error, its stack, the user id and harmless data', () => {
    expect(scrubbed.exception.values[0]?.value).toBe('Reset for [mail] failed')
    expect(scrubbed.exception.values[0]?.stacktrace.frames[0]).toEqual(
      report.exception.values[0]?.stacktrace.frames[0],
    )
    expect(scrubbed.user).toEqual({ id: 'acc-1' })
    expect(scrubbed.extra.siteId).toBe('s1')
    expect(scrubbed.tags).toEqual({ route: '/redigera/s1' })
    expect(scrubbed.breadcrumbs).toEqual([{ category: 'fetch', data: SCRUBBED }])
  })

  it('does not change the report it was given', () => {
    expect(report.user.email).toBe('anna.svensson@example.se')
  })
})

describe('scrubText', () => {
  it('replaces mail addresses and sensitive query values only', () => {
    expect(scrubText('mail a.b+c@sub.example.com now')).toBe('mail [mail] now')
    expect(scrubText('/x?password=p&newPassword=q&page=2')).toBe(
      `/x?password=${SCRUBBED}&newPassword=${SCRUBBED}&page=2`,
    )
    expect(scrubText('Cannot read properties of undefined')).toBe('Cannot read properties of undefined')
  })
})
