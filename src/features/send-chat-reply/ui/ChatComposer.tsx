import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { callApi, chatContract, errorText, useFileUpload } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { IconButton } from '@/shared/ui/icon-button';
import { TextArea } from '@/shared/ui/text-area';
import { CHAT_IMAGE_LIMITS, RELOAD_AFTER_REFUSAL_MS } from '../config/limits';
import { composerState, type RecorderStatus } from '../model/composerRules';
import { enterBelongsToControl, isPlainEnter } from '../model/enterKey';
import { checkChatImage } from '../model/imageCheck';
import { isTeacherAlreadyAssigned, replyBody } from '../model/replyBody';
import { ImageIcon, RemoveIcon, SendIcon } from './icons';

/** What the composer hands the voice recorder it hosts. */
export interface RecorderSlotProps {
  /** Recording is locked (text is typed or an image is chosen). */
  isDisabled: boolean;
  /** The recorder reports where it stands, so the composer can lock its text box and enable Send. */
  onStatusChange(status: RecorderStatus): void;
  /** The recorder hands over a stored take; the composer sends it as an AUDIO message (throws on failure). */
  onRecorded(reply: { key: string }): Promise<void>;
  /** Lets the composer's Send (and Enter) send a waiting take through the recorder. */
  ref(handle: { send(): void } | null): void;
}

export interface ChatComposerProps {
  /** The conversation the reply goes to (its course and lesson numbers are echoed back). */
  conversation: chatContract.Conversation | chatContract.ConversationSummary;
  /** The signed-in staff member. */
  senderId: number;
  /** After each message the server accepted, e.g. to reload the conversation. */
  onSent?(message: chatContract.ChatMessage): void;
  /** Puts a voice recorder beside the text box; it receives the slot's props. */
  renderRecorder?(slot: RecorderSlotProps): ReactNode;
  /**
   * Answers on the page Ctrl+Shift+F (focus the message box) and Enter while a recorded take waits
   * (sends it); turn it on only for the open chat.
   */
  keyboardShortcuts?: boolean;
  /** How the page reloads after the 'Teacher is already assigned' refusal (stories replace it). */
  reloadPage?(): void;
}

interface ChosenImage {
  file: File;
  preview: string;
}

const reloadWindow = () => window.location.reload();

/** Renders the hosted recorder with the slot's props (its own component, so the slot's callbacks stay out of the composer's render). */
function RecorderSlot({
  render,
  slot,
  isDisabled,
}: {
  render(slot: RecorderSlotProps): ReactNode;
  slot: RecorderSlotProps;
  isDisabled: boolean;
}) {
  return render({ ...slot, isDisabled });
}

/**
 * The chat composer: a message box (Enter sends, Shift+Enter starts a new line), an image button and
 * Send, with a place for the voice recorder. Send stays disabled until there is text, an image or a
 * recorded take; typing locks the recorder and recording locks the message box. With
 * `keyboardShortcuts`, Enter also sends a waiting take. A refused send keeps what was typed and shows
 * the server's message; when another teacher already holds the chat the page reloads.
 */
