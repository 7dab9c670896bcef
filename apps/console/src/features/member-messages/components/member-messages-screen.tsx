import type { MessageAudienceName, SendMemberMessageBody } from '@croupier/contracts';
import { messageAudiences, messageBodyLimit, messageTitleLimit } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaginationBar } from '@/components/data-table/pagination-bar';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useSentMessages } from '../api/list-sent-messages';
import { useSendMemberMessage } from '../api/send-member-message';

const recipients = ['member', ...messageAudiences] as const;
type Recipient = (typeof recipients)[number];

/**
 * The member inbox's console side: write to one member by username or to the brand's players, agents or everyone,
 * and the messages sent, with how many members read each. The server audits every send.
 */
export default function MemberMessagesScreen() {
  const { t } = useTranslation(['member-messages', 'common']);
  const errorMessage = useErrorMessage();
  const [merchant, setMerchant] = useBrandParam();
  const timeZone = useBrandTimeZone()(merchant);
  const [pageNo, setPageNo] = useState(1);
  const [composing, setComposing] = useState(false);
  const sent = useSentMessages({ merchant, pageNo });
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
          <p className="text-sm text-slate-500">{t('description')}</p>
        </div>
        <div className="flex items-end gap-3">
          <BrandPicker id="member-messages-brand" value={merchant} onChange={setMerchant} />
          <Button disabled={!merchant} onClick={() => setComposing(true)}>
            {t('compose')}
          </Button>
        </div>
      </header>
      {sent.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(sent.error)}
        </p>
      )}
      <table className="w-full border-collapse rounded-md bg-white text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
            <th className="px-3 py-2">{t('columns.sentAt')}</th>
            <th className="px-3 py-2">{t('columns.to')}</th>
            <th className="px-3 py-2">{t('columns.message')}</th>
            <th className="px-3 py-2">{t('columns.sentBy')}</th>
            <th className="px-3 py-2 text-right">{t('columns.readCount')}</th>
          </tr>
        </thead>
        <tbody>
          {sent.data?.content.length === 0 && (
            <tr>
              <td colSpan={5} className="px-3 py-4 text-center text-slate-500">
                {t('empty')}
              </td>
            </tr>
          )}
          {sent.data?.content.map((message) => (
            <tr key={message.id} className="border-b border-slate-100 align-top">
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatDateTime(message.sentAt, timeZone)}</td>
              <td className="px-3 py-2">{message.username ?? t(`recipients.${message.audience ?? 'everyone'}`)}</td>
              <td className="max-w-96 px-3 py-2">
                <div className="font-medium">{message.title}</div>
                <div className="line-clamp-3 whitespace-pre-wrap text-xs text-slate-600">{message.body}</div>
              </td>
              <td className="px-3 py-2">{message.sentBy}</td>
              <td className="px-3 py-2 text-right tabular-nums">{message.readCount.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {sent.data && (
        <PaginationBar
          pageNo={sent.data.pageNum}
          totalPages={sent.data.totalPages}
          total={sent.data.total}
          pageSize={20}
          onPage={setPageNo}
          onPageSize={() => setPageNo(1)}
        />
      )}
      {composing && <ComposeDialog merchant={merchant} onClose={() => setComposing(false)} />}
    </div>
  );
}

function ComposeDialog({ merchant, onClose }: { merchant: string; onClose: () => void }) {
  const { t } = useTranslation(['member-messages', 'common']);
  const errorMessage = useErrorMessage();
  const send = useSendMemberMessage();
  const [recipient, setRecipient] = useState<Recipient>('member');
  const [username, setUsername] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const message = (): SendMemberMessageBody =>
    recipient === 'member'
      ? { to: 'member', username, title, body }
      : { to: 'broadcast', audience: recipient satisfies MessageAudienceName, title, body };
  return (
    <FormDialog
      title={t('compose')}
      confirmLabel={t('send')}
      pending={send.isPending}
      error={send.error ? errorMessage(send.error) : null}
      onCancel={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate({ merchant, message: message() }, { onSuccess: onClose });
      }}
    >
      <FormField label={t('fields.to')} htmlFor="message-recipient">
        <select
          id="message-recipient"
          className={inputClass}
          value={recipient}
          onChange={(event) => setRecipient(event.target.value as Recipient)}
        >
          {recipients.map((option) => (
            <option key={option} value={option}>
              {t(`recipients.${option}`)}
            </option>
          ))}
        </select>
      </FormField>
      {recipient === 'member' && (
        <FormField label={t('fields.username')} htmlFor="message-username">
          <input
            id="message-username"
            className={inputClass}
            required
            maxLength={64}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </FormField>
      )}
      <FormField label={t('fields.title')} htmlFor="message-title">
        <input
          id="message-title"
          className={inputClass}
          required
          maxLength={messageTitleLimit}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </FormField>
      <FormField label={t('fields.body')} htmlFor="message-body">
        <textarea
          id="message-body"
          className={inputClass}
          required
          rows={6}
          maxLength={messageBodyLimit}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
