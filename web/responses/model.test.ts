import { describe, expect, it } from 'vitest'
import type { ResponseRecord } from '#domain/forms/responses.ts'
import {
  ALLERGIES,
  acceptedAnswers,
  RSVP_QUESTIONS,
  rsvpRecord,
  shownWhen,
  singleSelect,
} from '#domain/testing/fixtures.ts'
import {
  DEFAULT_SORT,
  eventColumns,
  filterRows,
  formatDate,
  guestName,
  headedByEvent,
  nextSort,
  sortRows,
  statistics,
  textAnswers,
  toRows,
} from './model.ts'
import { RSVPS } from './test-data.ts'

const rows = () => toRows(RSVPS, RSVP_QUESTIONS, 'sv')
const names = (list: { name: string }[]) => list.map((r) => r.name)

describe('toRows', () => {
  it('gives option answers in the site language, names, and numbers parties as they answered', () => {
    const list = rows()
    expect(list.map((r) => [r.name, r.group, r.answers.attend?.text, r.answers.attend?.yesNo])).toEqual([
      ['Anna Svensson', 1, 'Ja', 'yes'],
      ['bo Ek', 1, 'Nej tyvärr', 'no'],
      ['Cilla Berg', 2, 'Ja', 'yes'],
      ['Örjan Al', 3, 'Ja', 'yes'],
    ])
    expect(toRows(RSVPS, RSVP_QUESTIONS, 'en')[1]?.answers.attend?.text).toBe('No')
  })

  it('keeps the server’s party numbers, so a deleted party leaves the others’ numbers where they were', () => {
    // Cilla's party (2) was deleted; Örjan's party keeps 3.
    const numbered = RSVPS.filter((r) => r.formElements[0]?.value !== 'Cilla Berg').map((r) => ({
      ...r,
      groupNumber: r.groupIdentifier === RSVPS[0]?.groupIdentifier ? 1 : 3,
    }))
    expect(toRows(numbered, RSVP_QUESTIONS, 'sv').map((r) => [r.name, r.group])).toEqual([
      ['Anna Svensson', 1],
      ['bo Ek', 1],
      ['Örjan Al', 3],
    ])
  })
})

describe('guestName', () => {
  it('is the first non-empty short-text answer, or empty', () => {
    expect(guestName({ formElements: acceptedAnswers('Anna', 'yes') })).toBe('Anna')
    expect(guestName({ formElements: acceptedAnswers('  ', 'yes', 'Nötter') })).toBe('Nötter')
    expect(guestName({ formElements: acceptedAnswers('', 'no') })).toBe('')
  })
})

describe('statistics', () => {
  it('counts parties, guests and each option of every single-select question', () => {
    const stats = statistics(rows(), RSVP_QUESTIONS, 'sv')
    expect(stats.responses).toBe(3)
    expect(stats.guests).toBe(4)
    expect(stats.questions).toHaveLength(1)
    expect(stats.questions[0]?.label).toBe('Kommer du?')
    expect(stats.questions[0]?.options.map((o) => [o.text, o.count, o.yesNo])).toEqual([
      ['Ja', 3, 'yes'],
      ['Nej tyvärr', 1, 'no'],
    ])
    expect(stats.questions[0]?.unanswered).toBe(0)
  })

  it('lists options nobody chose and counts the unanswered', () => {
    const list = toRows(
      [rsvpRecord('a', '2027-01-01T00:00:00Z', 'g', acceptedAnswers('A', null))],
      RSVP_QUESTIONS,
      'sv',
    )
    const counts = statistics(list, RSVP_QUESTIONS, 'sv').questions[0]
    expect(counts?.options.map((o) => o.count)).toEqual([0, 0])
    expect(counts?.unanswered).toBe(1)
  })

  it('counts a conditional question among the guests it was asked only', () => {
    const menu = {
      ...singleSelect('menu', { sv: 'Meny' }, { meat: { sv: 'Kött' }, fish: { sv: 'Fisk' } }),
      ...shownWhen('attend', 'yes'),
    }
    const questions = [...RSVP_QUESTIONS, menu]
    const withMenu = (name: string, attend: 'yes' | 'no', choice: 'meat' | 'fish' | null) => [
      ...acceptedAnswers(name, attend),
      {
        formElement: menu,
        value: '',
        selectedOption: choice ? { id: choice, text: { sv: choice === 'meat' ? 'Kött' : 'Fisk' } } : null,
      },
    ]
    const list = toRows(
      [
        rsvpRecord('a', '2027-01-01T00:00:00Z', 'g1', withMenu('A', 'yes', 'meat')),
        rsvpRecord('b', '2027-01-02T00:00:00Z', 'g1', withMenu('B', 'yes', null)),
        rsvpRecord('c', '2027-01-03T00:00:00Z', 'g2', withMenu('C', 'no', null)),
        rsvpRecord('d', '2027-01-04T00:00:00Z', 'g3', withMenu('D', 'no', null)),
      ],
      questions,
      'sv',
    )
    const counts = statistics(list, questions, 'sv').questions.find((q) => q.question.id === 'menu')
    // C and D said no and were never asked: they are neither unanswered nor in the denominator.
    expect(counts).toMatchObject({ asked: 2, unanswered: 1, conditional: true })
    expect(counts?.options.map((o) => o.count)).toEqual([1, 0])
    expect(textAnswers(ALLERGIES, list, 'sv', questions)).toMatchObject({ asked: 2, conditional: true })
  })

  it('counts a form answer once each (no parties)', () => {
    const list = toRows(
      RSVPS.map(({ groupIdentifier: _, ...r }) => r),
      RSVP_QUESTIONS,
      'sv',
    )
    expect(statistics(list, RSVP_QUESTIONS, 'sv').responses).toBe(4)
  })
})

