import { addDays, beijingDay } from '../protocol/calendar'
import { expect, test } from './fixtures'
import { MatchesPage } from './pages/matches-page'
import { runNow } from './support/clock'

const nextMonth = (month: string, delta: number) => {
  const [y = 0, m = 1] = month.split('-').map(Number)
  const index = y * 12 + m - 1 + delta
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

test('calendar: next and previous month, pick a day, back to today', async ({ page, pageErrors }) => {
  const today = beijingDay(runNow())
  const month = today.slice(0, 7)
  const matches = new MatchesPage(page)
  await matches.goto('/match')
  await matches.openTab('日历')

  // Opens on this month with today selected; weekday names head the columns.
  await expect(matches.calendar).toHaveAttribute('data-month', month)
  await expect(matches.calendar.locator('thead th')).toHaveCount(7)
  await expect(matches.calendar.locator('thead th').first()).toHaveText('周一')
  await expect(matches.day(today)).toHaveAttribute('aria-current', 'date')
  expect(await matches.selectedDay()).toBe(today)

  await matches.moveMonth('next')
  await expect(matches.calendar).toHaveAttribute('data-month', nextMonth(month, 1))
  await matches.moveMonth('prev')
  await matches.moveMonth('prev')
  await expect(matches.calendar).toHaveAttribute('data-month', nextMonth(month, -1))
  await matches.moveMonth('next')
  await expect(matches.calendar).toHaveAttribute('data-month', month)

  // The feed has results for the last 30 days: pick yesterday (or the day before at the 1st) and list it.
  const pick = addDays(today, -1).startsWith(month) ? addDays(today, -1) : addDays(today, 1)
  await expect.poll(() => matches.daysWithMatches(), { timeout: 20_000 }).toContain(pick)
  const count = Number(await matches.day(pick).getAttribute('data-count'))
  await matches.day(pick).click()
  await expect(matches.day(pick)).toHaveAttribute('aria-pressed', 'true')
  await expect(matches.dayList).toHaveAttribute('data-day', pick)
  await expect(matches.dayList.getByTestId('match-row').first()).toBeVisible({ timeout: 20_000 })
  await expect.poll(() => matches.groupDays()).toEqual([pick])
  expect(count).toBeGreaterThan(0)

  // Away to another month, then back to today.
  await matches.moveMonth('next')
  await expect(matches.calendar).toHaveAttribute('data-month', nextMonth(month, 1))
  await matches.backToToday()
  await expect(matches.calendar).toHaveAttribute('data-month', month)
  await expect.poll(() => matches.selectedDay()).toBe(today)
  await expect(matches.dayList).toHaveAttribute('data-day', today)
  expect(pageErrors.map((e) => e.message)).toEqual([])
})
