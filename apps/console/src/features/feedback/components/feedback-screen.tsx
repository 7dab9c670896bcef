import type { Feedback, FeedbackStatus } from '@croupier/contracts';
import { feedbackAnswerTitleLimit, feedbackStatuses } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/data-table/paged-table';
import { BlobImage } from '@/components/ui/blob-image';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useAnswerFeedback } from '../api/answer-feedback';
import { useFeedbackList } from '../api/list-feedback';
import { useMarkFeedbackRead } from '../api/mark-feedback-read';
import { useFeedback } from '../api/read-feedback';

const statusTone: Record<FeedbackStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  read: 'bg-slate-100 text-slate-700',
  answered: 'bg-emerald-100 text-emerald-900',
};

/**
 * Players' feedback (spec §5): the brand's list by status, one feedback with its images, mark read and answer. A
 * member's answer reaches their inbox; the server audits both actions.
 */
export default function FeedbackScreen() {
  const { t } = useTranslation('feedback');
  const [merchant, setMerchant] = useBrandParam();
  const timeZone = useBrandTimeZone()(merchant);
  const [status, setStatus] = useState<FeedbackStatus | ''>('new');
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [opened, setOpened] = useState<string | null>(null);
  const list = useFeedbackList({ merchant, status, pageNo, pageSize });

  const columns: ColumnDef<Feedback, unknown>[] = [
    {
      id: 'receivedAt',
      header: t('columns.receivedAt'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.receivedAt, timeZone)}</span>
      ),
    },
    {
      id: 'from',
      header: t('columns.from'),
      cell: ({ row }) => row.original.username ?? <span className="text-slate-500">{t('visitor')}</span>,
    },
    {
      id: 'category',
      header: t('columns.category'),
      cell: ({ row }) => (row.original.category ? t(`categories.${row.original.category}`) : '—'),
    },
    {
      id: 'content',
      header: t('columns.content'),
      cell: ({ row }) => (
        <div className="max-w-96">
          <div className="line-clamp-2 break-words whitespace-pre-wrap">{row.original.content}</div>
          {row.original.imageCount > 0 && (
            <div className="text-xs text-slate-500">{t('imageCount', { count: row.original.imageCount })}</div>
          )}
        </div>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: ({ row }) => (
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${statusTone[row.original.status]}`}>
          {t(`statuses.${row.original.status}`)}
        </span>
      ),
    },
    {
      id: 'open',
      header: '',
      cell: ({ row }) => (
        <Button look="secondary" onClick={() => setOpened(row.original.id)} data-testid="feedback-open">
          {t('open')}
        </Button>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
          <p className="text-sm text-slate-500">{t('description')}</p>
        </div>
        <div className="flex items-end gap-3">
          <FormField label={t('columns.status')} htmlFor="feedback-status" className="w-44">
            <select
              id="feedback-status"
              className={inputClass}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as FeedbackStatus | '');
                setPageNo(1);
              }}
            >
              <option value="">{t('statuses.all')}</option>
              {feedbackStatuses.map((name) => (
                <option key={name} value={name}>
                  {t(`statuses.${name}`)}
                </option>
              ))}
            </select>
          </FormField>
          <BrandPicker id="feedback-brand" value={merchant} onChange={setMerchant} />
        </div>
      </header>
      <PagedTable
        list={list}
        columns={columns}
        pageNo={pageNo}
        pageSize={pageSize}
        rowKey={(row) => row.id}
        emptyText={t('empty')}
        onPage={setPageNo}
        onPageSize={(size) => {
          setPageSize(size);
          setPageNo(1);
        }}
      />
      {opened && (
        <FeedbackDetailDialog merchant={merchant} id={opened} timeZone={timeZone} onClose={() => setOpened(null)} />
      )}
    </div>
  );
}

function FeedbackDetailDialog({
  merchant,
  id,
  timeZone,
  onClose,
}: {
  merchant: string;
  id: string;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('feedback');
  const errorMessage = useErrorMessage();
  const feedback = useFeedback({ merchant, id });
  const markRead = useMarkFeedbackRead();
  const answer = useAnswerFeedback();
  const [title, setTitle] = useState(() => t('answerTitleDefault'));
  const [body, setBody] = useState('');
  const detail = feedback.data;
  const answerable = detail !== undefined && detail.status !== 'answered';
  const failure = answer.error ?? markRead.error ?? feedback.error;
  return (
    <FormDialog
      title={t('detailTitle')}
      confirmLabel={answerable ? t('answer') : t('close')}
      pending={answer.isPending}
      error={failure ? errorMessage(failure) : null}
      onCancel={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (!answerable) {
          onClose();
          return;
        }
        answer.mutate({ merchant, id, answer: { title: title.trim(), body: body.trim() } }, { onSuccess: onClose });
      }}
    >
      {detail && (
        <div className="flex flex-col gap-3 text-sm" data-testid="feedback-detail">
          <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1">
            <dt className="text-slate-500">{t('columns.receivedAt')}</dt>
            <dd className="tabular-nums">{formatDateTime(detail.receivedAt, timeZone)}</dd>
            <dt className="text-slate-500">{t('columns.from')}</dt>
            <dd>{detail.username ?? t('visitor')}</dd>
            <dt className="text-slate-500">{t('columns.category')}</dt>
            <dd>{detail.category ? t(`categories.${detail.category}`) : '—'}</dd>
            <dt className="text-slate-500">{t('contact')}</dt>
            <dd>{detail.contact ?? '—'}</dd>
            <dt className="text-slate-500">{t('columns.status')}</dt>
            <dd data-testid="feedback-detail-status">{t(`statuses.${detail.status}`)}</dd>
          </dl>
          <p
            className="rounded-md bg-slate-50 p-3 break-words whitespace-pre-wrap"
            data-testid="feedback-detail-content"
          >
            {detail.content}
          </p>
          {detail.images.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {detail.images.map((image) => (
                <BlobImage
                  key={image.id}
                  path={`/bo/feedback/${encodeURIComponent(merchant)}/images/${image.id}`}
                  label={t('image')}
                  failedText={t('imageFailed')}
                />
              ))}
            </div>
          )}
          {detail.status === 'new' && (
            <Button
              look="secondary"
              disabled={markRead.isPending}
              onClick={() => markRead.mutate({ merchant, id }, { onSuccess: () => void feedback.refetch() })}
              data-testid="feedback-mark-read"
            >
              {t('markRead')}
            </Button>
          )}
          {detail.status === 'answered' ? (
            <div className="rounded-md border border-emerald-200 bg-emerald-50 p-3">
              <div className="text-xs text-emerald-900">
                {t('answeredBy', {
                  operator: detail.answeredBy ?? '',
                  at: detail.answeredAt ? formatDateTime(detail.answeredAt, timeZone) : '',
                })}
              </div>
              <p className="mt-1 break-words whitespace-pre-wrap">{detail.answer}</p>
            </div>
          ) : (
            <>
              <p className="text-xs text-slate-500">{detail.username ? t('answerToInbox') : t('answerVisitor')}</p>
              <FormField label={t('answerTitle')} htmlFor="feedback-answer-title">
                <input
                  id="feedback-answer-title"
                  className={inputClass}
                  required
                  maxLength={feedbackAnswerTitleLimit}
                  value={title}
                  onChange={(event) => setTitle(event.target.value)}
                />
              </FormField>
              <FormField label={t('answerBody')} htmlFor="feedback-answer-body">
                <textarea
                  id="feedback-answer-body"
                  className={inputClass}
                  required
                  rows={4}
                  maxLength={2000}
                  value={body}
                  onChange={(event) => setBody(event.target.value)}
                />
              </FormField>
            </>
          )}
        </div>
      )}
    </FormDialog>
  );
}
