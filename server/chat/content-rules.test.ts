import { describe, expect, it } from 'vitest'
import { findContentViolation, findKeyword } from './content-rules'

describe('findContentViolation', () => {
  it.each([
    ['13800138000', 'phone'],
    ['我电话 138 0013 8000', 'phone'],
    ['138-0013-8000 找我', 'phone'],
    ['１３８００１３８０００', 'phone'],
    ['1.3.8.0.0.1.3.8', 'phone'],
    ['幺三八零零一三八零零零', 'phone'],
    ['call +86 (10) 1234 5678', 'phone'],
    ['①③⑧⓪⓪①③⑧', 'phone'],
    ['1\u200b3\u200b8\u200b0\u200b0\u200b1\u200b3', 'phone'],
  ] as const)('refuses the phone number in %j', (text, rule) => {
    expect(findContentViolation(text)).toBe(rule)
  })

  it.each([
    ['qq 12345678'],
    ['QQ:123456'],
    ['加我ｑｑ ９８７６５'],
    ['Q Q号 1 2 3 4 5'],
    ['扣扣 54321'],
    ['企鹅号:12345'],
  ])('refuses the QQ number in %j', (text) => {
    expect(findContentViolation(text)).toBe('qq')
  })

  it.each([
    ['微信 abc_123'],
    ['加微信: wxid_888888'],
    ['vx：lucky888'],
    ['WX abc-defg'],
    ['weixin zhangsan1'],
    ['加v abcdef9'],
    ['v信 haoyou66'],
  ])('refuses the WeChat id in %j', (text) => {
    expect(findContentViolation(text)).toBe('wechat')
  })

  it.each([
    ['看 https://example.org/x'],
    ['http：//bad'],
    ['www.baidu.com'],
    ['上 x.com 看'],
    ['abc.cn'],
    ['ｓｐａｍ．ｃｏｍ'],
    ['spam . com'],
    ['spam点com'],
    ['spam dot net'],
    ['game.vip 送福利'],
    ['www。abc'],
  ])('refuses the link in %j', (text) => {
    expect(findContentViolation(text)).toBe('link')
  })

  it.each([
    ['加群领福利'],
    ['加 群'],
    ['代-练上分'],
    ['专业代练'],
    ['刷单兼职'],
    ['群号见主页'],
    ['日赚500'],
    ['加*群'],
  ])('refuses the advert %j', (text) => {
    expect(findContentViolation(text)).toBe('advert')
  })

  it.each([
    '2-1',
    '第3局',
    '比分 3:2，好球！',
    '第2局 2-1 翻盘',
    '1-0 2-1 3-1',
    '2024年的冠军',
    '20:30 开打',
    '这波 666',
    '666666',
    'gg wp',
    'GG，下一把',
    '他开外挂了吧',
    '替代打法不错',
    '增加微弱优势',
    '欢迎加入！群里见不到你',
    'BO5 第5局',
    'ok. me too',
    'LPL 加油',
    'qq飞车也好玩',
    'wx 真好',
    '微信支付',
    'T1 vs JDG',
    'faker yyds',
    '<script>alert(1)</script>',
    '三比二',
    '一二三四',
    '100%',
  ])('lets %j through', (text) => {
    expect(findContentViolation(text)).toBeNull()
  })
})

describe('findKeyword', () => {
  it('matches a room keyword without regard to case, width or separators', () => {
    expect(findKeyword('这个 Ｓ-b 主播', ['sb'])).toBe('sb')
    expect(findKeyword('黑 幕', ['菠菜', '黑幕'])).toBe('黑幕')
    expect(findKeyword('好球', ['黑幕'])).toBeNull()
    expect(findKeyword('anything', [])).toBeNull()
    expect(findKeyword('anything', ['  '])).toBeNull()
  })
})