describe('sorting', () => {
  it('starts newest first; the same column again reverses, a new one sorts ascending', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'date', direction: 'descending' })
    expect(nextSort(DEFAULT_SORT, 'date')).toEqual({ key: 'date', direction: 'ascending' })
    expect(nextSort(DEFAULT_SORT, 'q:name')).toEqual({ key: 'q:name', direction: 'ascending' })
    expect(nextSort({ key: 'q:name', direction: 'ascending' }, 'q:name')).toEqual({
      key: 'q:name',
      direction: 'descending',
    })
  })

  it('sorts by a column both ways, case-insensitively, in the Swedish alphabet', () => {
    expect(names(sortRows(rows(), { key: 'q:name', direction: 'ascending' }))).toEqual([
      'Anna Svensson',
      'bo Ek',
      'Cilla Berg',
      'Örjan Al',
    ])
    expect(names(sortRows(rows(), { key: 'q:name', direction: 'descending' }))).toEqual([
      'Örjan Al',
      'Cilla Berg',
      'bo Ek',
      'Anna Svensson',
    ])
  })

  it('sorts by date both ways, keeping the answer order of guests who answered together', () => {
    expect(names(sortRows(rows(), { key: 'date', direction: 'ascending' }))).toEqual([
      'Anna Svensson',
      'bo Ek',
      'Cilla Berg',
      'Örjan Al',
    ])
    expect(names(sortRows(rows(), { key: 'date', direction: 'descending' }))).toEqual([
      'Örjan Al',
      'Cilla Berg',
      'bo Ek',
      'Anna Svensson',
    ])
  })

  it('keeps unanswered cells last either way', () => {
    const asc = sortRows(rows(), { key: 'q:allergies', direction: 'ascending' })
    const desc = sortRows(rows(), { key: 'q:allergies', direction: 'descending' })
    expect(asc.map((r) => r.answers.allergies?.text)).toEqual(['Laktos', 'Nötter', '', ''])
    expect(desc.map((r) => r.answers.allergies?.text)).toEqual(['Nötter', 'Laktos', '', ''])
  })
})

describe('filtering', () => {
  it('matches every word against all answers, case-insensitively', () => {
    expect(names(filterRows(rows(), { text: 'nötter', option: null }))).toEqual(['Anna Svensson'])
    expect(names(filterRows(rows(), { text: 'JA berg', option: null }))).toEqual(['Cilla Berg'])
    expect(names(filterRows(rows(), { text: 'tyvärr', option: null }))).toEqual(['bo Ek'])
    expect(filterRows(rows(), { text: '  ', option: null })).toHaveLength(4)
  })

  it('keeps the rows that chose an option, together with the text', () => {
    const yes = { questionId: 'attend', optionId: 'yes' }
    expect(names(filterRows(rows(), { text: '', option: yes }))).toEqual([
      'Anna Svensson',
      'Cilla Berg',
      'Örjan Al',
    ])
    expect(names(filterRows(rows(), { text: 'laktos', option: yes }))).toEqual(['Cilla Berg'])
    expect(filterRows(rows(), { text: 'laktos', option: { questionId: 'attend', optionId: 'no' } })).toEqual(
      [],
    )
  })
})

describe('textAnswers', () => {
  it('lists the non-empty answers with who gave them', () => {
    expect(textAnswers(ALLERGIES, rows(), 'sv', RSVP_QUESTIONS).answers).toEqual([
      { rowId: 'r1', text: 'Nötter', name: 'Anna Svensson' },
      { rowId: 'r3', text: 'Laktos', name: 'Cilla Berg' },
    ])
  })
})

describe('formatDate', () => {
  it('is YYYY-MM-DD', () => {
    expect(formatDate('2027-04-05T12:00:00.000Z')).toMatch(/^2027-04-0[56]$/)
    expect(formatDate('nonsense')).toBe('')
  })
})

