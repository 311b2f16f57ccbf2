import { useNavigate } from '@tanstack/react-router'
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react'
import type { SearchHit } from '../../../../protocol/calls/search'
import { useRecentSearches, useSuggestions } from '../../../db/queries/search'
import { clearRecentSearches, rememberSearch, useSuggestInterest } from '../../../streams/search/search-interest'
import type { SearchBoxProps } from '../../../ui/layout/search-box'
import { hitTarget } from '../../../ui/search/hit-target'

/** How long typing must pause before the suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200

/** The header search box's data: debounced suggestions (the cache's own offline), recent searches, navigation. */
export function useHeaderSearch(): SearchBoxProps {
  const navigate = useNavigate()
  const [typed, setTyped] = useState('')
  const [settled, setSettled] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed.trim()), SUGGEST_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed])
  useSuggestInterest(settled)
  const suggestions = useDeferredValue(useSuggestions(settled))
  const recent = useRecentSearches()
  const onSearch = useCallback(
    (text: string) => {
      rememberSearch(text)
      void navigate({ to: '/s/$text', params: { text } })
    },
    [navigate],
  )
  const onPick = useCallback(
    (hit: SearchHit) => {
      rememberSearch(typed)
      void navigate(hitTarget(hit))
    },
    [navigate, typed],
  )
  return useMemo(
    () => ({
      onSearch,
      onPick,
      onType: setTyped,
      suggestions: settled === typed.trim() ? suggestions?.hits : undefined,
      recent: recent ?? [],
      onClearRecent: clearRecentSearches,
    }),
    [onSearch, onPick, settled, typed, suggestions, recent],
  )
}
