import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs'
import type { Room } from '../../../protocol/socket'

/**
 * Which socket rooms the mounted screens want, reference-counted: two screens wanting 'matches' keep it
 * joined until both let go.
 */
export class RoomRegistry {
  readonly #counts = new Map<Room, number>()
  readonly #rooms = new BehaviorSubject<readonly Room[]>([])
  readonly rooms$: Observable<readonly Room[]> = this.#rooms.pipe(
    map((rooms) => [...rooms].sort()),
    distinctUntilChanged((a, b) => a.length === b.length && a.every((room, i) => room === b[i])),
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
