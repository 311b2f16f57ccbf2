import { describe, expect, it } from 'vitest'
import { EventBus } from './bus'

describe('a held bus', () => {
  it('keeps what is emitted until opened, then passes it on in order, and later events at once', () => {
    const bus = new EventBus({ held: true })
    const heard: string[] = []
    bus.emit({ type: 'network', online: false })
    bus.events$.subscribe((event) => heard.push(event.type === 'network' ? `network ${event.online}` : event.type))
    bus.emit({ type: 'socket/connecting' })
    expect(heard).toEqual([])
    bus.open()
    expect(heard).toEqual(['network false', 'socket/connecting'])
    bus.emit({ type: 'socket/connected' })
    expect(heard).toEqual(['network false', 'socket/connecting', 'socket/connected'])
  })

  it('keeps the order when a listener emits while the held events pass', () => {
    const bus = new EventBus({ held: true })
    const heard: string[] = []
    bus.events$.subscribe((event) => {
      heard.push(event.type)
      if (event.type === 'socket/connecting') bus.emit({ type: 'socket/connected' })
    })
    bus.emit({ type: 'socket/connecting' })
    bus.emit({ type: 'socket/retrying' })
    bus.open()
    expect(heard).toEqual(['socket/connecting', 'socket/retrying', 'socket/connected'])
  })

  it('is open from the start unless made held', () => {
    const bus = new EventBus()
    const heard: string[] = []
    bus.events$.subscribe((event) => heard.push(event.type))
    bus.emit({ type: 'socket/connecting' })
    expect(heard).toEqual(['socket/connecting'])
  })
})
