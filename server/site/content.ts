import type { DocumentBlock } from '../../protocol/calls/site'
import type { SiteFacts } from '../config'

// The site's documents as shipped, per locale (zh_CN is the source; en is kept in step). Raise `version` when
// a text changes: the new version is stored beside the old ones at the next start (server/site/documents.ts).
// The certificate page is built from configuration instead (certificateBody).

export type BuiltInDocument = { id: string; version: number; title: string; body: DocumentBlock[] }

const h = (text: string): DocumentBlock => ({ type: 'heading', text })
const p = (text: string): DocumentBlock => ({ type: 'paragraph', text })
const ul = (...items: string[]): DocumentBlock => ({ type: 'list', items })

const ZH: BuiltInDocument[] = [
  {
    id: 'about',
    version: 1,
    title: '关于我们',
    body: [
      p(
        'Scorecast 是一个面向体育与电竞爱好者的中文门户：英雄联盟、CS:GO、王者荣耀、DOTA2、英雄联盟手游、绝地求生、和平精英、篮球与足球的赛程与实时比分，主播直播间（视频、聊天与金币礼物），以及联赛、战队与选手资料库。',
      ),
      h('我们提供什么'),
      ul(
        '实时比分：比赛事件推送到页面，断网时显示上次加载的数据，恢复后自动补齐。',
        '直播：主播通过 RTMP 推流，观众以 HLS 观看，并可聊天、送礼。',
        '资料库：联赛积分榜、战队战绩与交锋、选手每场数据，均由已结束比赛的结果计算。',
        '观赛墙：把最多 16 场比赛并排放在一个页面上同时关注。',
      ),
      h('联系我们'),
      p('商务合作请通过“商务合作”页面提交；投诉与建议请通过“投诉与建议”页面提交，我们会以您留下的联系方式回复。'),
      h('下载 APP'),
      p('扫描页脚的二维码即可在手机上打开 Scorecast。'),
    ],
  },
  {
    id: 'service',
    version: 1,
    title: '服务条款',
    body: [
      p('欢迎使用 Scorecast（以下简称“本站”）。注册或使用本站即表示您同意以下条款。'),
      h('一、账号'),
      ul(
        '您可以使用手机号码验证码、密码或第三方账号（QQ、微信、Telegram）登录；首次登录即创建账号。',
        '请妥善保管账号与密码；因您保管不当造成的损失由您自行承担。',
        '您可以在安全中心申请注销账号；注销经审核后，账号及其金币将被清除且无法恢复。',
      ),
      h('二、金币'),
      ul(
        '金币是本站内的虚拟道具，可用于赠送礼物、解锁付费直播间等，不能兑换为法定货币。',
        '每一笔金币变动都记录在您的金币明细中。',
      ),
      h('三、行为规范'),
      ul(
        '不得发布违法、色情、暴力、赌博、诈骗内容，不得发布广告或联系方式引流。',
        '不得侵犯他人的知识产权、名誉权与隐私。',
        '主播应遵守直播规范；违反规范的，本站可以禁言、下架直播间或封禁账号。',
      ),
      h('四、比赛数据'),
      p('比赛数据仅供参考，本站不保证其及时、准确、完整，请勿将其用于任何非法用途（包括赌博）。'),
      h('五、条款变更'),
      p('条款更新后会在本页发布新版本，并注明更新日期与版本号。'),
    ],
  },
  {
    id: 'privacy',
    version: 1,
    title: '隐私政策',
    body: [
      p(
        '本政策说明本站收集哪些个人信息、为什么收集、保存多久以及您如何行使权利，依据《中华人民共和国个人信息保护法》制定。',
      ),
      h('一、我们收集的信息'),
      ul(
        '手机号码：用于登录与账号安全（发送验证码）。',
        '电子邮箱：仅在您绑定时收集，用于登录与找回密码。',
        '密码：只保存经 scrypt 加盐处理后的摘要，不保存明文。',
        '昵称、头像、个性签名：您在个人资料中填写的内容。',
        '第三方账号标识：您使用 QQ、微信或 Telegram 登录时，该平台提供的账号标识。',
        '主播申请资料：真实姓名、出生日期及您上传的图片，仅用于审核。',
        '使用记录：金币明细、送出的礼物、关注、收藏的比赛、在直播间发送的聊天内容（聊天对同一直播间的观众公开）。',
        'IP 地址：用于验证码与登录的频率限制、防止滥用；相关记录最多保存 24 小时。',
      ),
      h('二、Cookie 与本地缓存'),
      ul(
        '登录后，浏览器保存一个仅供服务器读取的会话 Cookie（HttpOnly），用于保持登录状态。',
        '为在网络不佳时仍可浏览，浏览器会在本地（IndexedDB）缓存您看过的比赛、资料库页面、您的账号信息与聊天记录；退出登录时与账号相关的缓存会被清除。',
      ),
      h('三、我们如何使用和共享'),
      p(
        '上述信息仅用于提供本站服务、保障账号与交易安全。除法律法规要求外，我们不会向第三方出售或共享您的个人信息。服务器日志不记录请求参数的内容。',
      ),
      h('四、您的权利'),
      ul(
        '查阅与更正：在“个人资料”和“安全中心”查看和修改您的资料。',
        '删除：在“安全中心”申请注销账号，审核通过后账号、金币及相关个人信息将被删除。',
        '撤回同意：您可以随时退出登录并清除浏览器数据。',
        '如有疑问，可通过“投诉与建议”页面联系我们。',
      ),
    ],
  },
  {
    id: 'power',
    version: 1,
    title: '版权声明',
    body: [
      p('本站尊重并保护知识产权。本站原创内容的著作权归本站或作者所有，未经许可不得转载。'),
      h('侵权投诉'),
      p('如您认为本站的内容侵犯了您的著作权或其他权利，请通过“投诉与建议”页面提交以下材料：'),
      ul('权利人的姓名（名称）与联系方式；', '被投诉内容的具体链接；', '权属证明及侵权情况说明。'),
      p('我们收到完整材料后会及时核实，对确属侵权的内容予以删除或断开链接，并将处理结果通知您。'),
      h('数据来源'),
      p('资料库使用的部分数据来自开放数据集，来源与许可见“数据来源与许可”页面。'),
    ],
  },
  {
    id: 'responsibility',
    version: 1,
    title: '免责声明',
    body: [
      ul(
        '本站提供的比分、赛程、统计与预测仅供参考，不构成任何投注或投资建议。',
        '直播间与聊天中的内容由主播和用户发布，其观点不代表本站立场。',
        '因网络、设备或不可抗力导致的服务中断或数据延迟，本站不承担责任，但会尽力尽快恢复。',
        '本站严禁利用比赛数据从事赌博等违法活动。',
      ),
    ],
  },
  {
    id: 'complaint',
    version: 1,
    title: '投诉与建议',
    body: [
      p(
        '如您发现违法违规内容、侵权内容，或对本站有任何建议，请填写下面的表单。提交后您会得到一个工单号，我们会通过您留下的联系方式回复。',
      ),
    ],
  },
  {
    id: 'cooperation',
    version: 1,
    title: '商务合作',
    body: [
      p(
        '欢迎赛事方、俱乐部、主播公会、数据与媒体伙伴与我们合作：赛事数据、直播入驻、内容合作、广告与推广渠道。请留下您的信息，我们会尽快与您联系。',
      ),
    ],
  },
  {
    id: 'attributions',
    version: 1,
    title: '数据来源与许可',
    body: [
      p('资料库中的部分联赛、战队与选手数据来自以下开放数据集，数据未经修改；中文名称与缺失的选手由本站生成。'),
      ul(
        'NBA Teams Dataset，作者 Mattia de Filippo（github.com/defilippomattia/open-computing-nba-teams），采用 CC BY 4.0 许可（creativecommons.org/licenses/by/4.0）。',
        'NBA-Data-2010-2024，作者 Vitalii Korolyk，MIT 许可。',
        'CS:GO 战队列表（kokarn/csgo-data），作者 Oskar Risberg，MIT 许可。',
        'Dota 2 常量（odota/dotaconstants），The OpenDota Project，MIT 许可；英雄名称与游戏内容归 Valve 所有。',
        '足球联赛与俱乐部数据来自 openfootball（CC0）；英雄联盟战队与阵容来自 League-of-Legends-Teams-Open-Data（CC0）。',
      ),
      p('各数据集的许可文本随本站源代码一同分发。'),
    ],
  },
]

