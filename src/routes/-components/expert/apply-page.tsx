import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { expertApplicationSchema } from '../../../../protocol/calls/expert'
import { EXPERT_LIMITS } from '../../../../protocol/experts'
import { GAMES } from '../../../../protocol/games'
import { useSessionUser } from '../../../db/queries/account'
import { useExpertCache } from '../../../db/queries/experts'
import { useLeagues } from '../../../db/queries/leagues'
import { openLogin } from '../../../streams/account/session-hooks'
import { applyAsExpert } from '../../../streams/experts/expert-actions'
import { expertKeys, expertLoads, useExpertInterestWhen } from '../../../streams/experts/expert-loads'
import { useLeaguesInterest } from '../../../streams/matches/match-interest'
import { TrophyIcon } from '../../../ui/expert/expert-card'
import { CheckboxRow } from '../../../ui/form/checkbox-row'
import { CountedInput } from '../../../ui/form/counted-input'
import { FormActions, FormMessage, FormRow } from '../../../ui/form/form-row'
import { useFormState } from '../../../ui/form/use-form-state'
import { gameName } from '../../../ui/game-names'
import { StatusPage } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import { LoginPrompt } from '../../../ui/user/login-prompt'
import { usePageTitle } from '../../-app/use-page-title'
import { ExpertNav } from './expert-nav'

/** Expert account application (§4) with the expert guidance of §5 and the rights an expert gets. */
export function ApplyPage() {
  const { t } = useLingui()
  usePageTitle(t`申请专家`)
  const me = useSessionUser()
  const { status } = useExpertInterestWhen(Boolean(me), `standing:${me?.uid ?? 0}`, expertLoads.standing())
  const standing = useExpertCache('standing', expertKeys.standing())
  return (
    <div className="container">
      <section className="panel expert-panel" data-testid="expert-apply">
        <ExpertNav />
        <Rights />
        {me === undefined ? null : me === null ? (
          <LoginPrompt onLogin={() => openLogin()} />
        ) : (
          <>
            <LoadNote status={status} />
            {standing?.status === 'passed' ? (
              <StatusPage
                figure={<TrophyIcon />}
                testId="expert-passed"
                title={<Trans>您已是专家</Trans>}
                detail={<Trans>在创作者中心发布方案、查看销售与收益。</Trans>}
                actions={
                  <Link to="/creatorCenter" className="button button-primary">
                    <Trans>进入创作者中心</Trans>
                  </Link>
                }
              />
            ) : standing?.status === 'underReview' ? (
              <StatusPage
                figure={<TrophyIcon />}
                testId="expert-under-review"
                title={<Trans>申请审核中</Trans>}
                detail={<Trans>管理员审核通过后，专家账号即开通。</Trans>}
              />
            ) : standing ? (
              <>
                {standing.status === 'refused' ? (
                  <p className="form-message" data-testid="expert-refused">
                    {t`上次申请未通过：${standing.refuseReason ?? ''}。修改后可再次申请。`}
                  </p>
                ) : null}
                {standing.phoneBound ? (
                  <ApplicationForm />
                ) : (
                  <StatusPage
                    figure={<TrophyIcon />}
                    testId="expert-phone-needed"
                    title={<Trans>申请专家需先绑定手机号</Trans>}
                    actions={
                      <Link to="/userInfo/setting" className="button button-primary">
                        <Trans>去绑定</Trans>
                      </Link>
                    }
                  />
                )}
              </>
            ) : null}
          </>
        )}
      </section>
    </div>
  )
}

function Rights() {
  return (
    <div className="expert-section">
      <h2>
        <Trans>专家权益</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            发布付费或免费的赛事方案，方案售出后获得{EXPERT_LIMITS.expertSharePercent}%收益（比赛结算后到账）
          </Trans>
        </li>
        <li>
          <Trans>专家主页、命中率榜、连红榜与名人堂展示</Trans>
        </li>
        <li>
          <Trans>创作者中心：方案管理、内容组件、销售与收益数据</Trans>
        </li>
      </ul>
    </div>
  )
}

