import { useLingui } from '@lingui/react/macro'
import Image from '@tiptap/extension-image'
import { type Editor, EditorContent, type JSONContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useRef } from 'react'
import { ARTICLE_IMAGE_PATH, isSafeHref } from '../../../../protocol/articles'

// The article editor: TipTap with only what the server's allow-list takes (protocol/articles.ts) — no code,
// headings 2 and 3, links only http(s), pictures only uploaded ones. Loaded as its own chunk by the edit page
// alone (React.lazy), so no other page carries TipTap.

type Props = {
  initial: JSONContent | null
  onChange: (doc: JSONContent) => void
  /** Uploads a picture the author picked; its address, or null when refused (the page says why). */
  upload: (file: File) => Promise<string | null>
}

/** Drops what the allow-list would refuse and a paste could bring: pictures from elsewhere. */
export function ownPicturesOnly(node: JSONContent): JSONContent {
  const content = node.content
    ?.filter((child) => child.type !== 'image' || ARTICLE_IMAGE_PATH.test(String(child.attrs?.src ?? '')))
    .map(ownPicturesOnly)
  return content ? { ...node, content } : node
}

export default function ArticleEditor({ initial, onChange, upload }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: [],
          isAllowedUri: (url) => isSafeHref(url),
        },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: initial ?? '',
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => onChange(ownPicturesOnly(current.getJSON())),
  })
  return (
    <div className="article-editor" data-testid="article-editor">
      <Toolbar editor={editor} upload={upload} />
      <EditorContent editor={editor} />
    </div>
  )
}

function Toolbar({ editor, upload }: { editor: Editor; upload: Props['upload'] }) {
  const { t } = useLingui()
  const picker = useRef<HTMLInputElement>(null)
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  })
  const chain = () => editor.chain().focus()
  const setLink = () => {
    const previous = String(editor.getAttributes('link').href ?? '')
    const href = window.prompt(t`链接地址（http:// 或 https://）`, previous)
    if (href === null) return
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run()
    else if (isSafeHref(href.trim())) chain().extendMarkRange('link').setLink({ href: href.trim() }).run()
  }
  const pickPicture = async (file: File | undefined) => {
    if (!file) return
    const src = await upload(file)
    if (src) chain().setImage({ src, alt: '' }).run()
  }
  const buttons: [string, string, boolean, () => void][] = [
    ['B', t`加粗`, active.bold, () => chain().toggleBold().run()],
    ['I', t`斜体`, active.italic, () => chain().toggleItalic().run()],
    ['S', t`删除线`, active.strike, () => chain().toggleStrike().run()],
    ['U', t`下划线`, active.underline, () => chain().toggleUnderline().run()],
    ['H2', t`二级标题`, active.h2, () => chain().toggleHeading({ level: 2 }).run()],
    ['H3', t`三级标题`, active.h3, () => chain().toggleHeading({ level: 3 }).run()],
    ['•', t`无序列表`, active.bullet, () => chain().toggleBulletList().run()],
    ['1.', t`有序列表`, active.ordered, () => chain().toggleOrderedList().run()],
    ['“', t`引用`, active.quote, () => chain().toggleBlockquote().run()],
    ['—', t`分割线`, false, () => chain().setHorizontalRule().run()],
    [t`链接`, t`链接`, active.link, setLink],
  ]
  return (
    <div className="article-toolbar" role="toolbar" aria-label={t`正文格式`}>
      {buttons.map(([text, label, pressed, run]) => (
        <button key={label} type="button" title={label} aria-label={label} aria-pressed={pressed} onClick={run}>
          {text}
        </button>
      ))}
      <button type="button" data-testid="editor-image" onClick={() => picker.current?.click()}>
        {t`插入图片`}
      </button>
      <input
        ref={picker}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        data-testid="editor-image-file"
        onChange={(event) => {
          void pickPicture(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      <button type="button" aria-label={t`撤销`} title={t`撤销`} onClick={() => chain().undo().run()}>
        ↶
      </button>
      <button type="button" aria-label={t`重做`} title={t`重做`} onClick={() => chain().redo().run()}>
        ↷
      </button>
    </div>
  )
}
