import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Draw } from '../../../protocol/blindbox'
import './blindbox.css'

/** A draw just made, revealed at once (no animation): the prize, what it brought, where to find it. */
export function DrawResultCard({ draw }: { draw: Draw }) {
  const { t } = useLingui()
  return (
    <div
      className={draw.prize.top ? 'blindbox-result top' : 'blindbox-result'}
      role="status"
      data-testid="blindbox-result"
      data-draw-id={draw.drawId}
      data-coins-won={draw.coinsWon}
    >
      <img src={draw.prize.picture} alt="" width={72} height={72} />
      <div>
        <p className="blindbox-result-title">
          {t`恭喜获得：${draw.prize.name}`}
          {draw.guaranteed ? (
            <span className="blindbox-top">
              <Trans>保底</Trans>
            </span>
          ) : null}
        </p>
        {draw.prize.kind === 'coins' ? <p>{t`${draw.coinsWon} 金币已存入账户`}</p> : null}
        {draw.prize.kind === 'badge' ? <p>{t`徽章已放入“我的徽章”`}</p> : null}
        {draw.prize.kind === 'mallItem' && draw.substituted ? (
          <p>{t`奖品已兑完，已折算为 ${draw.coinsWon} 金币存入账户`}</p>
        ) : null}
        {draw.prize.kind === 'mallItem' && !draw.substituted ? (
          <p>
            <Trans>已生成兑换订单，工作人员审核后发放卡密</Trans> ·{' '}
            <Link to="/userInfo/myOrder">{t`查看我的兑换`}</Link>
          </p>
        ) : null}
        <p className="blindbox-meta">{t`花费 ${draw.coinsPaid} 金币 · 概率第${draw.oddsVersion}版 · 记录号 ${draw.drawId}`}</p>
      </div>
    </div>
  )
}
