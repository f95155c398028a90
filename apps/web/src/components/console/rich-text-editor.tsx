import { useEffect, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type ChainedCommands } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import BoldOutlined from '@ant-design/icons-svg/es/asn/BoldOutlined';
import ItalicOutlined from '@ant-design/icons-svg/es/asn/ItalicOutlined';
import OrderedListOutlined from '@ant-design/icons-svg/es/asn/OrderedListOutlined';
import RedoOutlined from '@ant-design/icons-svg/es/asn/RedoOutlined';
import UnderlineOutlined from '@ant-design/icons-svg/es/asn/UnderlineOutlined';
import UndoOutlined from '@ant-design/icons-svg/es/asn/UndoOutlined';
import UnorderedListOutlined from '@ant-design/icons-svg/es/asn/UnorderedListOutlined';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Icon } from '../ui/icon.tsx';

interface TProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  /** Called when the editor loses the focus (a form checks the field then). */
  onBlur?: () => void;
  placeholder?: string;
  'aria-label'?: string;
  invalid?: boolean;
}

/** An empty document is '' so "required" rules see it as empty. */
const toValue = (html: string): string => (/^(<p>\s*<\/p>)*$/.test(html.trim()) ? '' : html);

type TTool = [
  key: 'h3' | 'h4' | 'bold' | 'italic' | 'underline' | 'bullet' | 'ordered',
  label: string,
  icon: ReactNode,
  command: (chain: ChainedCommands) => ChainedCommands,
];

/** The formatting buttons: each shows whether the selection has its format, and toggles it. */
const TOOLS: TTool[] = [
  ['h3', 'editor.heading', <span className="rte__text-icon">H</span>, (c) => c.toggleHeading({ level: 3 })],
  [
    'h4',
    'editor.subheading',
    <span className="rte__text-icon rte__text-icon--small">H</span>,
    (c) => c.toggleHeading({ level: 4 }),
  ],
  ['bold', 'editor.bold', <Icon svg={BoldOutlined} aria-hidden="true" />, (c) => c.toggleBold()],
  ['italic', 'editor.italic', <Icon svg={ItalicOutlined} aria-hidden="true" />, (c) => c.toggleItalic()],
  [
    'underline',
    'editor.underline',
    <Icon svg={UnderlineOutlined} aria-hidden="true" />,
    (c) => c.toggleUnderline(),
  ],
  [
    'bullet',
    'editor.bulletList',
    <Icon svg={UnorderedListOutlined} aria-hidden="true" />,
    (c) => c.toggleBulletList(),
  ],
  [
    'ordered',
    'editor.orderedList',
    <Icon svg={OrderedListOutlined} aria-hidden="true" />,
    (c) => c.toggleOrderedList(),
  ],
];

interface TToolProps {
  label: string;
  /** For a format: whether the selection has it. */
  active?: boolean;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A toolbar button; pressing it keeps the selection in the editor. */
const Tool = ({ label, active, disabled, onClick, children }: TToolProps) => (
  <button
    type="button"
    className={`rte__tool${active ? ' rte__tool--active' : ''}`}
    aria-label={label}
    aria-pressed={active}
    title={label}
    disabled={disabled}
    onMouseDown={(e) => e.preventDefault()}
    onClick={onClick}
  >
    {children}
  </button>
);

/** A small rich-text editor (headings, emphasis, lists) for job descriptions; the server sanitises the HTML. */
export const RichTextEditor = ({
  id,
  value = '',
  onChange,
  onBlur,
  placeholder,
  invalid,
  ...rest
}: TProps) => {
  const { t } = useTranslation('hr');
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [3, 4] }, codeBlock: false, code: false })],
    content: value,
    onUpdate: ({ editor: e }) => onChange?.(toValue(e.getHTML())),
    onBlur: () => onBlur?.(),
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
  return (
    <div className={`rte${invalid ? ' rte--invalid' : ''}`}>
      <div className="rte__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        {TOOLS.map(([key, label, icon, command]) => (
          <Tool
            key={key}
            label={t(label)}
            active={Boolean(state?.[key])}
            disabled={!editor}
            onClick={() => command(chain()).run()}
          >
            {icon}
          </Tool>
        ))}
        <span className="rte__divider" aria-hidden="true" />
        <Tool label={t('editor.undo')} disabled={!state?.canUndo} onClick={() => chain().undo().run()}>
          <Icon svg={UndoOutlined} aria-hidden="true" />
        </Tool>
        <Tool label={t('editor.redo')} disabled={!state?.canRedo} onClick={() => chain().redo().run()}>
          <Icon svg={RedoOutlined} aria-hidden="true" />
        </Tool>
      </div>
      <div className={`rte__body${state?.empty ? ' rte__body--empty' : ''}`} data-placeholder={placeholder}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
};
