import { BehaviorSubject, combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs'
import type { Room } from '../../../protocol/socket'

/** A list of rooms to keep joined, as it changes (sorted, each change once) and as it is now. */
export type RoomSource = {
  readonly rooms$: Observable<readonly Room[]>
  readonly current: readonly Room[]
}

const sameRooms = (a: readonly Room[], b: readonly Room[]) =>
  a.length === b.length && a.every((room, i) => room === b[i])

/**
 * Which socket rooms the mounted screens want, reference-counted: two screens wanting 'matches' keep it
 * joined until both let go.
 */
export class RoomRegistry implements RoomSource {
  readonly #counts = new Map<Room, number>()
  readonly #rooms = new BehaviorSubject<readonly Room[]>([])
  readonly rooms$: Observable<readonly Room[]> = this.#rooms.pipe(
    map((rooms) => [...rooms].sort()),
    distinctUntilChanged(sameRooms),
  )

  acquire(room: Room): () => void {
    this.#counts.set(room, (this.#counts.get(room) ?? 0) + 1)
    this.#publish()
    let released = false
    return () => {
      if (released) return
      released = true
      const left = (this.#counts.get(room) ?? 1) - 1
      if (left > 0) this.#counts.set(room, left)
      else this.#counts.delete(room)
      this.#publish()
    }
  }

  get current(): readonly Room[] {
    return this.#rooms.value
  }

  #publish(): void {
    this.#rooms.next([...this.#counts.keys()])
  }
}

/**
 * The leader tab's rooms: its own screens' and every follower tab's (leader-hub.ts), so the one socket
 * joins what any open tab shows. A tab's list is replaced whole and dropped when the tab goes.
 */
export class RoomUnion implements RoomSource {
  readonly #own: RoomSource
  readonly #tabs = new BehaviorSubject<ReadonlyMap<string, readonly Room[]>>(new Map())
  readonly rooms$: Observable<readonly Room[]>

  constructor(own: RoomSource) {
    this.#own = own
    this.rooms$ = combineLatest([own.rooms$, this.#tabs]).pipe(
      map(() => this.current),
      distinctUntilChanged(sameRooms),
    )
  }

  get current(): readonly Room[] {
    const all = new Set(this.#own.current)
    for (const rooms of this.#tabs.value.values()) for (const room of rooms) all.add(room)
    return [...all].sort()
  }

  /** Tab `tab` wants `rooms` now (whatever it wanted before is replaced). */
  setTab(tab: string, rooms: readonly Room[]): void {
    const next = new Map(this.#tabs.value)
    next.set(tab, rooms)
    this.#tabs.next(next)
  }

  /** Tab `tab` is gone; true when it had been known. */
  dropTab(tab: string): boolean {
    if (!this.#tabs.value.has(tab)) return false
    const next = new Map(this.#tabs.value)
    next.delete(tab)
    this.#tabs.next(next)
    return true
  }

  get tabs(): readonly string[] {
    return [...this.#tabs.value.keys()]
  }
}
