import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { gameName } from '../../ui/game-names'
import { ComingSoon } from '../../ui/status/coming-soon'

type Props = {
  /** The section's name as a catalog message, so it follows the active locale. */
  section: MessageDescriptor
  /** The game the page is about, when its path names one. */
  game?: string | undefined
  /** Extra words after the name, such as the search text. */
  detail?: string
}

/** The shared "coming soon" screen of every route whose issue has not landed yet. */
export function ComingSoonPage({ section, game, detail }: Props) {
  const { i18n } = useLingui()
  const parts = [game ? gameName(game, i18n) : null, i18n._(section), detail ?? null]
  return <ComingSoon section={parts.filter(Boolean).join(' · ')} />
}