const EN: BuiltInDocument[] = [
  {
    id: 'about',
    version: 1,
    title: 'About us',
    body: [
      p(
        'Scorecast is a Chinese-language portal for sports and esports fans: schedules and live scores for League of Legends, CS:GO, Honor of Kings, Dota 2, LoL mobile, PUBG, PUBG mobile, basketball and football; streamers’ live rooms with video, chat and coin gifts; and libraries of leagues, teams and players.',
      ),
      h('What we offer'),
      ul(
        'Live scores: match events are pushed to the page; offline, it shows what was last loaded and catches up when the network is back.',
        'Live streams: streamers push over RTMP, viewers watch over HLS, chat and send gifts.',
        'Libraries: league tables, team records and head-to-heads, players’ numbers per match — all computed from finished matches.',
        'Watch wall: up to 16 matches side by side on one page.',
      ),
      h('Contact'),
      p(
        'For partnerships use the “Cooperation” page; for complaints and suggestions the “Complaints” page. We answer at the contact you leave.',
      ),
      h('Get the app'),
      p('Scan the QR code in the footer to open Scorecast on your phone.'),
    ],
  },
  {
    id: 'service',
    version: 1,
    title: 'Terms of service',
    body: [
      p('Welcome to Scorecast (“the site”). By signing up for or using the site you agree to these terms.'),
      h('1. Accounts'),
      ul(
        'You can log in with a code sent to your mobile number, a password, or a QQ, WeChat or Telegram account; the first login creates the account.',
        'Keep your account and password safe; losses caused by careless keeping are your own.',
        'You can ask to delete your account in the security centre; once reviewed, the account and its coins are removed for good.',
      ),
      h('2. Coins'),
      ul(
        'Coins are virtual items of the site, used for gifts and paid live rooms; they cannot be exchanged for money.',
        'Every coin movement is listed in your coin details.',
      ),
      h('3. Conduct'),
      ul(
        'No illegal, pornographic, violent, gambling or fraudulent content, no adverts or contact details to draw users away.',
        'Do not infringe others’ intellectual property, reputation or privacy.',
        'Streamers follow the streaming rules; the site may mute, take down rooms or ban accounts that break them.',
      ),
      h('4. Match data'),
      p(
        'Match data is for reference only; the site does not guarantee it is timely, accurate or complete. Do not use it for anything illegal, gambling included.',
      ),
      h('5. Changes'),
      p('When these terms change, the new version is published on this page with its date and version number.'),
    ],
  },
  {
    id: 'privacy',
    version: 1,
    title: 'Privacy policy',
    body: [
      p(
        'This policy says what personal information the site collects, why, for how long, and how you exercise your rights, in line with China’s Personal Information Protection Law.',
      ),
      h('1. What we collect'),
      ul(
        'Mobile number: to log in and keep the account safe (login codes).',
        'Email address: only when you bind one, to log in and reset the password.',
        'Password: only a salted scrypt digest is stored, never the password.',
        'Nickname, avatar and signature: what you enter in your profile.',
        'Third-party account ids: the id QQ, WeChat or Telegram gives when you log in with them.',
        'Streamer applications: real name, date of birth and the pictures you upload, used for the review only.',
        'Use of the site: coin details, gifts sent, follows, followed matches, chat lines you send in live rooms (chat is public to that room’s viewers).',
        'IP address: for the rate limits of codes and logins and against abuse; those records are kept at most 24 hours.',
      ),
      h('2. Cookies and the local cache'),
      ul(
        'After login your browser keeps a session cookie only the server can read (HttpOnly), to keep you logged in.',
        'So that the site works on a poor network, your browser caches (IndexedDB) the matches and library pages you saw, your account data and chat; what belongs to your account is cleared when you log out.',
      ),
      h('3. Use and sharing'),
      p(
        'This information is used only to run the site and keep accounts and coins safe. Except where the law requires, we do not sell or share it. Server logs do not keep the values of request parameters.',
      ),
      h('4. Your rights'),
      ul(
        'Access and correct: see and edit your data in “Profile” and “Security centre”.',
        'Delete: ask to delete your account in “Security centre”; once reviewed, the account, its coins and your personal information are deleted.',
        'Withdraw consent: log out and clear your browser’s data at any time.',
        'Questions: write to us through the “Complaints” page.',
      ),
    ],
  },
  {
    id: 'power',
    version: 1,
    title: 'Copyright notice',
    body: [
      p(
        'The site respects and protects intellectual property. The copyright of original content belongs to the site or its authors; do not republish it without permission.',
      ),
      h('Infringement notices'),
      p(
        'If you believe content on the site infringes your copyright or other rights, send the following through the “Complaints” page:',
      ),
      ul(
        'the right holder’s name and contact;',
        'the link to the content;',
        'proof of the right and how it is infringed.',
      ),
      p(
        'Once the notice is complete we check it promptly, remove or unlink content that infringes, and tell you what was done.',
      ),
      h('Data sources'),
      p('Some library data comes from open datasets; see “Data sources and licences”.'),
    ],
  },
  {
    id: 'responsibility',
    version: 1,
    title: 'Disclaimer',
    body: [
      ul(
        'Scores, schedules, statistics and predictions on the site are for reference only and are not betting or investment advice.',
        'What streamers and users say in live rooms and chat is their own view, not the site’s.',
        'The site is not liable for interruptions or delays caused by networks, devices or force majeure, but restores service as fast as it can.',
        'Using match data for gambling or other illegal activity is strictly forbidden.',
      ),
    ],
  },
  {
    id: 'complaint',
    version: 1,
    title: 'Complaints and suggestions',
    body: [
      p(
        'If you find illegal or infringing content, or have a suggestion, fill in the form below. You get a ticket number, and we answer at the contact you leave.',
      ),
    ],
  },
  {
    id: 'cooperation',
    version: 1,
    title: 'Cooperation',
    body: [
      p(
        'Event organisers, clubs, streamer agencies, data and media partners are welcome: match data, streaming, content, advertising and promotion channels. Leave your details and we will get back to you soon.',
      ),
    ],
  },
  {
    id: 'attributions',
    version: 1,
    title: 'Data sources and licences',
    body: [
      p(
        'Some leagues, teams and players in the libraries come from these open datasets, used unchanged; Chinese names and missing players are generated by the site.',
      ),
      ul(
        'NBA Teams Dataset by Mattia de Filippo (github.com/defilippomattia/open-computing-nba-teams), licensed under CC BY 4.0 (creativecommons.org/licenses/by/4.0).',
        'NBA-Data-2010-2024 by Vitalii Korolyk, MIT licence.',
        'CS:GO team list (kokarn/csgo-data) by Oskar Risberg, MIT licence.',
        'Dota 2 constants (odota/dotaconstants) by The OpenDota Project, MIT licence; hero names and game content are Valve’s.',
        'Football leagues and clubs from openfootball (CC0); LoL teams and rosters from League-of-Legends-Teams-Open-Data (CC0).',
      ),
      p('Each dataset’s licence text is distributed with the site’s source code.'),
    ],
  },
]

export const BUILT_IN_DOCUMENTS: Record<'zh_CN' | 'en', BuiltInDocument[]> = { zh_CN: ZH, en: EN }

/** The certificate page's facts, from configuration; null values are shown as not configured. */

export function certificateBody(locale: 'zh_CN' | 'en', facts: SiteFacts): { title: string; body: DocumentBlock[] } {
  const zh = locale === 'zh_CN'
  return {
    title: zh ? '资质证书' : 'Licences and certificates',
    body: [
      {
        type: 'paragraph',
        text: zh
          ? '以下信息由本站运营者在部署时配置；未配置的项目会标明“未配置”。'
          : 'The operator of this site configures the facts below when deploying it; those not configured are marked so.',
      },
      { type: 'field', label: zh ? '运营主体' : 'Operator', value: facts.company },
      { type: 'field', label: zh ? 'ICP 备案号' : 'ICP filing number', value: facts.icp },
      { type: 'field', label: zh ? '营业执照注册号' : 'Business licence number', value: facts.license },
      { type: 'field', label: zh ? '联系邮箱' : 'Contact email', value: facts.email },
    ],
  }
}
