// @vitest-environment happy-dom
import { useObservable } from 'dexie-react-hooks'
import { act, useEffect, useLayoutEffect, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { Subject } from 'rxjs'
import { afterEach, beforeEach, expect, test } from 'vitest'

// patches/dexie-react-hooks+4.4.0.patch: an answer that fills an empty result reaches React as a transition, and
// what a component renders is React state set by that update, not a ref the answer wrote ahead of it. Read from
// a ref, an urgent render that came first showed the answer outside its transition's lane, and an effect keyed
// by the answer was seen not to run again (the live room's rules, 2026-11-28).

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

let root: Root
let container: HTMLElement

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

type Probe = { commits: (string | undefined)[]; effects: string[]; rerender: () => void }

function Reader({ source, probe }: { source: Subject<string>; probe: Probe }) {
  const value = useObservable(source, undefined as string | undefined)
  useLayoutEffect(() => {
    probe.commits.push(value)
  })
  useEffect(() => {
    if (value !== undefined) probe.effects.push(value)
  }, [value, probe])
  return <span>{value ?? '…'}</span>
}

/** Re-renders the reader urgently when the test calls probe.rerender(). */
function Parent({ source, probe }: { source: Subject<string>; probe: Probe }) {
  const [, setTick] = useState(0)
  probe.rerender = () => setTick((tick) => tick + 1)
  return <Reader source={source} probe={probe} />
}

function mount(source: Subject<string>): Probe {
  const probe: Probe = { commits: [], effects: [], rerender: () => {} }
  act(() => root.render(<Parent source={source} probe={probe} />))
  return probe
}

test('a first answer and an urgent render in the same moment: the urgent render shows what React holds, then the answer commits and its effect runs', () => {
  const source = new Subject<string>()
  const probe = mount(source)
  expect(probe.commits).toEqual([undefined])

  act(() => {
    source.next('uid 1')
    probe.rerender()
  })

  // The urgent render comes first and still shows the empty result; the transition then commits the answer.
  expect(probe.commits).toEqual([undefined, undefined, 'uid 1'])
  expect(probe.effects).toEqual(['uid 1'])
  expect(container.textContent).toBe('uid 1')
})

test('a later answer renders at once, and every answer reaches the effect keyed by it', () => {
  const source = new Subject<string>()
  const probe = mount(source)
  act(() => source.next('uid 1'))
  act(() => source.next('uid 2'))
  act(() => {
    source.next('uid 3')
    probe.rerender()
  })

  expect(probe.commits).toEqual([undefined, 'uid 1', 'uid 2', 'uid 3'])
  expect(probe.effects).toEqual(['uid 1', 'uid 2', 'uid 3'])
  expect(container.textContent).toBe('uid 3')
})

test('a repeated answer renders nothing again', () => {
  const source = new Subject<string>()
  const probe = mount(source)
  act(() => source.next('same'))
  act(() => source.next('same'))
  expect(probe.commits).toEqual([undefined, 'same'])
})
