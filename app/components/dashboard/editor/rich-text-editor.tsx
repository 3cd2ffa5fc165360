import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { labelClass } from '~/components/ui/field-classes';
import { ConfirmDialog } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';

// The dashboard's rich-text field (TipTap 3). Only dashboard routes import it, so none of it ships
// with the public pages. The HTML goes into a hidden input named like the field, so the form posts
// it as a plain value; the server sanitises it with the same allowlist as every other write
// (app/modules/content/sanitize.server.ts). The toolbar offers nothing the allowlist would drop.

const LINK_PROTOCOLS = /^(https?:\/\/|mailto:)/i;
export const LINK_MESSAGE = 'Links must start with https://, http:// or mailto:';

export function isAllowedLink(href: string) {
  if (!LINK_PROTOCOLS.test(href)) return false;
  try {
    new URL(href);
    return true;
  } catch {
    return false;
  }
}

type Tool = {
  label: string;
  icon: ReactNode;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  /** Opens the toolbar's dialog instead of running at once. */
  asks?: boolean;
};

const TOOLS: Tool[] = [
  { label: 'Bold', icon: <b>B</b>, active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic', icon: <i className="font-serif">I</i>, active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Underline', icon: <u>U</u>, active: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  {
    label: 'Heading H2',
    icon: <span>H2</span>,
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Heading H3',
    icon: <span>H3</span>,
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Bulleted list',
    icon: (
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
        <path d="M7 4h11v2H7zM7 9h11v2H7zM7 14h11v2H7z" />
        <circle cx="3.5" cy="5" r="1.5" />
        <circle cx="3.5" cy="10" r="1.5" />
        <circle cx="3.5" cy="15" r="1.5" />
      </svg>
    ),
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    icon: (
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
        <path
          d={
            'M7 4h11v2H7zM7 9h11v2H7zM7 14h11v2H7zM2.5 3H4v4H3V4.5h-.5zM2 9.5c0-.6.5-1 1.1-1 .6 0 ' +
            '1.1.4 1.1 1 0 .4-.2.7-.6 1L3.2 11H4.3v.9H2v-.8l1.2-1.1c.1-.1.1-.2.1-.3 ' +
            '0-.1-.1-.2-.2-.2s-.2.1-.2.3zM2 13.2h2.2v.8l-.7.6c.5.1.8.4.8.9 0 .6-.5 1-1.2 1-.5 ' +
            '0-.9-.2-1.1-.5l.5-.5c.1.2.3.2.5.2.2 0 .3-.1.3-.3 0-.2-.2-.3-.5-.3h-.3v-.6l.6-.5H2z'
          }
        />
      </svg>
    ),
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Quote',
    icon: <span aria-hidden="true">❝</span>,
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    label: 'Link',
    icon: (
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
        <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
      </svg>
    ),
    active: (e) => e.isActive('link'),
    // Asks for the address in a dialog (LinkDialog), not with the browser's prompt().
    run: () => {},
    asks: true,
  },
];

const editorClasses = [
  'min-h-40 px-3 py-2 text-slate-800 focus:outline-none',
  '[&_p]:my-2 [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-3 [&_blockquote]:italic [&_a]:text-brand-700 [&_a]:underline',
].join(' ');

export function RichTextEditor({
  name,
  label,
  defaultValue = '',
  error,
}: {
  name: string;
  label: string;
  /** Initial HTML. To clear the field, remount the component (change its key). */
  defaultValue?: string;
  error?: string;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const [html, setHtml] = useState(defaultValue);
  const editor = useEditor({
    // Rendered on the client only: the server sends the label, toolbar and an empty box.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
          isAllowedUri: (url) => isAllowedLink(url),
        },
      }),
    ],
    content: defaultValue,
    editorProps: {
      attributes: {
        class: editorClasses,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-describedby': errorId, 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor }) => setHtml(editor.isEmpty ? '' : editor.getHTML()),
  });

  return (
    <div>
      <span id={labelId} className={labelClass}>
        {label}
      </span>
      <div
        className={
          'mt-1 rounded-md border bg-white shadow-sm focus-within:ring-2 ' +
          'focus-within:ring-brand-600/30 ' +
          `${error ? 'border-red-600' : 'border-slate-300 focus-within:border-brand-600'}`
        }
      >
        <Toolbar editor={editor} label={`${label} formatting`} />
        {editor ? <EditorContent editor={editor} /> : <div className={editorClasses} aria-hidden="true" />}
      </div>
      <input type="hidden" name={name} value={html} />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A toolbar of toggle buttons (aria-pressed) with one tab stop; arrow keys, Home and End move. */
function Toolbar({ editor, label }: { editor: Editor | null; label: string }) {
  const [focusIndex, setFocusIndex] = useState(0);
  const [askingLink, setAskingLink] = useState(false);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const pressed =
    useEditorState({
      editor,
      selector: ({ editor: current }) => TOOLS.map((tool) => (current ? tool.active(current) : false)),
    }) ?? TOOLS.map(() => false);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = TOOLS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? focusIndex === last
          ? 0
          : focusIndex + 1
        : event.key === 'ArrowLeft'
          ? focusIndex === 0
            ? last
            : focusIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <div role="toolbar" aria-label={label} onKeyDown={move} className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1">
      {TOOLS.map((tool, index) => (
        <button
          key={tool.label}
          ref={(node) => {
            buttons.current[index] = node;
          }}
          type="button"
          title={tool.label}
          aria-label={tool.label}
          aria-pressed={pressed[index] ?? false}
          tabIndex={index === focusIndex ? 0 : -1}
          disabled={!editor}
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setFocusIndex(index)}
          onClick={() => editor && (tool.asks ? setAskingLink(true) : tool.run(editor))}
          aria-haspopup={tool.asks ? 'dialog' : undefined}
          className={
            'min-w-9 rounded px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-200 ' +
            'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none ' +
            'disabled:opacity-50 aria-pressed:bg-brand-600 aria-pressed:text-white'
          }
        >
          {tool.icon}
        </button>
      ))}
      {askingLink && editor ? <LinkDialog editor={editor} onClose={() => setAskingLink(false)} /> : null}
    </div>
  );
}

/**
 * The address of the selected text's link: an allowed one sets it, an empty one removes it. The
 * change is made once the dialog has closed, so the focus goes back to the text, not the toolbar.
 */
function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useId();
  const [error, setError] = useState<string | undefined>();
  const change = useRef<((editor: Editor) => void) | null>(null);
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  return (
    <ConfirmDialog
      ref={dialog}
      titleId={`${field}-title`}
      title="Link"
      description="Leave the address empty to remove the link."
      confirmLabel="Save link"
      onClose={() => {
        change.current?.(editor);
        onClose();
      }}
      onConfirm={(values) => {
        const href = String(values.get('href') ?? '').trim();
        if (href && !isAllowedLink(href)) {
          setError(LINK_MESSAGE);
          document.getElementById(field)?.focus();
          return;
        }
        change.current = href
          ? (e) => e.chain().focus().extendMarkRange('link').setLink({ href }).run()
          : (e) => e.chain().focus().extendMarkRange('link').unsetLink().run();
        dialog.current?.close();
      }}
    >
      <Field id={field} label="Link address" hint="Starts with https://, http:// or mailto:" error={error}>
        {(control) => <input {...control} name="href" type="text" inputMode="url" autoComplete="url" defaultValue={current} />}
      </Field>
    </ConfirmDialog>
  );
}
