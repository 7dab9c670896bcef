import { chatAttachmentRules, chatTextLimit } from '@croupier/contracts';
import type { ChatMessage, ChatRoom, ChatState } from '@croupier/contracts';
import { Headset, ImagePlus, Send, X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast-provider';
import { formatDateTime } from '@/lib/format-date-time';
import { useMemberSession } from '@/lib/member-session';
import { readImageFile } from '@/lib/read-image-file';
import type { PickedImage } from '@/lib/read-image-file';
import { useErrorMessage } from '@/lib/use-error-message';
import { useLanguage } from '@/lib/use-language';
import { followChatEvents } from '../api/follow-chat-events';
import { useServiceOptions } from '../api/get-service-options';
import { launchChat } from '../api/launch-chat';
import { leaveOfflineMessage } from '../api/leave-offline-message';
import { readChatImage } from '../api/read-chat-image';
import { sendChatMessage } from '../api/send-chat-message';

type ChatRoomDialogProps = { onClose: () => void; timeZone: string };

/** Adds messages the room has not shown yet (a send's answer and the stream may both bring the same one). */
function mergeMessages(shown: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const known = new Set(shown.map((message) => message.id));
  const added = more.filter((message) => !known.has(message.id));
  if (added.length === 0) return shown;
  return [...shown, ...added].sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/**
 * The chat room (spec §2): a full screen on a phone, the 440 by 750 customer-service window from a wider screen.
 * Members and visitors alike: history, text and images, live answers; the offline form while nobody is on duty.
 */
export function ChatRoomDialog({ onClose, timeZone }: ChatRoomDialogProps) {
  const { t } = useTranslation('chat');
  const { t: tCommon } = useTranslation();
  const language = useLanguage();
  const signedIn = useMemberSession() !== null;
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const errorMessage = useErrorMessage();
  const { showToast } = useToast();
  const options = useServiceOptions();
  const [room, setRoom] = useState<ChatRoom | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [state, setState] = useState<ChatState>('waiting');
  const [failure, setFailure] = useState<string | null>(null);
  const [launches, setLaunches] = useState(0);
  const [leavingMessage, setLeavingMessage] = useState(false);

  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useLayoutEffect(() => {
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    function closeOnEscape(event: globalThis.KeyboardEvent) {
      if (event.key === 'Escape') onCloseRef.current();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      returnFocusTo?.focus();
    };
  }, []);

  useEffect(() => {
    let active = true;
    launchChat(language, signedIn).then(
      (launched) => {
        if (!active) return;
        setRoom(launched);
        setMessages(launched.messages);
        setState(launched.state);
        setFailure(null);
      },
      (error: unknown) => {
        if (active) setFailure(errorMessage(error));
      },
    );
    return () => {
      active = false;
    };
    // The language only picks an error's text: it must not open the chat again; `launches` starts a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, launches]);

  const conversationId = room?.conversationId ?? null;
  useEffect(() => {
    if (!conversationId) return;
    const controller = new AbortController();
    void followChatEvents({
      conversationId,
      language,
      signedIn,
      signal: controller.signal,
      onEvent: (event) => {
        if (event.type === 'message') setMessages((shown) => mergeMessages(shown, [event.message]));
        else setState(event.state);
      },
      // Messages written while the stream was down come back with the history.
      onReconnect: () =>
        void launchChat(language, signedIn)
          .then((again) => {
            if (again.conversationId === conversationId) setMessages((shown) => mergeMessages(shown, again.messages));
          })
          .catch(() => undefined),
    });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversationId, signedIn]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  const nobodyOnDuty = options.data ? !options.data.liveChat.onDuty : room ? !room.onDuty : false;
  // Whether someone came on duty while the room is open: the notice and the offline form follow it.
  useEffect(() => {
    const timer = setInterval(() => void options.refetch(), 30_000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const mine = (message: ChatMessage) => message.authorKind === 'member' || message.authorKind === 'visitor';

  return (
    <div className="fixed inset-0 z-50 sm:inset-auto sm:end-5 sm:bottom-5">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="chat-room"
        className="flex h-dvh w-full flex-col bg-surface outline-none sm:h-[750px] sm:max-h-[calc(100dvh-2.5rem)] sm:w-[440px] sm:animate-rise-in sm:overflow-hidden sm:rounded-card sm:border sm:border-border sm:shadow-[0_24px_64px_-16px_rgb(0_0_0/0.7)]"
      >
        <header className="flex items-center gap-3 border-b border-border bg-raised px-4 py-2">
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-accent/15 text-accent">
            <Headset className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="truncate text-base font-semibold">
              {t('title')}
            </h2>
            <p className="truncate text-xs text-text-2">{t('subtitle')}</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={tCommon('actions.close')}
            data-testid="chat-room-close"
            className="grid size-11 place-items-center rounded-control text-text-2 transition-colors duration-150 hover:bg-surface hover:text-text"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </header>

        <ol
          ref={listRef}
          aria-live="polite"
          data-testid="chat-messages"
          className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-4 scrollbar-thin"
        >
          {failure ? (
            <li role="alert" className="text-center text-sm text-danger">
              {failure}
            </li>
          ) : !room ? (
            <li className="text-center text-sm text-text-2">{t('connecting')}</li>
          ) : messages.length === 0 ? (
            <li className="text-center text-sm text-text-2">{t('empty')}</li>
          ) : null}
          {messages.map((message) => (
            <li
              key={message.id}
              data-testid="chat-message"
              data-author={message.authorKind}
              className={`flex flex-col ${mine(message) ? 'items-end' : 'items-start'}`}
            >
              <span className="mb-1 text-[11px] text-text-3">
                {mine(message) ? t('you') : message.authorName || t('operator')} ·{' '}
                {formatDateTime(message.sentAt, timeZone)}
              </span>
              <div
                className={`max-w-[85%] rounded-card px-3 py-2 text-sm break-words whitespace-pre-wrap ${mine(message) ? 'bg-accent text-on-accent' : 'bg-raised text-text'}`}
              >
                {message.text}
                {message.attachments.length > 0 ? (
                  <span className="mt-1 flex flex-wrap gap-2">
                    {message.attachments.map((attachment) => (
                      <ChatImage key={attachment.id} id={attachment.id} />
                    ))}
                  </span>
                ) : null}
              </div>
            </li>
          ))}
          {room && state === 'waiting' && messages.some(mine) ? (
            <li className="text-center text-xs text-text-3">{t('waiting')}</li>
          ) : null}
        </ol>

        {room && state === 'closed' ? (
          <div className="space-y-3 border-t border-border px-4 py-4 text-center">
            <p className="text-sm text-text-2">{t('closed')}</p>
            <Button onClick={() => setLaunches((count) => count + 1)} data-testid="chat-start-new">
              {t('startNew')}
            </Button>
          </div>
        ) : room && nobodyOnDuty && leavingMessage ? (
          <OfflineForm language={language} onBack={() => setLeavingMessage(false)} />
        ) : room ? (
          <>
            {nobodyOnDuty ? (
              <div
                data-testid="chat-nobody-on-duty"
                className="flex items-center justify-between gap-3 border-t border-border bg-raised/60 px-4 py-2 text-xs text-text-2"
              >
                <span>{t('offline.title')}</span>
                <button
                  type="button"
                  data-testid="chat-offline-open"
                  onClick={() => setLeavingMessage(true)}
                  className="shrink-0 font-medium text-accent underline-offset-2 hover:underline"
                >
                  {t('offline.send')}
                </button>
              </div>
            ) : null}
            <Composer
              onSend={async (text, images) => {
                try {
                  const sent = await sendChatMessage(language, {
                    conversationId: room.conversationId,
                    text,
                    attachments: images.map((image) => image.dataUrl),
                    signedIn,
                  });
                  setMessages((shown) => mergeMessages(shown, [sent]));
                  return true;
                } catch (error) {
                  showToast(errorMessage(error), 'error');
                  return false;
                }
              }}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}

/** An image of the conversation, fetched with the caller's token (images are private to the conversation). */
function ChatImage({ id }: { id: string }) {
  const { t } = useTranslation('chat');
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    void readChatImage(id, controller.signal).then((read) => {
      made = read;
      if (!controller.signal.aborted) setUrl(read);
      else if (read) URL.revokeObjectURL(read);
    });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);
  if (url === undefined) return <span className="block size-24 animate-pulse rounded-control bg-bg/40" />;
  if (url === null) return <span className="text-xs text-text-3">{t('imageUnavailable')}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      <img src={url} alt={t('imageAlt')} className="max-h-40 max-w-full rounded-control object-contain" />
    </a>
  );
}

/** Text and up to three images; Enter sends, Shift+Enter starts a new line. */
function Composer({ onSend }: { onSend: (text: string, images: PickedImage[]) => Promise<boolean> }) {
  const { t } = useTranslation('chat');
  const inputId = useId();
  const [text, setText] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const max = chatAttachmentRules.maxCount;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = '';
    setProblem(null);
    const room = max - images.length;
    if (files.length > room) setProblem(t('problems.tooManyImages', { max }));
    const read = await Promise.all(files.slice(0, Math.max(room, 0)).map((file) => readImageFile(file)));
    const accepted: PickedImage[] = [];
    for (const result of read) {
      if ('problem' in result)
        setProblem(t(result.problem === 'UPLOAD_SIZE' ? 'problems.imageSize' : 'problems.imageType'));
      else accepted.push(result);
    }
    if (accepted.length > 0) setImages((shown) => [...shown, ...accepted]);
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (sending || (text.trim() === '' && images.length === 0)) return;
    setSending(true);
    const sent = await onSend(text, images);
    setSending(false);
    if (sent) {
      setText('');
      setImages([]);
      setProblem(null);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2 border-t border-border px-3 py-3">
      {images.length > 0 ? (
        <div className="flex gap-2">
          {images.map((image, index) => (
            <figure key={`${image.fileName}-${index}`} className="relative size-14 overflow-hidden rounded-control">
              <img src={image.dataUrl} alt="" className="size-full object-cover" />
              <button
                type="button"
                onClick={() => setImages((shown) => shown.filter((_, other) => other !== index))}
                aria-label={t('removeImage', { number: index + 1 })}
                className="absolute end-0.5 top-0.5 grid size-6 place-items-center rounded-full bg-black/70 text-white"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </figure>
          ))}
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="text-[13px] text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <label
          htmlFor={inputId}
          aria-disabled={images.length >= max || undefined}
          className={`grid size-11 shrink-0 place-items-center rounded-control border border-border text-text-2 transition-colors duration-150 focus-within:outline-2 focus-within:outline-accent ${images.length >= max ? 'pointer-events-none opacity-50' : 'cursor-pointer hover:text-accent'}`}
        >
          <ImagePlus className="size-5" aria-hidden="true" />
          <span className="sr-only">{t('attach')}</span>
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            disabled={images.length >= max}
            data-testid="chat-attach"
            onChange={(event) => void pick(event)}
            className="sr-only"
          />
        </label>
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={chatTextLimit}
          rows={1}
          aria-label={t('placeholder')}
          placeholder={t('placeholder')}
          data-testid="chat-input"
          className="max-h-32 min-h-11 flex-1 resize-none rounded-control border border-border bg-bg/60 px-3 py-2.5 text-sm outline-none focus:border-accent"
        />
        <button
          type="submit"
          disabled={sending || (text.trim() === '' && images.length === 0)}
          aria-label={t('send')}
          data-testid="chat-send"
          className="grid size-11 shrink-0 place-items-center rounded-control bg-accent text-on-accent transition-opacity duration-150 disabled:opacity-50"
        >
          <Send className="size-5" aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}

/** The form left while nobody is on duty: a name, a way to reach the player, and the message. */
function OfflineForm({ language, onBack }: { language: ReturnType<typeof useLanguage>; onBack: () => void }) {
  const { t } = useTranslation('chat');
  const errorMessage = useErrorMessage();
  const [fields, setFields] = useState({ name: '', contact: '', text: '' });
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (Object.values(fields).some((value) => value.trim() === '')) {
      setProblem(t('problems.required'));
      return;
    }
    setSending(true);
    try {
      await leaveOfflineMessage(language, fields);
      setSent(true);
      setProblem(null);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <p role="status" data-testid="chat-offline-sent" className="border-t border-border px-4 py-4 text-center text-sm">
        {t('offline.sent')}
      </p>
    );
  }
  const fieldClass =
    'w-full rounded-control border border-border bg-bg/60 px-3 py-2 text-sm outline-none focus:border-accent';
  return (
    <form
      onSubmit={(event) => void submit(event)}
      data-testid="chat-offline-form"
      className="space-y-2 border-t border-border px-4 py-3"
    >
      <p className="text-sm font-semibold">{t('offline.title')}</p>
      <p className="text-xs text-text-2">{t('offline.description')}</p>
      <input
        value={fields.name}
        onChange={(event) => setFields({ ...fields, name: event.target.value })}
        maxLength={40}
        aria-label={t('offline.name')}
        placeholder={t('offline.name')}
        className={fieldClass}
      />
      <input
        value={fields.contact}
        onChange={(event) => setFields({ ...fields, contact: event.target.value })}
        maxLength={120}
        aria-label={t('offline.contact')}
        placeholder={t('offline.contact')}
        className={fieldClass}
      />
      <textarea
        value={fields.text}
        onChange={(event) => setFields({ ...fields, text: event.target.value })}
        maxLength={chatTextLimit}
        rows={3}
        aria-label={t('offline.message')}
        placeholder={t('offline.message')}
        className={`${fieldClass} resize-none`}
      />
      {problem ? (
        <p role="alert" className="text-[13px] text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onBack} className="flex-1">
          {t('offline.back')}
        </Button>
        <Button type="submit" disabled={sending} className="flex-1">
          {t('offline.send')}
        </Button>
      </div>
    </form>
  );
}
