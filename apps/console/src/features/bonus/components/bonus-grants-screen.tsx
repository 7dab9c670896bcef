import type { BonusGrantStatus, ConsoleBonusGrant } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedTable } from '@/components/data-table/paged-table';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { formatAmount } from '@/lib/format-amount';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useForfeitBonusGrant } from '../api/forfeit-bonus-grant';
import { useBonusGrants } from '../api/list-bonus-grants';
import { useRecreditBonusGrant } from '../api/recredit-bonus-grant';
import { TurnoverProgress } from './turnover-progress';

const statusLooks: Record<BonusGrantStatus, string> = {
  pending: 'bg-sky-100 text-sky-800',
  active: 'bg-emerald-100 text-emerald-800',
  completed: 'bg-slate-100 text-slate-700',
  expired: 'bg-amber-100 text-amber-800',
  forfeited: 'bg-red-100 text-red-800',
};

/** A live grant may be forfeited; a closed one (expired or forfeited) re-credited as a new grant of its terms. */
const live = (grant: ConsoleBonusGrant) => grant.status === 'active' || grant.status === 'pending';
const recreditable = (grant: ConsoleBonusGrant) => grant.status === 'expired' || grant.status === 'forfeited';

/**
 * One player's bonus grants (username in the address, so a search is a link): status, the bonus money held, turnover
 * done against required, expiry and the terms snapshotted at grant time; forfeit a live grant (reason and note) or
 * re-credit a closed one (amount and note), each after a confirmation and audited by the server.
 */
