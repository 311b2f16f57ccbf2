import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { HOT_SLUG } from '../../../protocol/games'
import { QrCode } from './qr-code'
import './footer.css'

type Props = { /** Absolute URL of the app download section (/about#app), encoded in the QR code. */ appUrl: string }

export function Footer({ appUrl }: Props) {
  const { t } = useLingui()
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="container footer-columns">
        <section>
          <h3>
            <Trans>网站导航</Trans>
          </h3>
          <ul className="footer-sitemap">
            <li>
              <Link to="/">
                <Trans>首页</Trans>
              </Link>
            </li>
            <li>
              <Link to="/live">
                <Trans>直播</Trans>
              </Link>
            </li>
            <li>
              <Link to="/match/{-$game}" params={{ game: undefined }}>
                <Trans>赛程</Trans>
              </Link>
            </li>
            <li>
              <Link to="/news/$game" params={{ game: HOT_SLUG }}>
                <Trans>资讯</Trans>
              </Link>
            </li>
            <li>
              <Link to="/videos/$game" params={{ game: HOT_SLUG }}>
                <Trans>视频</Trans>
              </Link>
            </li>
            <li>
              <Link to="/expert">
                <Trans>专家</Trans>
              </Link>
            </li>
            <li>
              <Link to="/leagueLibrary">
                <Trans>联赛库</Trans>
              </Link>
            </li>
            <li>
              <Link to="/playerLibrary">
                <Trans>球员库</Trans>
              </Link>
            </li>
            <li>
              <Link to="/squadLibrary">
                <Trans>战队库</Trans>
              </Link>
            </li>
          </ul>
        </section>
        <section>
          <h3>
            <Trans>友情链接</Trans>
          </h3>
          <ul>
            <li>
              <Link to="/anchor/{-$game}/anchorList" params={{ game: undefined }}>
                <Trans>主播列表</Trans>
              </Link>
            </li>
            <li>
              <Link to="/certificate">
                <Trans>资质证书</Trans>
              </Link>
            </li>
            <li>
              <Link to="/protocol/responsibility">
                <Trans>免责声明</Trans>
              </Link>
            </li>
          </ul>
        </section>
        <section>
          <h3>
            <Trans>联系我们</Trans>
          </h3>
          <ul>
            <li>
              <Link to="/protocol/cooperation">
                <Trans>商务合作</Trans>
              </Link>
            </li>
            <li>
              <Link to="/protocol/complaint">
                <Trans>投诉与建议</Trans>
              </Link>
            </li>
            <li>
              <Link to="/channel">
                <Trans>推广渠道</Trans>
              </Link>
            </li>
          </ul>
        </section>
        <section className="footer-app">
          <QrCode value={appUrl} label={t`扫码下载 Scorecast APP`} />
          <div>
            <h3>
              <Trans>下载 APP</Trans>
            </h3>
            <p>
              <Trans>扫码下载，比分直播随身看</Trans>
            </p>
          </div>
        </section>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <span>© {new Date().getFullYear()} Scorecast</span>
          <nav>
            <Link to="/about">
              <Trans>关于我们</Trans>
            </Link>
            <Link to="/protocol/privacy">
              <Trans>隐私政策</Trans>
            </Link>
            <Link to="/protocol/service">
              <Trans>服务条款</Trans>
            </Link>
            <Link to="/protocol/power">
              <Trans>版权声明</Trans>
            </Link>
            <Link to="/protocol/{-$id}" params={{ id: 'attributions' }} data-testid="footer-attributions">
              <Trans>数据来源与许可</Trans>
            </Link>
            <a href="/sitemap.xml">
              <Trans>网站地图</Trans>
            </a>
          </nav>
          <span className="footer-note">
            <Trans>比赛数据仅供参考，请勿用于非法用途</Trans>
          </span>
        </div>
      </div>
    </footer>
  )
}
