import type { ChatConversation, ChatMessage, ChatOfflineMessage } from '@croupier/contracts';
import { chatTextLimit } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/data-table/paged-table';
import { BlobImage } from '@/components/ui/blob-image';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useCannedReplies, useCannedReplyActions } from '../api/canned-replies';
import { useConversationActions } from '../api/conversation-actions';
import { useDuty, useRenewDuty, useSetDuty } from '../api/duty';
import { useFollowInbox } from '../api/follow-inbox';
import type { InboxView } from '../api/inbox';
import { useConversation, useInbox } from '../api/inbox';
import { chatListPageSize, downloadTranscript, useOfflineMessages, useTranscripts } from '../api/transcripts';

const tabs = ['inbox', 'cannedReplies', 'offline', 'transcripts'] as const;
type Tab = (typeof tabs)[number];
const views: InboxView[] = ['waiting', 'mine', 'all'];

/**
 * Live chat's console side (decision 0085): the brand's inbox live, one conversation with take, transfer, answer
 * (with canned replies) and close, the on-duty switch, canned replies, offline messages and transcripts.
 */
export default function LiveChatScreen() {
  const { t } = useTranslation(['live-chat', 'common']);
  const [merchant, setMerchant] = useBrandParam();
  const [tab, setTab] = useState<Tab>('inbox');
  const duty = useDuty(merchant);
  const setDuty = useSetDuty(merchant);
  const errorMessage = useErrorMessage();
  const onDuty = duty.data?.onDuty === true;
  useRenewDuty(merchant, onDuty);
  useFollowInbox(merchant);
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
          <p className="text-sm text-slate-500">{t('description')}</p>
        </div>
        <div className="flex items-end gap-3">
          <BrandPicker id="live-chat-brand" value={merchant} onChange={setMerchant} />
          <label className="flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm">
            <input
              type="checkbox"
              data-testid="live-chat-duty"
              checked={onDuty}
              disabled={!merchant || setDuty.isPending}
              onChange={(event) => setDuty.mutate(event.target.checked)}
            />
            {onDuty ? t('duty.on') : t('duty.off')}
          </label>
        </div>
      </header>
      {setDuty.error && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(setDuty.error)}
        </p>
      )}
      {duty.data && (
        <p className="text-xs text-slate-500">
          {t('duty.who', { names: duty.data.operators.map((entry) => entry.username).join(', ') || '—' })}
        </p>
      )}
      <nav className="flex gap-1 border-b border-slate-200" aria-label={t('title')}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            data-testid={`live-chat-tab-${name}`}
            aria-current={tab === name ? 'page' : undefined}
            onClick={() => setTab(name)}
            className={`px-3 py-2 text-sm ${tab === name ? 'border-b-2 border-slate-900 font-semibold' : 'text-slate-600'}`}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </nav>
      {merchant && tab === 'inbox' && <Inbox merchant={merchant} myId={duty.data?.operatorId ?? ''} />}
      {merchant && tab === 'cannedReplies' && <CannedReplies merchant={merchant} />}
      {merchant && tab === 'offline' && <OfflineMessages merchant={merchant} />}
      {merchant && tab === 'transcripts' && <Transcripts merchant={merchant} />}
    </div>
  );
}

