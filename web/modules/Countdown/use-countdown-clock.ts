import { useEffect, useState } from 'react'
import { countdownParts, msUntilNextTick } from '#domain/modules/countdown-parts.ts'

/**
 * The time left until `target` for a countdown view, V2 or legacy. `now` is null while the server
 * renders and while hydrating (the numbers are then the server's); after hydration the guest's
 * clock takes over and ticks every second until zero, unless `ticking` is off (edit mode).
 */
export function useCountdownClock(target: string | null | undefined, ticking = true) {
  const [now, setNow] = useState<Date | null>(null)

  useEffect(() => {
    setNow(new Date())
    if (!ticking) return
    let timer: ReturnType<typeof setTimeout>
    const tick = () => {
      const current = new Date()
      setNow(current)
      const left = countdownParts(target, current)
      if (left.days + left.hours + left.minutes + left.seconds === 0) return
      timer = setTimeout(tick, msUntilNextTick(current))
    }
    timer = setTimeout(tick, msUntilNextTick(new Date()))
    return () => clearTimeout(timer)
  }, [target, ticking])

  return { now, parts: countdownParts(target, now ?? new Date()) }
}