describe('a question asked for one event (issue 32)', () => {
  it('counts only the guests who come to that event, and says it was not asked of all', () => {
    const meal = { ...singleSelect('meal', { sv: 'Matval' }, { fish: { sv: 'Fisk' } }), eventId: 'dinner' }
    const questions = [...RSVP_QUESTIONS, meal]
    const fish = { formElement: meal, value: '', selectedOption: { id: 'fish', text: { sv: 'Fisk' } } }
    const records = [
      {
        ...rsvpRecord('a', '2027-01-01T10:00:00Z', 'g1', [...acceptedAnswers('Anna', 'yes'), fish]),
        events: { dinner: 'yes' as const },
      },
      {
        ...rsvpRecord('b', '2027-01-01T10:01:00Z', 'g1', acceptedAnswers('Bo', 'yes')),
        events: { dinner: 'no' as const },
      },
      {
        ...rsvpRecord('c', '2027-01-01T10:02:00Z', 'g2', acceptedAnswers('Cilla', 'yes')),
        events: { dinner: null },
      },
    ]
    const counts = statistics(toRows(records, questions, 'sv'), questions, 'sv').questions.find(
      (q) => q.question.id === 'meal',
    )
    expect(counts).toMatchObject({ asked: 1, unanswered: 0, conditional: true })
    expect(counts?.options.map((o) => [o.text, o.count])).toEqual([['Fisk', 1]])
  })
})

describe('headedByEvent', () => {
  it('heads a question asked for one event with the event title in each of its languages', () => {
    const meal = { ...singleSelect('meal', { sv: 'Matval', en: 'Meal' }, {}), eventId: 'dinner' }
    const programme = [{ id: 'dinner', title: { sv: 'Middag', en: 'Dinner' } }]
    const [name, headed] = headedByEvent(
      [RSVP_QUESTIONS[0] as (typeof RSVP_QUESTIONS)[number], meal],
      programme,
    )
    expect(headed?.label).toEqual({ sv: 'Middag: Matval', en: 'Dinner: Meal' })
    expect(name).toBe(RSVP_QUESTIONS[0])
    // Before the programme has loaded, or for an event since deleted: the question's own label.
    expect(headedByEvent([meal], undefined)[0]?.label).toEqual(meal.label)
  })
})

describe('eventColumns (issue 32)', () => {
  const texts = { yes: 'Kommer', no: 'Kommer inte', deleted: 'Borttagen händelse' }
  const programme = [
    { id: 'wedding', title: { sv: 'Vigsel' } },
    { id: 'dinner', title: { sv: 'Middag' } },
    { id: 'brunch', title: { sv: 'Brunch' } },
  ]
  const records: ResponseRecord[] = [
    {
      ...rsvpRecord('a', '2027-01-01T10:00:00Z', 'g1', acceptedAnswers('Anna', 'yes')),
      events: { wedding: 'yes', dinner: null },
    },
    {
      ...rsvpRecord('b', '2027-01-01T10:01:00Z', 'g2', acceptedAnswers('Bo', 'yes')),
      events: { wedding: 'no', gone: 'yes' },
    },
  ]

  it('makes a yes-or-no column per event answered for, in the programme order, a deleted one last', () => {
    const columns = eventColumns(programme, records, texts, 'sv')
    // Nobody was invited to the brunch: no column.
    expect(columns.map((c) => [c.id, c.label.sv])).toEqual([
      ['event:wedding', 'Vigsel'],
      ['event:dinner', 'Middag'],
      ['event:gone', 'Borttagen händelse'],
    ])
  })

  it('counts an event among the guests invited to it, for the per-question view', () => {
    const columns = [...RSVP_QUESTIONS, ...eventColumns(programme, records, texts, 'sv')]
    const counts = (id: string) =>
      statistics(toRows(records, columns, 'sv'), columns, 'sv').questions.find((q) => q.question.id === id)
    expect(counts('event:wedding')).toMatchObject({ asked: 2, unanswered: 0, conditional: true })
    expect(counts('event:wedding')?.options.map((o) => [o.text, o.count])).toEqual([
      ['Kommer', 1],
      ['Kommer inte', 1],
    ])
    // Anna is invited to the dinner and has not said; Bo is not invited.
    expect(counts('event:dinner')).toMatchObject({ asked: 1, unanswered: 1 })
  })

  it('shows, sorts and filters who comes to what as any answer', () => {
    const columns = [...RSVP_QUESTIONS, ...eventColumns(programme, records, texts, 'sv')]
    const [anna, bo] = toRows(records, columns, 'sv')
    expect(anna?.answers['event:wedding']).toEqual({ text: 'Kommer', optionId: 'yes', yesNo: 'yes' })
    expect(bo?.answers['event:wedding']).toEqual({ text: 'Kommer inte', optionId: 'no', yesNo: 'no' })
    // Invited and not answered, or not invited: blank.
    expect(anna?.answers['event:dinner']?.text).toBe('')
    expect(bo?.answers['event:dinner']?.text).toBe('')
    const rows = toRows(records, columns, 'sv')
    expect(
      names(filterRows(rows, { text: '', option: { questionId: 'event:wedding', optionId: 'no' } })),
    ).toEqual(['Bo'])
    expect(names(sortRows(rows, { key: 'q:event:wedding', direction: 'ascending' }))).toEqual(['Anna', 'Bo'])
    expect(names(sortRows(rows, { key: 'q:event:wedding', direction: 'descending' }))).toEqual(['Bo', 'Anna'])
  })
})
