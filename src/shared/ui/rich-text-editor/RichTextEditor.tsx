import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Toolbar, ToggleButton, Button as AriaButton } from 'react-aria-components';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { cleanPastedHtml } from './cleanPastedHtml';
import { PictureFields } from './PictureFields';
import type { RichTextEditorProps } from './types';
import '../safe-html/rich-text.css';

/** Links the editor makes: web and mail addresses only, opened without a handle on this page. */
const LINK_PROTOCOLS = ['http', 'https', 'mailto'];
const isLinkAddress = (address: string) => /^https?:\/\/\S+$/i.test(address.trim()) || /^mailto:\S+$/i.test(address.trim());

function useArticleEditor({ value, onChange, label, isDisabled, pictures }: RichTextEditorProps, labelId: string) {
  return useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        horizontalRule: false,
        underline: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: LINK_PROTOCOLS,
          isAllowedUri: (url) => isLinkAddress(url),
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    // Each paragraph and heading reads in the direction of its own first letters: an Urdu paragraph
    // inside an English article is right to left; the toolbar can fix a direction by hand.
    textDirection: 'auto',
    content: value,
    editable: !isDisabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      // Pasted pictures are kept only when they are stored ones: others would not be saved.
      transformPastedHTML: (html) => cleanPastedHtml(html, pictures?.isStored),
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-label': label,
        class: 'rich-text min-h-64 px-4 py-3 outline-none',
      },
    },
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? '' : editor.getHTML()),
  });
}

/** What the toolbar shows as pressed, read from the editor as the selection moves. */
function useMarks(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      rtl: current.isActive('paragraph', { dir: 'rtl' }) || current.isActive('heading', { dir: 'rtl' }),
      linkAddress: String(current.getAttributes('link').href ?? ''),
    }),
  });
}

const toggleClass =
  'inline-flex h-8 min-w-8 items-center justify-center rounded px-2 text-sm font-medium text-ink hover:bg-surface-sunken selected:bg-brand-100 selected:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50';

function Mark({ label, isSelected, onChange, children, isDisabled }: { label: string; isSelected: boolean; onChange(): void; children: ReactNode; isDisabled?: boolean }) {
  return (
    <ToggleButton aria-label={label} isSelected={isSelected} onChange={onChange} className={toggleClass} isDisabled={isDisabled}>
      <span aria-hidden>{children}</span>
    </ToggleButton>
  );
}

/** Two numbered lines, drawn so that the button's only words are its label. */
function NumberedListIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden>
      <path d="M2.5 2v4M1.5 10.2c.4-.7 2-.8 2 .3 0 .8-2 1.6-2 2.5h2.2M7 4h8M7 12h8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

type Asking = null | 'link' | 'image';

/**
 * The article body's editor: headings, bold and italic, lists, quotes, links, pictures uploaded with
 * the Image button, and a right-to-left switch per paragraph. The toolbar is one tab stop, moved along
 * with the arrow keys.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation('ui-rich-text');
  const labelId = useId();
  const editor = useArticleEditor(props, labelId);
  const marks = useMarks(editor);
  const [asking, setAsking] = useState<Asking>(null);
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const chain = () => editor.chain().focus();
  const disabled = props.isDisabled;
  // When the link or image fields close, typing goes on in the text (their buttons, which had focus, are gone).
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) wasAsking.current = true;
    else if (wasAsking.current) {
      wasAsking.current = false;
      editor.commands.focus();
    }
  }, [asking, editor]);

  const ask = (what: Asking) => {
    setAsking(what);
    setProblem(null);
    setAddress(what === 'link' ? marks.linkAddress : '');
  };
  // Applied without focusing: the fields' closing gives the text its focus once (above). Focusing here too
  // would, a frame later, put back the selection a quick End or arrow key had already moved.
  const applyLink = () => {
    if (!isLinkAddress(address)) return setProblem(t('badLink'));
    editor.chain().extendMarkRange('link').setLink({ href: address.trim() }).run();
    setAsking(null);
  };
  const insertPicture = (picture: { src: string; alt: string }) => {
    editor.chain().setImage(picture).run();
    setAsking(null);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-ink">
        {props.label}
      </span>
      <div className="rounded-md border border-border-strong bg-surface focus-within:border-brand-600">
        <Toolbar aria-label={t('toolbar')} className="flex flex-wrap items-center gap-1 border-b border-border px-2 py-1.5">
          <Mark label={t('heading2')} isSelected={marks.h2} onChange={() => chain().toggleHeading({ level: 2 }).run()} isDisabled={disabled}>H2</Mark>
          <Mark label={t('heading3')} isSelected={marks.h3} onChange={() => chain().toggleHeading({ level: 3 }).run()} isDisabled={disabled}>H3</Mark>
          <Mark label={t('bold')} isSelected={marks.bold} onChange={() => chain().toggleBold().run()} isDisabled={disabled}><strong>B</strong></Mark>
          <Mark label={t('italic')} isSelected={marks.italic} onChange={() => chain().toggleItalic().run()} isDisabled={disabled}><em>I</em></Mark>
          <Mark label={t('bulletList')} isSelected={marks.bulletList} onChange={() => chain().toggleBulletList().run()} isDisabled={disabled}>•</Mark>
          <Mark label={t('orderedList')} isSelected={marks.orderedList} onChange={() => chain().toggleOrderedList().run()} isDisabled={disabled}>
            <NumberedListIcon />
          </Mark>
          <Mark label={t('quote')} isSelected={marks.blockquote} onChange={() => chain().toggleBlockquote().run()} isDisabled={disabled}>❝</Mark>
          <Mark label={t('rightToLeft')} isSelected={marks.rtl} onChange={() => chain().setTextDirection(marks.rtl ? 'auto' : 'rtl').run()} isDisabled={disabled}>⇤</Mark>
          <AriaButton className={toggleClass} onPress={() => ask('link')} isDisabled={disabled}>{t('link')}</AriaButton>
          <AriaButton className={toggleClass} onPress={() => chain().unsetLink().run()} isDisabled={disabled || !marks.link}>{t('removeLink')}</AriaButton>
          {props.pictures && <AriaButton className={toggleClass} onPress={() => ask('image')} isDisabled={disabled}>{t('image')}</AriaButton>}
        </Toolbar>
        {asking === 'link' && (
          <div role="group" aria-label={t('linkGroup')} className="flex flex-wrap items-end gap-2 border-b border-border px-3 py-2">
            <TextField
              label={t('linkAddress')}
              type="url"
              dir="ltr"
              value={address}
              onChange={setAddress}
              errorMessage={problem ?? undefined}
              isInvalid={problem !== null}
              className="min-w-64 flex-1"
            />
            <Button size="sm" variant="secondary" onPress={() => setAsking(null)}>{t('cancel')}</Button>
            <Button size="sm" onPress={applyLink}>{t('apply')}</Button>
          </div>
        )}
        {asking === 'image' && props.pictures && <PictureFields pictures={props.pictures} onInsert={insertPicture} onCancel={() => setAsking(null)} />}
        <EditorContent editor={editor} />
      </div>
      {props.description && <span className="text-sm text-ink-muted">{props.description}</span>}
      {props.errorMessage && (
        <span role="alert" className="text-sm text-danger-700">
          {props.errorMessage}
        </span>
      )}
    </div>
  );
}
