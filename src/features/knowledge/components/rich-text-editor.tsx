import { Button, Message, Space } from '@arco-design/web-react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { UploadKind } from '@domain/uploads/uploads.constants';
import { useUploadFileMutation } from '@/components/uploads/uploads.api';
import { errorMessage } from '@/lib/errors';
import { EditorImage } from './editor-image';
import './knowledge.css';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** The editing area's accessible name. */
  label: string;
  placeholder?: string;
}

const EMPTY = '<p></p>';

/**
 * Rich text for answers and descriptions (tiptap): bold, italic, headings, lists, quotes, links, and pictures
 * uploaded from the toolbar through the uploads (the picture's address is the upload's). The server sanitises what it gets.
 */
export function RichTextEditor({ value = '', onChange, label }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] } }), EditorImage],
    content: value || EMPTY,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'kb-editor-area' } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  // A value set from outside (the dialog opened on another article) replaces the content.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || EMPTY, { emitUpdate: false });
  }, [editor, value]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
    }),
  });
  const picker = useRef<HTMLInputElement>(null);
  const [upload] = useUploadFileMutation();
  const [uploading, setUploading] = useState(false);
  if (!editor) return null;
  const insertPicture = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const saved = await upload({ kind: UploadKind.image, file }).unwrap();
      editor.chain().focus().insertContent({ type: EditorImage.name, attrs: { src: saved.url, alt: saved.name } }).run();
    } catch (error) {
      Message.error(errorMessage(error));
    } finally {
      setUploading(false);
      if (picker.current) picker.current.value = '';
    }
  };
  const tool = (name: string, on: boolean | undefined, run: () => void) => (
    <Button size="mini" type={on ? 'primary' : 'secondary'} aria-pressed={Boolean(on)} onMouseDown={(e) => e.preventDefault()} onClick={run}>
      {name}
    </Button>
  );
  return (
    <div className="kb-editor">
      <div className="kb-editor-toolbar" role="toolbar" aria-label={`${label}格式`}>
        <Space size={4} wrap>
        {tool('加粗', active?.bold, () => editor.chain().focus().toggleBold().run())}
        {tool('斜体', active?.italic, () => editor.chain().focus().toggleItalic().run())}
        {tool('标题', active?.h3, () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
        {tool('无序列表', active?.bullet, () => editor.chain().focus().toggleBulletList().run())}
        {tool('有序列表', active?.ordered, () => editor.chain().focus().toggleOrderedList().run())}
        {tool('引用', active?.quote, () => editor.chain().focus().toggleBlockquote().run())}
        <Button size="mini" loading={uploading} onMouseDown={(e) => e.preventDefault()} onClick={() => picker.current?.click()}>
          图片
        </Button>
        </Space>
        <input ref={picker} type="file" accept="image/*" aria-label={`${label}插入图片`} hidden onChange={(e) => void insertPicture(e.target.files?.[0])} />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
