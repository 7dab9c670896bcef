import type { MemberMessage } from '@croupier/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/message-dialog';
import { Modal } from '@/components/ui/modal';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { Pagination } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useDeleteMessage } from '../api/delete-message';
import { useMessages } from '../api/list-messages';
import { useReadMessage } from '../api/read-message';

/** `YYYY/MM/DD` in the brand's zone: the list shows the day a message came. */
const dayOf = (value: string, timeZone: string) => formatDateTime(value, timeZone).slice(0, 10);

/**
 * The inbox (`messageV2`) of the member centre and the agent centre: messages newest first with unread marks;
 * opening one reads it (the server marks it read, the badge refreshes); a message can be deleted after a confirm.
 */
export function MessagesPage({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('member');
  const errorMessage = useErrorMessage();
  const [pageNo, setPageNo] = useState(1);
  const [opened, setOpened] = useState<MemberMessage | null>(null);
  const [deleting, setDeleting] = useState<MemberMessage | null>(null);
  const messages = useMessages(pageNo);
  const read = useReadMessage();
  const remove = useDeleteMessage();

  if (messages.isPending) return <p className="text-sm text-text-3">{t('messages.loading')}</p>;
  if (messages.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {errorMessage(messages.error)}
      </p>
    );
  const page = messages.data;
  const open = (message: MemberMessage) => {
    setOpened(message);
    if (!message.read) read.mutate(message.id);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        if (opened?.id === deleting.id) setOpened(null);
        setDeleting(null);
        // The last message of a later page gone: show the page before.
        if (page.content.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
      },
    });
  };

  return (
    <div className="space-y-4" data-testid="messages-page">
      {page.content.length === 0 ? (
        <NoDataPanel message={t('messages.empty')} />
      ) : (
        <ul className="divide-y divide-border overflow-hidden rounded-card border border-border bg-surface">
          {page.content.map((message) => (
            <li key={message.id} className="flex items-stretch">
              <button
                type="button"
                data-testid="message-row"
                data-read={message.read}
                onClick={() => open(message)}
                className="flex min-h-14 min-w-0 flex-1 items-center gap-3 px-4 py-3 text-left hover:bg-white/5"
              >
                <span
                  aria-hidden="true"
                  className={`size-2 shrink-0 rounded-full ${message.read ? 'bg-transparent' : 'bg-danger-strong'}`}
                />
                <span className="min-w-0 flex-1">
                  <span className={`block truncate ${message.read ? 'text-text-2' : 'font-semibold text-text'}`}>
                    {message.title}
                    {!message.read && <span className="sr-only"> ({t('messages.unread')})</span>}
                  </span>
                  <span className="block text-xs text-text-3 tabular-nums">{dayOf(message.sentAt, timeZone)}</span>
                </span>
              </button>
              <button
                type="button"
                data-testid="message-delete"
                aria-label={t('messages.delete')}
                onClick={() => setDeleting(message)}
                className="grid w-12 shrink-0 place-items-center text-text-3 hover:text-danger"
              >
                <Trash2 className="size-[18px]" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pagination pageCount={page.totalPages} currentPage={page.pageNum} onPageChange={setPageNo} />
      <Modal
        open={opened !== null}
        onClose={() => setOpened(null)}
        title={opened?.title ?? ''}
        size="md"
        testId="message-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => opened && setDeleting(opened)}>
              {t('messages.delete')}
            </Button>
            <Button onClick={() => setOpened(null)}>{t('messages.close')}</Button>
          </>
        }
      >
        <p className="text-xs text-text-3 tabular-nums">{opened ? formatDateTime(opened.sentAt, timeZone) : ''}</p>
        {/* Plain text: line breaks kept, nothing ever rendered as markup. */}
        <p data-testid="message-body" className="mt-3 text-sm whitespace-pre-wrap break-words text-text">
          {opened?.body}
        </p>
      </Modal>
      <MessageDialog
        open={deleting !== null}
        title={t('messages.deleteTitle')}
        message={
          remove.isError ? errorMessage(remove.error) : t('messages.deleteQuestion', { title: deleting?.title ?? '' })
        }
        confirmLabel={t('messages.delete')}
        cancelLabel={t('messages.cancel')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        tone="danger"
        busy={remove.isPending}
        testId="message-delete-dialog"
        confirmTestId="message-delete-confirm"
      />
    </div>
  );
}