export function ChatComposer({
  conversation,
  senderId,
  onSent,
  renderRecorder,
  keyboardShortcuts = false,
  reloadPage = reloadWindow,
}: ChatComposerProps) {
  const { t } = useTranslation('send-chat-reply');
  const [text, setText] = useState('');
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [recorder, setRecorder] = useState<RecorderStatus>('idle');
  const [emptyNotice, setEmptyNotice] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const recorderRef = useRef<{ send(): void } | null>(null);
  const [reloadDue, setReloadDue] = useState(false);
  const { upload } = useFileUpload('CHAT_IMAGE_PRIVATE');
  const fileInputId = useId();

  const state = composerState({ text, hasImage: image !== null, recorder });

  // After the 'Teacher is already assigned' refusal the page reloads, once the message could be read.
  useEffect(() => {
    if (!reloadDue) return undefined;
    const timer = window.setTimeout(reloadPage, RELOAD_AFTER_REFUSAL_MS);
    return () => window.clearTimeout(timer);
  }, [reloadDue, reloadPage]);
  useEffect(() => () => (image ? URL.revokeObjectURL(image.preview) : undefined), [image]);

  /** Shows why a send failed; the one refusal the spec names also reloads the page. */
  const fail = (error: unknown) => {
    const message = errorText(error) || t('failed');
    setFailure(message);
    if (isTeacherAlreadyAssigned(error)) setReloadDue(true);
  };

  const sendMessage = async (messageType: chatContract.MessageType, messageBody: string) => {
    const reply = await callApi(chatContract.sendModeratorMessage, {
      body: replyBody(conversation, senderId, messageType, messageBody),
    });
    onSent?.(reply.data);
  };

  const send = async () => {
    if (isSending) return;
    if (!state.canSend) {
      setEmptyNotice(true);
      return;
    }
    setEmptyNotice(false);
    setFailure(null);
    setSending(true);
    try {
      if (image) {
        let key: string;
        try {
          key = await upload(image.file);
        } catch {
          setFailure(t('image.uploadFailed'));
          return;
        }
        await sendMessage('IMAGE', key);
        setImage(null);
      }
      if (state.hasText) {
        await sendMessage('TEXT', text.trim());
        setText('');
      }
      // A waiting take goes through the recorder, which calls onRecorded with its stored key.
      if (state.hasTake) recorderRef.current?.send();
    } catch (error) {
      fail(error);
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    if (!(event.target instanceof HTMLTextAreaElement)) return;
    event.preventDefault();
    void send();
  };

  // The page-wide keys of the open chat. The message box answers its own Enter (see onKeyDown); a
  // waiting take has no text box to type Enter in (recording locks it), so Enter anywhere sends it,
  // unless the focus is on a control that Enter works itself (a button, a link, another field).
  const onPageKey = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (event.ctrlKey && event.shiftKey && !event.altKey && !event.metaKey && event.key.toLowerCase() === 'f') {
      event.preventDefault();
      textRef.current?.focus();
    } else if (isPlainEnter(event) && state.hasTake && !enterBelongsToControl(event.target)) {
      event.preventDefault();
      void send();
    }
  });
  useEffect(() => {
    if (!keyboardShortcuts) return undefined;
    const listener = (event: globalThis.KeyboardEvent) => onPageKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [keyboardShortcuts]);

  const chooseImage = async (file: File | undefined) => {
    if (!file) return;
    setImageProblem(null);
    const { problem, pixels } = await checkChatImage(file);
    if (problem === 'type') setImageProblem(t('image.wrongType'));
    else if (problem === 'size') setImageProblem(t('image.tooLarge', { size: CHAT_IMAGE_LIMITS.maxBytes / (1024 * 1024) }));
    else if (problem === 'unreadable') setImageProblem(t('image.unreadable'));
    else if (problem === 'dimensions' && pixels) setImageProblem(t('image.dimensions', { ...CHAT_IMAGE_LIMITS, width: pixels.width, height: pixels.height }));
    else {
      setImage({ file, preview: URL.createObjectURL(file) });
      setEmptyNotice(false);
    }
  };

  const slot = useMemo<RecorderSlotProps>(
    () => ({
      isDisabled: true,
      onStatusChange: (status) => {
        setRecorder(status);
        if (status !== 'idle') setEmptyNotice(false);
      },
      onRecorded: async ({ key }) => {
        setFailure(null);
        try {
          await sendMessage('AUDIO', key);
        } catch (error) {
          fail(error);
          throw error;
        }
      },
      ref: (handle) => {
        recorderRef.current = handle;
      },
    }),
    // The slot's callbacks read the latest conversation through sendMessage; rebuild when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [conversation, senderId, onSent],
  );

  return (
    <div className="@container flex flex-col gap-2 border-t border-border bg-surface p-3">
      {failure && (
        <Alert tone="danger" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {imageProblem && (
        <Alert tone="warning" onDismiss={() => setImageProblem(null)}>
          {imageProblem}
        </Alert>
      )}
      {image && (
        <div className="flex items-center gap-2 self-start rounded-control border border-border bg-surface-muted p-1.5 pe-2">
          <img src={image.preview} alt={t('image.previewAlt', { name: image.file.name })} className="size-10 rounded object-cover" />
          <span className="max-w-48 truncate text-sm text-ink">{image.file.name}</span>
          <IconButton
            size="sm"
            label={t('image.remove')}
            icon={<RemoveIcon />}
            onPress={() => setImage(null)}
            isDisabled={isSending}
          />
        </div>
      )}
      {/* In a narrow pane (a phone's drawer) the message box takes the whole width, the buttons a row below. */}
      <div className="flex flex-wrap items-end gap-2 @md:flex-nowrap">
        {/* Enter sends from the message box; the key press bubbles up from the textarea. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div className="min-w-0 flex-1 basis-full @md:basis-0" onKeyDown={onKeyDown}>
          <TextArea
            label={t('label')}
            hideLabel
            placeholder={t('placeholder')}
            rows={2}
            value={text}
            onChange={(next) => {
              setText(next);
              if (next.trim()) setEmptyNotice(false);
            }}
            maxLength={chatContract.CHAT_LIMITS.text}
            isDisabled={!state.canType}
            errorMessage={emptyNotice ? t('empty') : undefined}
            description={t('hint')}
            inputRef={textRef}
          />
        </div>
        <input
          ref={fileRef}
          id={fileInputId}
          type="file"
          hidden
          accept={CHAT_IMAGE_LIMITS.mimeTypes.join(',')}
          aria-label={t('image.choose')}
          onChange={(event) => {
            void chooseImage(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {/* The buttons share one row; a recording in progress narrows its waveform to fit. */}
        <div className="flex min-w-0 flex-1 items-end justify-end gap-2 @md:flex-initial">
          <IconButton
            label={t('image.choose')}
            icon={<ImageIcon />}
            variant="secondary"
            onPress={() => fileRef.current?.click()}
            isDisabled={!state.canAttach || isSending}
          />
          {renderRecorder && <RecorderSlot render={renderRecorder} slot={slot} isDisabled={!state.canRecord || isSending} />}
          <Button onPress={() => void send()} isDisabled={!state.canSend} isPending={isSending} icon={<SendIcon />}>
            {/* A narrow pane keeps the icon only, so the buttons and a recording fit on one row. */}
            <span className="@max-md:sr-only">{t('send')}</span>
          </Button>
        </div>
      </div>
    </div>
  );
}
