// §5 "Chat must not contain contact details or adverts": the detector the chat server runs on every line.
// Spammers dodge plain filters with full-width letters (ｑｑ), separators (1 3 8-0013-8000, 加.群),
// zero-width characters and Chinese numerals, so the text is normalized first and each rule looks at the
// form that defeats the trick it targets. Scores ("2-1", "3:2"), game numbers ("第3局") and short numbers
// must stay allowed: a digit run only counts from 7 digits on (a phone or QQ number).

/** Why a line was refused: which family of rule matched (for logs and tests; users see one message). */
export type ContentViolation = 'phone' | 'qq' | 'wechat' | 'link' | 'advert'

const CHINESE_DIGITS: Record<string, string> = {
  零: '0',
  〇: '0',
  一: '1',
  壹: '1',
  幺: '1',
  二: '2',
  贰: '2',
  两: '2',
  三: '3',
  叁: '3',
  四: '4',
  肆: '4',
  五: '5',
  伍: '5',
  六: '6',
  陆: '6',
  七: '7',
  柒: '7',
  八: '8',
  捌: '8',
  九: '9',
  玖: '9',
}

/** Characters people put between the digits or letters of a number or word to slip past a filter. */
const SEPARATOR = String.raw`[\s\-_.·•*/\\|~—–+()（）\[\]【】,，、'"“”‘’^=#]`
/** At most two separators between two digits: "138 0013 8000", "1-3-8", "1 . 3". */
const DIGIT_RUN = new RegExp(String.raw`\d(?:${SEPARATOR}{0,2}\d){6,}`, 'u')

/** "qq", "扣扣", "企鹅", "球球" then (after a few non-digits such as "号:") a number of 5+ digits. */
const QQ = new RegExp(
  String.raw`(?:(?<![a-z])q${SEPARATOR}?q(?![a-z]{2})|扣扣|企鹅号?|球球)\D{0,4}?\d(?:${SEPARATOR}?\d){4,}`,
  'u',
)

/**
 * "微信 / 威信 / v信 / vx / wx / weixin / wechat / 加v" then an id: 6–20 letters, digits, '-' or '_'
 * (WeChat's own rule), possibly after "号", "是", ":".
 */
const WECHAT = new RegExp(
  String.raw`(?:微信|威信|薇信|徽信|v信|(?<![a-z])(?:vx|wx|weixin|wechat|vchat)(?![a-z])|加${SEPARATOR}?v(?![a-z])|\+${SEPARATOR}?v(?![a-z]))` +
    `(?:号|是|id|${SEPARATOR}|[:：])*[a-z0-9][a-z0-9_-]{5,19}`,
  'u',
)

const TLDS = [
  'com',
  'cn',
  'net',
  'org',
  'cc',
  'top',
  'xyz',
  'io',
  'me',
  'tv',
  'vip',
  'info',
  'app',
  'link',
  'site',
  'club',
  'shop',
  'live',
  'ly',
  'co',
  'tk',
  'ws',
  'bet',
  'win',
  'ink',
  'pw',
  'fun',
  'online',
  'store',
  'tech',
  'asia',
  'hk',
  'tw',
]

/** Top-level domains of most spam links, also caught when spelled loosely: "abc . com", "abc点cn". */
const COMMON_TLDS = ['com', 'cn', 'net', 'org', 'top', 'xyz', 'vip', 'cc']

/**
 * A scheme, "www.", a name then a dot then a known top-level domain ("x.com"), or the loose spellings of
 * the common ones ("abc . com", "abc点com", "点cn"); a spaced dot before a rare one ("ok. me") is prose.
 */
const LINK = new RegExp(
  [
    String.raw`https?:\/\/|https?[:：]|www\s*(?:\.|点|。)`,
    String.raw`[a-z0-9]\.(?:${TLDS.join('|')})(?![a-z])`,
    String.raw`[a-z0-9]\s*(?:\.|点|。|dot)\s*(?:${COMMON_TLDS.join('|')})(?![a-z])`,
    String.raw`(?:点|dot)\s*(?:com|cn|net)(?![a-z])`,
  ].join('|'),
  'u',
)

/**
 * Advert words, matched on the text without separators ("加 群", "代-练"). Words with an innocent
 * everyday reading in a sports chat are left out: 外挂 (an accusation of cheating), 代打 (替代打法), 加微 (增加微弱).
 */
const ADVERT_WORDS = [
  '加群',
  '进群',
  '入群',
  '群号',
  '裙号',
  '加裙',
  '代练',
  '代刷',
  '刷单',
  '刷钻',
  '代充',
  '低价充值',
  '兼职',
  '日赚',
  '日结',
  '返利',
  '博彩',
  '招代理',
  '福利群',
  '加我微',
  '私信领',
  '免费领取',
]

/**
 * Full-width forms to ASCII and compatibility forms (①, ㈠) to plain ones, lower case, invisible format
 * characters (zero-width spaces and joiners) removed.
 */
export function normalizeChat(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\p{Cf}/gu, '')
}

/**
 * The text without spaces, symbols (emoji included) and the separators of SEPARATOR; sentence punctuation
 * (，。！？) stays, so two sentences do not run together into a word ("欢迎加入！群里…" is not "入群").
 */
function compact(normalized: string): string {
  return normalized.replace(/[\s\p{S}\-_.·•*/\\|~—–()（）[\]【】'"“”‘’#]/gu, '')
}

function withArabicDigits(normalized: string): string {
  return normalized.replace(
    /[零〇一壹幺二贰两三叁四肆五伍六陆七柒八捌九玖]/gu,
    (digit) => CHINESE_DIGITS[digit] ?? digit,
  )
}

/** The first rule the line breaks, or null when it may be posted. */
export function findContentViolation(text: string): ContentViolation | null {
  const normalized = normalizeChat(text)
  const digits = withArabicDigits(normalized)
  if (WECHAT.test(normalized)) return 'wechat'
  if (QQ.test(digits)) return 'qq'
  if (DIGIT_RUN.test(digits)) return 'phone'
  if (LINK.test(normalized)) return 'link'
  const bare = compact(normalized)
  if (ADVERT_WORDS.some((word) => bare.includes(word))) return 'advert'
  return null
}

/**
 * The first of a room's blocked keywords (set by its anchor or moderators) the line contains, compared
 * without case, width or separators; null when none.
 */
export function findKeyword(text: string, keywords: readonly string[]): string | null {
  const bare = compact(normalizeChat(text))
  for (const keyword of keywords) {
    const needle = compact(normalizeChat(keyword))
    if (needle !== '' && bare.includes(needle)) return keyword
  }
  return null
}