function ApplicationForm() {
  const { i18n, t } = useLingui()
  const [name, setName] = useState('')
  const [intro, setIntro] = useState('')
  const [gameIds, setGameIds] = useState<number[]>([])
  const [leagueIds, setLeagueIds] = useState<string[]>([])
  const [accepted, setAccepted] = useState(false)
  const form = useFormState()
  useLeaguesInterest()
  const leagues = (useLeagues() ?? []).filter((league) => gameIds.includes(league.gameId))
  const schema = expertApplicationSchema.shape
  const submit = async () => {
    if (
      !form.check([
        [schema.name, name],
        [schema.intro, intro],
        [schema.gameIds, gameIds],
        [schema.leagueIds, leagueIds],
        [schema.acceptGuidance, accepted],
      ])
    )
      return
    await form.run(() =>
      applyAsExpert({ name: name.trim(), intro: intro.trim(), gameIds, leagueIds, acceptGuidance: true }),
    )
  }
  const toggleGame = (gameId: number, on: boolean) => {
    setGameIds((current) => (on ? [...current, gameId] : current.filter((id) => id !== gameId)))
    if (!on) setLeagueIds((current) => current.filter((id) => leagues.find((l) => l.id === id)?.gameId !== gameId))
  }
  const toggleLeague = (leagueId: string, on: boolean) =>
    setLeagueIds((current) => (on ? [...current, leagueId] : current.filter((id) => id !== leagueId)))
  return (
    <form
      className="form"
      data-testid="expert-application-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <FormRow label={<Trans>专家昵称</Trans>}>
        <CountedInput value={name} onChange={setName} max={EXPERT_LIMITS.nameMax} testId="expert-name" />
      </FormRow>
      <FormRow label={<Trans>专家简介</Trans>}>
        <CountedInput
          value={intro}
          onChange={setIntro}
          max={EXPERT_LIMITS.introMax}
          rows={3}
          placeholder={t`介绍您擅长的项目、联赛与分析方法`}
          testId="expert-intro"
        />
      </FormRow>
      <FormRow label={<Trans>擅长项目</Trans>} group>
        <span className="content-tools">
          {GAMES.map((game) => (
            <CheckboxRow
              key={game.gameId}
              checked={gameIds.includes(game.gameId)}
              onChange={(on) => toggleGame(game.gameId, on)}
              testId={`expert-game-${game.gameId}`}
            >
              {gameName(game.slug, i18n)}
            </CheckboxRow>
          ))}
        </span>
      </FormRow>
      {leagues.length > 0 ? (
        <FormRow label={<Trans>擅长联赛</Trans>} group hint={<Trans>可选，最多10个</Trans>}>
          <span className="content-tools">
            {leagues.map((league) => (
              <CheckboxRow
                key={league.id}
                checked={leagueIds.includes(league.id)}
                onChange={(on) => toggleLeague(league.id, on)}
              >
                {league.name}
              </CheckboxRow>
            ))}
          </span>
        </FormRow>
      ) : null}
      <FormRow label={<Trans>专家指引</Trans>} group>
        <ol data-testid="expert-guidance">
          <li>
            <Trans>请选择即将开始的比赛（开赛前10分钟至7天内）发布方案</Trans>
          </li>
          <li>
            <Trans>方案内容须为原创，禁止抄袭、搬运他人分析</Trans>
          </li>
          <li>
            <Trans>方案须图文并茂：有理有据的文字分析，可配数据截图</Trans>
          </li>
          <li>
            <Trans>每场比赛最多发布3个方案；方案经审核后发布，发布即封存，不能修改</Trans>
          </li>
          <li>
            <Trans>全部已发布方案计入战绩，删除或下架不影响统计</Trans>
          </li>
        </ol>
        <CheckboxRow checked={accepted} onChange={setAccepted} testId="expert-accept">
          <Trans>我已阅读并同意专家指引</Trans>
        </CheckboxRow>
      </FormRow>
      <FormMessage notice={form.notice} testId="expert-apply-message" />
      <FormActions>
        <button type="submit" className="button button-primary" disabled={form.busy} data-testid="expert-apply-submit">
          <Trans>提交申请</Trans>
        </button>
      </FormActions>
    </form>
  )
}