function Inbox({ merchant, myId }: { merchant: string; myId: string }) {
  const { t } = useTranslation(['live-chat', 'common']);
  const [view, setView] = useState<InboxView>('waiting');
  const [selected, setSelected] = useState<string | null>(null);
  const inbox = useInbox(merchant, view);
  const timeZone = useBrandTimeZone()(merchant);
  return (
    <div className="grid gap-4 lg:grid-cols-[320px_1fr]">
      <section className="flex flex-col gap-2">
        <div className="flex gap-1">
          {views.map((name) => (
            <Button
              key={name}
              look={view === name ? 'primary' : 'secondary'}
              data-testid={`live-chat-view-${name}`}
              onClick={() => setView(name)}
            >
              {t(`views.${name}`)}
            </Button>
          ))}
        </div>
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white">
          {inbox.data?.content.length === 0 && <li className="px-3 py-4 text-sm text-slate-500">{t('emptyInbox')}</li>}
          {inbox.data?.content.map((conversation) => (
            <li key={conversation.id}>
              <button
                type="button"
                data-testid="live-chat-conversation"
                data-who={conversation.who}
                onClick={() => setSelected(conversation.id)}
                className={`w-full px-3 py-2 text-left text-sm hover:bg-slate-50 ${selected === conversation.id ? 'bg-slate-100' : ''}`}
              >
                <span className="flex justify-between gap-2">
                  <span className="font-medium">
                    {conversation.who || t('visitor')}
                    {conversation.visitor && <span className="ms-1 text-xs text-slate-500">({t('visitor')})</span>}
                  </span>
                  <span className="text-xs text-slate-500">{t(`states.${conversation.state}`)}</span>
                </span>
                <span className="block truncate text-xs text-slate-600">{conversation.lastText}</span>
                <span className="block text-xs text-slate-400 tabular-nums">
                  {formatDateTime(conversation.lastMessageAt, timeZone)}
                  {conversation.assignedOperator ? ` · ${conversation.assignedOperator}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      {selected ? (
        <ConversationView merchant={merchant} id={selected} myId={myId} timeZone={timeZone} />
      ) : (
        <p className="text-sm text-slate-500">{t('pick')}</p>
      )}
    </div>
  );
}

function MessageItem({ message, merchant, timeZone }: { message: ChatMessage; merchant: string; timeZone: string }) {
  const { t } = useTranslation(['live-chat', 'common']);
  const operator = message.authorKind === 'operator';
  return (
    <li
      data-testid="live-chat-message"
      data-author={message.authorKind}
      className={`flex flex-col ${operator ? 'items-end' : 'items-start'}`}
    >
      <span className="text-xs text-slate-500">
        {operator ? message.authorName : t(`authors.${message.authorKind}`)} ·{' '}
        {formatDateTime(message.sentAt, timeZone)}
      </span>
      <div
        className={`max-w-[80%] rounded-md px-3 py-2 text-sm break-words whitespace-pre-wrap ${operator ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-900'}`}
      >
        {message.text}
        {message.attachments.length > 0 && (
          <span className="mt-1 flex gap-2">
            {message.attachments.map((attachment) => (
              <BlobImage
                key={attachment.id}
                path={`/bo/live-chat/${encodeURIComponent(merchant)}/attachments/${attachment.id}`}
                label={t('image')}
                failedText={t('imageFailed')}
              />
            ))}
          </span>
        )}
      </div>
    </li>
  );
}

function ConversationView({
  merchant,
  id,
  myId,
  timeZone,
}: {
  merchant: string;
  id: string;
  myId: string;
  timeZone: string;
}) {
  const { t } = useTranslation(['live-chat', 'common']);
  const errorMessage = useErrorMessage();
  const detail = useConversation(merchant, id);
  const actions = useConversationActions(merchant);
  const canned = useCannedReplies(merchant);
  const duty = useDuty(merchant);
  const [text, setText] = useState('');
  const [transferTo, setTransferTo] = useState('');
  const conversation: ChatConversation | undefined = detail.data?.conversation;
  const mine = conversation?.state === 'open' && conversation.assignedOperatorId === myId;
  const failure = [actions.take, actions.close, actions.transfer, actions.reply].find((action) => action.error)?.error;
  if (!conversation) return <p className="text-sm text-slate-500">{t('loading')}</p>;
  const target = { merchant, id };
  const others = (duty.data?.operators ?? []).filter((entry) => entry.id !== myId);
  return (
    <section className="flex min-h-[480px] flex-col gap-3 rounded-md border border-slate-200 bg-white p-3">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="font-semibold">
            {conversation.who || t('visitor')} {conversation.visitor && `(${t('visitor')})`}
          </h2>
          <p className="text-xs text-slate-500">
            {t(`states.${conversation.state}`)}
            {conversation.assignedOperator ? ` · ${conversation.assignedOperator}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {conversation.state === 'waiting' && (
            <Button data-testid="live-chat-take" onClick={() => actions.take.mutate(target)}>
              {t('take')}
            </Button>
          )}
          {mine && others.length > 0 && (
            <span className="flex gap-1">
              <select
                aria-label={t('transferTo')}
                className={inputClass}
                value={transferTo}
                onChange={(event) => setTransferTo(event.target.value)}
              >
                <option value="">{t('transferTo')}</option>
                {others.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.username}
                  </option>
                ))}
              </select>
              <Button
                look="secondary"
                disabled={!transferTo}
                onClick={() => actions.transfer.mutate({ ...target, operatorId: transferTo })}
              >
                {t('transfer')}
              </Button>
            </span>
          )}
          {conversation.state !== 'closed' && (mine || conversation.state === 'waiting') && (
            <Button look="danger" data-testid="live-chat-close" onClick={() => actions.close.mutate(target)}>
              {t('close')}
            </Button>
          )}
        </div>
      </header>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(failure)}
        </p>
      )}
      <ol className="flex max-h-[520px] min-h-0 flex-1 flex-col gap-2 overflow-y-auto">
        {detail.data?.messages.map((message) => (
          <MessageItem key={message.id} message={message} merchant={merchant} timeZone={timeZone} />
        ))}
      </ol>
      {conversation.state !== 'closed' && (mine || conversation.state === 'waiting') && (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim() === '') return;
            actions.reply.mutate({ ...target, text, attachments: [] }, { onSuccess: () => setText('') });
          }}
        >
          {canned.data && canned.data.length > 0 && (
            <select
              aria-label={t('cannedReply')}
              className={inputClass}
              value=""
              onChange={(event) => {
                const chosen = canned.data.find((reply) => reply.id === event.target.value);
                if (chosen) setText(chosen.text);
              }}
            >
              <option value="">{t('cannedReply')}</option>
              {canned.data.map((reply) => (
                <option key={reply.id} value={reply.id}>
                  {reply.title}
                </option>
              ))}
            </select>
          )}
          <textarea
            data-testid="live-chat-reply-input"
            aria-label={t('reply')}
            className={inputClass}
            rows={3}
            maxLength={chatTextLimit}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <div className="flex justify-end">
            <Button type="submit" data-testid="live-chat-reply-send" disabled={actions.reply.isPending}>
              {t('send')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function CannedReplies({ merchant }: { merchant: string }) {
  const { t } = useTranslation(['live-chat', 'common']);
  const errorMessage = useErrorMessage();
  const replies = useCannedReplies(merchant);
  const { save, remove } = useCannedReplyActions(merchant);
  const [editing, setEditing] = useState<{ id: string | null; title: string; text: string }>({
    id: null,
    title: '',
    text: '',
  });
  const failure = save.error ?? remove.error;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white">
        {replies.data?.length === 0 && <li className="px-3 py-4 text-sm text-slate-500">{t('canned.empty')}</li>}
        {replies.data?.map((reply) => (
          <li key={reply.id} className="flex items-start justify-between gap-2 px-3 py-2 text-sm">
            <span>
              <span className="block font-medium">{reply.title}</span>
              <span className="block text-xs whitespace-pre-wrap text-slate-600">{reply.text}</span>
            </span>
            <span className="flex gap-1">
              <Button
                look="secondary"
                onClick={() => setEditing({ id: reply.id, title: reply.title, text: reply.text })}
              >
                {t('canned.edit')}
              </Button>
              <Button look="danger" onClick={() => remove.mutate(reply.id)}>
                {t('canned.delete')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <form
        className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { id: editing.id, reply: { title: editing.title, text: editing.text } },
            { onSuccess: () => setEditing({ id: null, title: '', text: '' }) },
          );
        }}
      >
        <h2 className="font-semibold">{editing.id ? t('canned.edit') : t('canned.add')}</h2>
        <input
          aria-label={t('canned.titleField')}
          placeholder={t('canned.titleField')}
          className={inputClass}
          required
          maxLength={60}
          value={editing.title}
          onChange={(event) => setEditing({ ...editing, title: event.target.value })}
        />
        <textarea
          aria-label={t('canned.textField')}
          placeholder={t('canned.textField')}
          className={inputClass}
          required
          rows={4}
          maxLength={chatTextLimit}
          value={editing.text}
          onChange={(event) => setEditing({ ...editing, text: event.target.value })}
        />
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(failure)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          {editing.id && (
            <Button look="secondary" onClick={() => setEditing({ id: null, title: '', text: '' })}>
              {t('canned.cancel')}
            </Button>
          )}
          <Button type="submit" disabled={save.isPending}>
            {t('canned.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function OfflineMessages({ merchant }: { merchant: string }) {
  const { t } = useTranslation(['live-chat', 'common']);
  const [pageNo, setPageNo] = useState(1);
  const messages = useOfflineMessages(merchant, pageNo);
  const timeZone = useBrandTimeZone()(merchant);
  const columns: ColumnDef<ChatOfflineMessage, unknown>[] = [
    {
      id: 'receivedAt',
      header: t('offline.receivedAt'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.receivedAt, timeZone)}</span>
      ),
    },
    {
      id: 'name',
      header: t('offline.name'),
      cell: ({ row }) => (
        <>
          {row.original.name}
          {row.original.username && <span className="block text-xs text-slate-500">{row.original.username}</span>}
        </>
      ),
    },
    { id: 'contact', header: t('offline.contact'), cell: ({ row }) => row.original.contact },
    {
      id: 'message',
      header: t('offline.message'),
      cell: ({ row }) => <span className="block max-w-96 whitespace-pre-wrap">{row.original.text}</span>,
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <PagedTable
        list={messages}
        columns={columns}
        pageNo={pageNo}
        pageSize={chatListPageSize}
        rowKey={(row) => row.id}
        emptyText={t('offline.empty')}
        onPage={setPageNo}
        onPageSize={() => setPageNo(1)}
      />
    </div>
  );
}

function Transcripts({ merchant }: { merchant: string }) {
  const { t } = useTranslation(['live-chat', 'common']);
  const errorMessage = useErrorMessage();
  const [search, setSearch] = useState({ who: '', from: '', to: '', pageNo: 1 });
  const [draft, setDraft] = useState({ who: '', from: '', to: '' });
  const [failure, setFailure] = useState<unknown>(null);
  const transcripts = useTranscripts(merchant, search);
  const timeZone = useBrandTimeZone()(merchant);
  const download = (id: string, format: 'text' | 'csv') => {
    setFailure(null);
    downloadTranscript(merchant, id, format).catch(setFailure);
  };
  const columns: ColumnDef<ChatConversation, unknown>[] = [
    {
      id: 'startedAt',
      header: t('transcripts.startedAt'),
      cell: ({ row }) => <span className="tabular-nums">{formatDateTime(row.original.startedAt, timeZone)}</span>,
    },
    {
      id: 'with',
      header: t('transcripts.with'),
      cell: ({ row }) => (
        <>
          {row.original.who || t('visitor')} {row.original.visitor && `(${t('visitor')})`}
        </>
      ),
    },
    { id: 'operator', header: t('transcripts.operator'), cell: ({ row }) => row.original.assignedOperator ?? '—' },
    {
      id: 'closedAt',
      header: t('transcripts.closedAt'),
      cell: ({ row }) => (
        <span className="tabular-nums">
          {row.original.closedAt ? formatDateTime(row.original.closedAt, timeZone) : '—'}
        </span>
      ),
    },
    {
      id: 'download',
      header: '',
      cell: ({ row }) => (
        <span className="flex justify-end gap-1">
          <Button look="secondary" onClick={() => download(row.original.id, 'text')}>
            {t('transcripts.text')}
          </Button>
          <Button look="secondary" onClick={() => download(row.original.id, 'csv')}>
            CSV
          </Button>
        </span>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch({ ...draft, pageNo: 1 });
        }}
      >
        <input
          aria-label={t('transcripts.who')}
          placeholder={t('transcripts.who')}
          className={inputClass}
          value={draft.who}
          onChange={(event) => setDraft({ ...draft, who: event.target.value })}
        />
        <input
          type="date"
          aria-label={t('transcripts.from')}
          className={inputClass}
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <input
          type="date"
          aria-label={t('transcripts.to')}
          className={inputClass}
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Button type="submit">{t('transcripts.search')}</Button>
      </form>
      {Boolean(failure) && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(failure)}
        </p>
      )}
      <PagedTable
        list={transcripts}
        columns={columns}
        pageNo={search.pageNo}
        pageSize={chatListPageSize}
        rowKey={(row) => row.id}
        emptyText={t('transcripts.empty')}
        onPage={(pageNo) => setSearch({ ...search, pageNo })}
        onPageSize={() => setSearch({ ...search, pageNo: 1 })}
      />
    </div>
  );
}
