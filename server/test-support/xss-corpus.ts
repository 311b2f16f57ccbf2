/**
 * Markup that would run script if a page injected it as HTML. Stored user text must come back exactly as
 * written and be shown as text (the e2e checks the DOM). None carries a link or a long number, which the
 * content rules would refuse before the question of markup arises.
 */
export const XSS_CORPUS: readonly string[] = [
  '<script>alert("xss")</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '"><iframe srcdoc="<script>alert(1)</script>">',
  "<a href='javascript:alert(1)'>点我</a>",
  '<div style="background:url(javascript:alert(1))">',
  '{{constructor.constructor("alert(1)")()}}',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '\u202e<b>反向文字</b>',
]
