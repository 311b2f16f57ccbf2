import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { BlindBox, BoxStanding } from '../../../../protocol/blindbox'
import { BLIND_BOX_MESSAGES } from '../../../../protocol/messages/blindbox'
import { useSessionUser } from '../../../db/queries/account'
import { useBlindBoxCache } from '../../../db/queries/blindbox'
import { openLogin } from '../../../streams/account/session-hooks'
import {
  blindBoxKeys,
  blindBoxLoads,
  drawBlindBox,
  useBlindBoxInterest,
  useBlindBoxStandingInterest,
} from '../../../streams/blindbox/blindbox-loads'
import { DrawResultCard } from '../../../ui/blindbox/draw-result'
import { OddsTable } from '../../../ui/blindbox/odds-table'
import { topPrizeNames } from '../../../ui/blindbox/prize-labels'
import '../../../ui/expert/expert.css'
import '../../../ui/blindbox/blindbox.css'
import { usePageTitle } from '../../-app/use-page-title'
import { CachedPageState } from '../../-components/cached-page-state'

/** One box: the published odds and rules first, then the guarantee progress and the draw. */
export function BoxPage({ id }: { id: string }) {
  const boxId = /^\d{1,9}$/.test(id) ? Number(id) : 0
  const me = useSessionUser()
  const { status, retry } = useBlindBoxInterest(`detail:${boxId}`, true, blindBoxLoads.detail(boxId))
  // Here, not in the body: the standing loads beside the box, not after it.
  useBlindBoxStandingInterest(Boolean(me))
  const box = useBlindBoxCache('detail', blindBoxKeys.detail(boxId))
  usePageTitle(box?.name, box?.intro)
  return (
    <section className="panel expert-panel container">
      <CachedPageState data={box} status={status} retry={retry}>
        {(b) => <BoxBody box={b} />}
      </CachedPageState>
    </section>
  )
}

function BoxBody({ box }: { box: BlindBox }) {
  const { i18n, t } = useLingui()
  const me = useSessionUser()
  // Read under one key whoever is signed in (the user's rows go at sign-out), shown only with a user: a query
  // whose key changed from none to 'mine' as the user arrived missed the standing written just after it.
  const mineRow = useBlindBoxCache('mine', blindBoxKeys.mine())
  const mine = me ? mineRow : null
  const standing = mine?.boxes.find((s) => s.boxId === box.id) ?? null
  const names = topPrizeNames(box.prizes, i18n)
  return (
    <div className="blindbox-detail" data-testid="blindbox-detail">
      <img src={box.picture} alt="" width={240} height={240} />
      <div>
        <h1>{box.name}</h1>
        <p className="blindbox-price">{t`${box.price} 金币 / 次`}</p>
        <p>{box.intro}</p>
        {box.guaranteeAfter !== null ? (
          <p className="blindbox-guarantee" data-testid="blindbox-guarantee">
            {standing?.guaranteeLeft
              ? t`再抽${standing.guaranteeLeft}次必得${names}`
              : t`${box.guaranteeAfter}次内必得${names}`}
          </p>
        ) : null}
        {me === undefined ? null : me === null ? (
          <button type="button" className="button button-primary" onClick={() => openLogin()}>
            <Trans>登录后开盒</Trans>
          </button>
        ) : (
          <Buy box={box} standing={standing} balance={me.gold ?? 0} />
        )}
        <Rules box={box} />
      </div>
      <OddsTable box={box} />
    </div>
  )
}

type Refusal = { message: string; shortOfCoins: boolean }

function Buy({ box, standing, balance }: { box: BlindBox; standing: BoxStanding | null; balance: number }) {
  const { i18n, t } = useLingui()
  const [requestId, setRequestId] = useState(() => crypto.randomUUID())
  const [shown, setShown] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const result = useBlindBoxCache('draw', shown === null ? null : blindBoxKeys.draw(shown))
  const capped = standing !== null && standing.dailyLeft === 0
  const buy = async () => {
    // The ledger checks the balance too; this spares a call that could only be refused.
    if (balance < box.price) {
      setRefusal({ message: i18n._(BLIND_BOX_MESSAGES.goldInsufficient), shortOfCoins: true })
      return
    }
    setBusy(true)
    setRefusal(null)
    try {
      const outcome = await drawBlindBox(box.id, requestId)
      // After a network failure the same id is sent again, so a draw that did happen is not bought twice.
      if (outcome.answered) setRequestId(crypto.randomUUID())
      if (outcome.drawId !== null) setShown(outcome.drawId)
      if (outcome.refused) setRefusal({ message: outcome.refused, shortOfCoins: outcome.shortOfCoins })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="blindbox-buy">
      <p className="blindbox-meta">
        {t`余额 ${balance} 金币`}
        {standing ? ` · ${t`今日还可购买 ${standing.dailyLeft}/${box.dailyCap} 次`}` : null}
      </p>
      <button
        type="button"
        className="button button-primary"
        disabled={busy || capped}
        onClick={() => void buy()}
        data-testid="blindbox-draw"
      >
        {t`${box.price} 金币开一次`}
      </button>
      {capped ? (
        <p className="form-message" role="alert">
          {i18n._(BLIND_BOX_MESSAGES.dailyCapReached)}
        </p>
      ) : null}
      {refusal ? (
        <p className="form-message" role="alert" data-testid="blindbox-message">
          {refusal.message}
          {refusal.shortOfCoins ? (
            <>
              {' '}
              <Link to="/userInfo/water">{t`去充值`}</Link>
            </>
          ) : null}
        </p>
      ) : null}
      {result ? <DrawResultCard draw={result.draw} /> : null}
      <p className="blindbox-meta">
        <Link to="/blindBox/history">{t`开盒记录`}</Link> · <Link to="/blindBox">{t`全部盲盒`}</Link>
      </p>
    </div>
  )
}

/** The rules a buyer reads before paying (shown with the odds table). */
function Rules({ box }: { box: BlindBox }) {
  const { t } = useLingui()
  const n = box.guaranteeAfter
  return (
    <ul className="blindbox-rules" data-testid="blindbox-rules">
      <li>{t`每次开盒花费 ${box.price} 金币，每人每天（北京时间）限购 ${box.dailyCap} 次。`}</li>
      {n !== null ? (
        <li>{t`保底：连续 ${n - 1} 次未获得大奖时，第 ${n} 次必得大奖（在大奖中按概率比例抽取）。`}</li>
      ) : null}
      <li>{t`结果由服务器使用密码学安全随机数按公示概率抽取；每次开盒的盲盒、概率版本与结果均有记录，可在“开盒记录”中查看。`}</li>
      <li>{t`商城好礼为虚拟商品：中奖后生成兑换订单，由工作人员发放卡密；库存不足时按其价值折算为金币。`}</li>
      <li>{t`概率调整时发布新的概率版本，已开盒的记录保留当时的版本。`}</li>
    </ul>
  )
}