export default function BonusGrantsScreen() {
  const { t } = useTranslation(['bonus', 'common']);
  const [merchant, setMerchant] = useBrandParam();
  const timeZone = useBrandTimeZone()(merchant);
  const [searchParams, setSearchParams] = useSearchParams();
  const username = searchParams.get('username') ?? '';
  const [typed, setTyped] = useState(username);
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const grants = useBonusGrants({ merchant, username, pageNo, pageSize });
  const [forfeiting, setForfeiting] = useState<ConsoleBonusGrant | null>(null);
  const [recrediting, setRecrediting] = useState<ConsoleBonusGrant | null>(null);
  const when = (value: string | null) => (value ? formatDateTime(value, timeZone) : '—');
  const columns: ColumnDef<ConsoleBonusGrant, unknown>[] = [
    {
      id: 'grant',
      header: t('grants.columns.grant'),
      cell: ({ row: { original: grant } }) => (
        <>
          <div className="font-medium">{grant.title}</div>
          <div className="text-xs text-slate-500">
            {t(`sources.${grant.source}` as 'sources.promotion', { defaultValue: grant.source })} ·{' '}
            {when(grant.createdAt)}
          </div>
        </>
      ),
    },
    {
      id: 'status',
      header: t('grants.columns.status'),
      cell: ({ row: { original: grant } }) => (
        <>
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusLooks[grant.status]}`}>
            {t(`statuses.${grant.status}`)}
          </span>
          {grant.forfeitReason && (
            <div className="mt-1 text-xs text-red-700">{t(`forfeitReasons.${grant.forfeitReason}`)}</div>
          )}
        </>
      ),
    },
    {
      id: 'granted',
      header: t('grants.columns.granted'),
      cell: ({ row: { original: grant } }) => (
        <span className="tabular-nums">
          {formatAmount(grant.granted)} {grant.currency}
        </span>
      ),
    },
    {
      id: 'balance',
      header: t('grants.columns.balance'),
      cell: ({ row: { original: grant } }) => (
        <div className="tabular-nums">
          {formatAmount(grant.balance)}
          {grant.converted !== '0.00' && (
            <div className="text-xs text-emerald-700">
              {t('grants.converted', { amount: formatAmount(grant.converted) })}
            </div>
          )}
          {grant.forfeited !== '0.00' && (
            <div className="text-xs text-red-700">
              {t('grants.forfeited', { amount: formatAmount(grant.forfeited) })}
            </div>
          )}
        </div>
      ),
    },
    {
      id: 'turnover',
      header: t('grants.columns.turnover'),
      cell: ({ row: { original: grant } }) => (
        <div className="min-w-44">
          <TurnoverProgress done={grant.turnoverDone} required={grant.turnoverRequired} />
        </div>
      ),
    },
    {
      id: 'expiresAt',
      header: t('grants.columns.expiresAt'),
      cell: ({ row: { original: grant } }) => (
        <span className="whitespace-nowrap tabular-nums">{when(grant.expiresAt)}</span>
      ),
    },
    {
      id: 'terms',
      header: t('grants.columns.terms'),
      cell: ({ row: { original: grant } }) => (
        <div className="text-xs text-slate-700">
          <div>{t('grants.termsTurnover', { times: grant.terms.turnoverMultiplier })}</div>
          <div>{t(`families.${grant.terms.productFamily}`)}</div>
          <div>
            {t('grants.termsMaxBet', {
              amount: grant.terms.maxBet ? formatAmount(grant.terms.maxBet) : t('grants.noLimit'),
            })}
          </div>
          <div>{t('grants.termsExpiry', { days: grant.terms.expiryDays })}</div>
        </div>
      ),
    },
    {
      id: 'actions',
      header: t('grants.columns.actions'),
      cell: ({ row: { original: grant } }) => (
        <div className="flex flex-wrap gap-2">
          {live(grant) && (
            <Button look="danger" className="px-3 py-1" onClick={() => setForfeiting(grant)}>
              {t('grants.forfeit')}
            </Button>
          )}
          {recreditable(grant) && (
            <Button look="secondary" className="px-3 py-1" onClick={() => setRecrediting(grant)}>
              {t('grants.recredit')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('grants.title')}</h1>
          <p className="text-sm text-slate-500">{t('grants.description')}</p>
        </div>
        <BrandPicker id="bonus-grants-brand" value={merchant} onChange={setMerchant} />
      </header>
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setPageNo(1);
          setSearchParams((current) => {
            const parameters = new URLSearchParams(current);
            parameters.set('username', typed.trim());
            return parameters;
          });
        }}
      >
        <FormField label={t('grants.username')} htmlFor="bonus-grants-username" className="w-64">
          <input
            id="bonus-grants-username"
            className={inputClass}
            required
            maxLength={64}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </FormField>
        <Button type="submit">{t('grants.search')}</Button>
      </form>
      {username && (
        <PagedTable
          list={grants}
          columns={columns}
          pageNo={pageNo}
          pageSize={pageSize}
          rowKey={(grant) => grant.id}
          onPage={setPageNo}
          onPageSize={(size) => {
            setPageSize(size);
            setPageNo(1);
          }}
        />
      )}
      {forfeiting && <ForfeitDialog merchant={merchant} grant={forfeiting} onClose={() => setForfeiting(null)} />}
      {recrediting && <RecreditDialog merchant={merchant} grant={recrediting} onClose={() => setRecrediting(null)} />}
    </div>
  );
}

function ForfeitDialog({
  merchant,
  grant,
  onClose,
}: {
  merchant: string;
  grant: ConsoleBonusGrant;
  onClose: () => void;
}) {
  const { t } = useTranslation(['bonus', 'common']);
  const errorMessage = useErrorMessage();
  const forfeit = useForfeitBonusGrant();
  const [reason, setReason] = useState<'operator' | 'terms_breach'>('operator');
  const [note, setNote] = useState('');
  return (
    <FormDialog
      title={t('grants.forfeitTitle', { username: grant.username })}
      confirmLabel={t('grants.forfeit')}
      danger
      pending={forfeit.isPending}
      error={forfeit.error ? errorMessage(forfeit.error) : null}
      onCancel={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        forfeit.mutate({ merchant, id: grant.id, reason, note: note.trim() }, { onSuccess: onClose });
      }}
    >
      <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {t('grants.forfeitWarning', {
          amount: formatAmount(grant.balance),
          currency: grant.currency,
          title: grant.title,
        })}
      </p>
      <FormField label={t('grants.reason')} htmlFor="forfeit-reason">
        <select
          id="forfeit-reason"
          className={inputClass}
          value={reason}
          onChange={(event) => setReason(event.target.value as 'operator' | 'terms_breach')}
        >
          <option value="operator">{t('forfeitReasons.operator')}</option>
          <option value="terms_breach">{t('forfeitReasons.terms_breach')}</option>
        </select>
      </FormField>
      <NoteField id="forfeit-note" label={t('grants.note')} value={note} onChange={setNote} />
    </FormDialog>
  );
}

function RecreditDialog({
  merchant,
  grant,
  onClose,
}: {
  merchant: string;
  grant: ConsoleBonusGrant;
  onClose: () => void;
}) {
  const { t } = useTranslation(['bonus', 'common']);
  const errorMessage = useErrorMessage();
  const recredit = useRecreditBonusGrant();
  const [amount, setAmount] = useState(grant.forfeited !== '0.00' ? grant.forfeited : grant.granted);
  const [note, setNote] = useState('');
  return (
    <FormDialog
      title={t('grants.recreditTitle', { username: grant.username })}
      confirmLabel={t('grants.recredit')}
      pending={recredit.isPending}
      error={recredit.error ? errorMessage(recredit.error) : null}
      onCancel={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        recredit.mutate({ merchant, id: grant.id, amount: amount.trim(), note: note.trim() }, { onSuccess: onClose });
      }}
    >
      <p className="text-sm text-slate-700">
        {t('grants.recreditExplain', { title: grant.title, times: grant.terms.turnoverMultiplier })}
      </p>
      <FormField label={t('grants.amount')} htmlFor="recredit-amount">
        <input
          id="recredit-amount"
          className={inputClass}
          inputMode="decimal"
          required
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </FormField>
      <NoteField id="recredit-note" label={t('grants.note')} value={note} onChange={setNote} />
    </FormDialog>
  );
}

/** The operator's note a forfeit or a re-credit keeps on the grant (3 to 200 characters, as the server asks). */
function NoteField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (note: string) => void;
}) {
  return (
    <FormField label={label} htmlFor={id}>
      <textarea
        id={id}
        className={inputClass}
        required
        minLength={3}
        maxLength={200}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
