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
  /** The mark or node the selection has when the tool's format is on. */
  format: [name: string, attributes?: { level: number }],
  label: string,
  icon: ReactNode,
  command: (chain: ChainedCommands) => ChainedCommands,
];

/** The formatting buttons: each shows whether the selection has its format, and toggles it. */
const TOOLS: TTool[] = [
  [
    ['heading', { level: 3 }],
    'editor.heading',
    <span className="rte__text-icon">H</span>,
    (c) => c.toggleHeading({ level: 3 }),
  ],
  [
    ['heading', { level: 4 }],
    'editor.subheading',
    <span className="rte__text-icon rte__text-icon--small">H</span>,
    (c) => c.toggleHeading({ level: 4 }),
  ],
  [['bold'], 'editor.bold', <Icon svg={BoldOutlined} aria-hidden="true" />, (c) => c.toggleBold()],
  [['italic'], 'editor.italic', <Icon svg={ItalicOutlined} aria-hidden="true" />, (c) => c.toggleItalic()],
  [
    ['underline'],
    'editor.underline',
    <Icon svg={UnderlineOutlined} aria-hidden="true" />,
    (c) => c.toggleUnderline(),
  ],
  [
    ['bulletList'],
    'editor.bulletList',
    <Icon svg={UnorderedListOutlined} aria-hidden="true" />,
    (c) => c.toggleBulletList(),
  ],
  [
    ['orderedList'],
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

/** The editor of the content, kept in step with `value` when it is set from outside. */
const useRichText = ({ id, value = '', onChange, onBlur, placeholder, ...rest }: TProps) => {
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
  return editor;
};

/** A small rich-text editor (headings, emphasis, lists) for job descriptions; the server sanitises the HTML. */
export const RichTextEditor = (props: TProps) => {
  const { t } = useTranslation('hr');
  const editor = useRichText(props);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: TOOLS.map(([[name, attributes]]) => e?.isActive(name, attributes) ?? false),
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
      empty: e?.isEmpty ?? true,
    }),
  });

  const chain = () => editor!.chain().focus();
  return (
    <div className={`rte${props.invalid ? ' rte--invalid' : ''}`}>
      <div className="rte__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        {TOOLS.map(([, label, icon, command], index) => (
          <Tool
            key={label}
            label={t(label)}
            active={Boolean(state?.active[index])}
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
      <div
        className={`rte__body${state?.empty ? ' rte__body--empty' : ''}`}
        data-placeholder={props.placeholder}
      >
        <EditorContent editor={editor} />
      </div>
    </div>
  );
};
