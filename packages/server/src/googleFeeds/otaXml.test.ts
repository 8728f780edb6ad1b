import { describe, expect, it } from 'vitest'
import { nightRuns } from './feedNights'
import { element, otaMessage, otaMoney } from './otaXml'

describe('otaXml (issue 35: Google feeds, writing the messages)', () => {
  it('issue 35: Google feeds: attribute values are escaped, undefined ones left out, in the order given', () => {
    const xml = otaMessage(
      'OTA_Test',
      { at: new Date('2030-01-02T03:04:05Z'), echoToken: 'a&b' },
      {},
      [
        element('Item', {
          Name: `<"Tom's" & Jerry>\n`,
          Skipped: undefined,
          Count: 0,
          Flag: false,
        }),
      ],
    )
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<OTA_Test xmlns="http://www.opentravel.org/OTA/2003/05" Version="3.0" TimeStamp="2030-01-02T03:04:05.000Z" EchoToken="a&amp;b">',
        '  <Item Name="&lt;&quot;Tom&apos;s&quot; &amp; Jerry&gt;&#10;" Count="0" Flag="false"/>',
        '</OTA_Test>',
        '',
      ].join('\n'),
    )
  })

  it('issue 35: Google feeds: amounts in minor units are written as decimals in major units', () => {
    expect(otaMoney(12345, 'EUR')).toBe('123.45')
    expect(otaMoney(5, 'EUR')).toBe('0.05')
    expect(otaMoney(0, 'EUR')).toBe('0.00')
    expect(otaMoney(1234, 'JPY')).toBe('1234')
    expect(() => otaMoney(1.5, 'EUR')).toThrow(RangeError)
  })

  it('issue 35: Google feeds: consecutive nights with the same value are one run; a night with none ends it', () => {
    const values: Record<string, number | undefined> = {
      '2030-03-01': 1,
      '2030-03-02': 1,
      '2030-03-03': 2,
      '2030-03-04': undefined,
      '2030-03-05': 2,
      '2030-03-06': 2,
    }
    expect(
      nightRuns('2030-03-01', '2030-03-07', (night) => values[night], String),
    ).toEqual([
      { start: '2030-03-01', end: '2030-03-02', value: 1 },
      { start: '2030-03-03', end: '2030-03-03', value: 2 },
      { start: '2030-03-05', end: '2030-03-06', value: 2 },
    ])
  })
})
