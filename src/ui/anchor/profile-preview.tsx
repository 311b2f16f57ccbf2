import { Trans } from '@lingui/react/macro'
import { Avatar } from '../user/avatar'
import { pictureKey } from './encode-image'
import './profile-preview.css'
import '../form/form.css'

type Props = {
  name: string
  avatar: string | null
  info: { shortIntro: string; detailIntro: string; pictures: readonly string[] }
}

/** The anchor's public profile as viewers will see it, drawn from what the form holds now. */
export function ProfilePreview({ name, avatar, info }: Props) {
  return (
    <article className="panel anchor-panel-body anchor-preview" data-testid="profile-preview">
      <div className="anchor-preview-head">
        <Avatar src={avatar} name={name} size={56} />
        <div>
          <strong>{name}</strong>
          <p className="form-hint">{info.shortIntro || <Trans>这个主播还没有填写简介</Trans>}</p>
        </div>
      </div>
      {info.detailIntro ? <p className="anchor-preview-detail">{info.detailIntro}</p> : null}
      {info.pictures.length > 0 ? (
        <div className="anchor-pictures">
          {info.pictures.map((src) => (
            <div className="anchor-picture" key={pictureKey(src)}>
              <img src={src} alt="" />
            </div>
          ))}
        </div>
      ) : null}
    </article>
  )
}
