import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface TProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  'aria-label'?: string;
  invalid?: boolean;
}

/** An empty document is '' so "required" rules see it as empty. */
const toValue = (html: string): string => (/^(<p>\s*<\/p>)*$/.test(html.trim()) ? '' : html);

/** A small rich-text editor (headings, emphasis, lists) for job descriptions; the server sanitises the HTML. */
export const RichTextEditor = ({ id, value = '', onChange, placeholder, invalid, ...rest }: TProps) => {
  const { t } = useTranslation('hr');
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [3, 4] }, codeBlock: false, code: false })],
    content: value,
    onUpdate: ({ editor: e }) => onChange?.(toValue(e.getHTML())),
    editorProps: {
      attributes: {
        class: 'rte__content',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(rest['aria-label'] ? { 'aria-label': rest['aria-label'] } : {}),
        ...(id ? { id } : {}),
        ...(placeholder ? { 'data-placeholder': placeholder } : {}),
      },
    },
  });

  // A value set from outside (the loaded job, a reset) replaces the content; typing does not come back here.
  useEffect(() => {
    if (!editor || editor.isDestroyed || !editor.schema) return;
    if (toValue(editor.getHTML()) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      h4: e?.isActive('heading', { level: 4 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
      empty: e?.isEmpty ?? true,
    }),
  });

  const chain = () => editor!.chain().focus();
  const tools = [
    {
      key: 'h3',
      label: t('editor.heading'),
      icon: <span className="rte__text-icon">H</span>,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'h4',
      label: t('editor.subheading'),
      icon: <span className="rte__text-icon rte__text-icon--small">H</span>,
      run: () => chain().toggleHeading({ level: 4 }).run(),
    },
    { key: 'bold', label: t('editor.bold'), icon: <BoldOutlined />, run: () => chain().toggleBold().run() },
    {
      key: 'italic',
      label: t('editor.italic'),
      icon: <ItalicOutlined />,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'underline',
      label: t('editor.underline'),
      icon: <UnderlineOutlined />,
      run: () => chain().toggleUnderline().run(),
    },
    {
      key: 'bullet',
      label: t('editor.bulletList'),
      icon: <UnorderedListOutlined />,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'ordered',
      label: t('editor.orderedList'),
      icon: <OrderedListOutlined />,
      run: () => chain().toggleOrderedList().run(),
    },
  ] as const;

  return (
    <div className={`rte${invalid ? ' rte--invalid' : ''}`}>
      <div className="rte__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className={`rte__tool${state?.[tool.key] ? ' rte__tool--active' : ''}`}
            aria-label={tool.label}
            aria-pressed={Boolean(state?.[tool.key])}
            title={tool.label}
            disabled={!editor}
            onMouseDown={(e) => e.preventDefault()}
            onClick={tool.run}
          >
            {tool.icon}
          </button>
        ))}
        <span className="rte__divider" aria-hidden="true" />
        <button
          type="button"
          className="rte__tool"
          aria-label={t('editor.undo')}
          title={t('editor.undo')}
          disabled={!state?.canUndo}
          onClick={() => chain().undo().run()}
        >
          <UndoOutlined />
        </button>
        <button
          type="button"
          className="rte__tool"
          aria-label={t('editor.redo')}
          title={t('editor.redo')}
          disabled={!state?.canRedo}
          onClick={() => chain().redo().run()}
        >
          <RedoOutlined />
        </button>
      </div>
      <div className={`rte__body${state?.empty ? ' rte__body--empty' : ''}`} data-placeholder={placeholder}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
};
