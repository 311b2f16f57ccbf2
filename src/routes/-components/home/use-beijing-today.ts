import { useEffect, useState } from 'react'
import { beijingDay, dayRange } from '../../../../protocol/calendar'

/** Today on the Beijing calendar; rolls over at Beijing midnight so an open page moves to the new day. */
export function useBeijingToday(): string {
  const [today, setToday] = useState(() => beijingDay(Date.now()))
  useEffect(() => {
    const untilMidnight = dayRange(today).end - Date.now()
    const timer = setTimeout(() => setToday(beijingDay(Date.now())), Math.max(1000, untilMidnight + 1000))
    return () => clearTimeout(timer)
  }, [today])
  return today
}
