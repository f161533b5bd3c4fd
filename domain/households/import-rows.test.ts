import { describe, expect, it } from 'vitest'
import { parseCsv, parseImportRows } from './import-rows.ts'

describe('household import rows', () => {
  it('groups rows by household and reports the rows it cannot read with why', () => {
    const preview = parseImportRows([
      ['Hushåll', 'Namn', 'E-post', 'Telefon', 'Extra gäster'],
      ['Familjen Berg', 'Anna Berg', 'anna@example.se', '070-1', '1'],
      ['familjen berg', 'Olle Berg', '', '', ''],
      ['', 'Utan Hushåll', '', '', ''],
      ['Lund', '', '', '', ''],
      ['Lund', 'Per Lund', 'inte-en-adress', '', ''],
      ['Lund', 'Per Lund', '', '', 'två'],
      ['', '', '', '', ''],
      ['Ek', 'Eva Ek', '', '', '0'],
    ])
    expect(preview.missingColumns).toEqual([])
    expect(preview.households).toEqual([
      {
        name: 'Familjen Berg',
        members: [
          { name: 'Anna Berg', email: 'anna@example.se', phone: '070-1' },
          { name: 'Olle Berg', email: '', phone: '' },
        ],
        extraGuests: 1,
        tags: [],
        note: '',
      },
      { name: 'Ek', members: [{ name: 'Eva Ek', email: '', phone: '' }], extraGuests: 0, tags: [], note: '' },
    ])
    expect(preview.rejected.map((r) => [r.row, r.problem])).toEqual([
      [4, 'missingHousehold'],
      [5, 'missingName'],
      [6, 'badEmail'],
      [7, 'badExtraGuests'],
    ])
  })

  it('names the columns a file lacks', () => {
    expect(parseImportRows([['Förnamn', 'E-post']]).missingColumns).toEqual(['household', 'name'])
    expect(parseImportRows([]).missingColumns).toEqual(['household', 'name'])
  })

  it('reads CSV with semicolons, quotes and line breaks inside quotes', () => {
    expect(parseCsv('\uFEFFhousehold;name\r\n"Berg; Anna";"Anna ""A"" Berg"\n"Ek";"rad1\nrad2"\n')).toEqual([
      ['household', 'name'],
      ['Berg; Anna', 'Anna "A" Berg'],
      ['Ek', 'rad1\nrad2'],
    ])
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
  })
})
