import { describe, expect, it } from 'vitest'
import { statsCsv } from './stats-csv'

describe('the statistics CSV', () => {
  it('writes a BOM, the headings and one line per day, amounts in yuan, quoting what needs it', () => {
    const csv = statsCsv(
      [
        { day: '2026-11-24', registrations: 3, active: 5, recharges: 1, rechargeCents: 3000 },
        { day: '2026-11-25', registrations: 0, active: 2, recharges: 2, rechargeCents: 12_800 },
      ],
      ['日期', '注册', '活跃', '充值笔数', '充值金额, 元'],
    )
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv.slice(1).split('\r\n')).toEqual([
      '日期,注册,活跃,充值笔数,"充值金额, 元"',
      '2026-11-24,3,5,1,30.00',
      '2026-11-25,0,2,2,128.00',
      '',
    ])
  })
})
