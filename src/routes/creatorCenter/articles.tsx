import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OwnArticles } from '../-components/articles/own-articles'
import { CreatorCentre, CreatorPanel } from './-components/creator-centre'

/** The author's articles with their review states; write, edit, unpublish. */
export const Route = createFileRoute('/creatorCenter/articles')({
  component: ArticlesPage,
})

function ArticlesPage() {
  return (
    <CreatorCentre active="articles" writers>
      <CreatorPanel title={<Trans>文章管理</Trans>}>
        <OwnArticles canWrite />
      </CreatorPanel>
    </CreatorCentre>
  )
}
