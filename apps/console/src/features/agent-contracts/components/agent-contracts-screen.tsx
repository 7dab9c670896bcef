import { contractKinds, contractProducts, contractStatuses, pageQueryShape } from '@croupier/contracts';
import type { ConsoleContract, ContractKindName, ContractTermsWire } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FilterBar } from '@/components/data-table/filter-bar';
import { ListScreen } from '@/components/data-table/list-screen';
import { listPager, useListSearchParams } from '@/components/data-table/use-list-search-params';
import { BrandSelectField } from '@/components/ui/brand-select-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBrandTimeZone, useConsoleSession } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useAgentContract } from '../api/get-agent-contract';
import { useIssueTopContract } from '../api/issue-top-contract';
import { useAgentContracts } from '../api/list-agent-contracts';
import { useModifyTopContract } from '../api/modify-top-contract';
import { useTerminateTopContract } from '../api/terminate-top-contract';
import { useWithdrawTopContract } from '../api/withdraw-top-contract';
import { defaultTermsOf, TermsEditor, TermsSummary } from './terms-editor';

const searchSchema = z.object({
  merchant: z.string().trim().min(1).max(64).optional(),
  kind: z.enum(contractKinds).optional(),
  status: z.enum(contractStatuses).optional(),
  username: z.string().trim().min(1).max(64).optional(),
  topOnly: z.enum(['true', 'false']).optional(),
  ...pageQueryShape({ defaultSize: 50, maxSize: 200 }),
});

const statusLook: Record<ConsoleContract['status'], string> = {
  P: 'bg-amber-100 text-amber-900',
  E: 'bg-amber-100 text-amber-900',
  V: 'bg-amber-100 text-amber-900',
  A: 'bg-emerald-100 text-emerald-900',
  C: 'bg-slate-200 text-slate-800',
  R: 'bg-slate-200 text-slate-800',
};

/**
 * Agent contracts (issue #18): every contract of the operator's brands, found by brand, kind, status and username
 * (receiver or issuer); an operator issues the top contracts (to agents with no agent upline), and on a top contract
 * offers new terms, withdraws what is unanswered or ends it; each contract's versions and event log. Every action is
 * audited by the server.
 */
export default function AgentContractsScreen() {
  const { t } = useTranslation(['agent-contracts', 'common']);
  const brandTimeZone = useBrandTimeZone();
  const { permissions } = useConsoleSession();
  const manage = permissions.includes('agent-contracts.manage');
  const [search, setSearch] = useListSearchParams(searchSchema);
  const [username, setUsername] = useState(search.username ?? '');
  const [issuing, setIssuing] = useState(false);
  const [opened, setOpened] = useState<string | null>(null);
  const list = useAgentContracts({
    pageNo: search.pageNo,
    pageSize: search.pageSize,
    ...(search.merchant ? { merchant: search.merchant } : {}),
    ...(search.kind ? { kind: search.kind } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...(search.username ? { username: search.username } : {}),
    ...(search.topOnly ? { topOnly: search.topOnly } : {}),
  });

  const columns = useMemo<ColumnDef<ConsoleContract, unknown>[]>(
    () => [
      {
        id: 'updatedAt',
        header: t('columns.updatedAt'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatDateTime(row.original.updatedAt, brandTimeZone(row.original.merchantCode))}
          </span>
        ),
      },
      { id: 'brand', header: t('columns.brand'), cell: ({ row }) => row.original.merchantCode },
      {
        id: 'receiver',
        header: t('columns.receiver'),
        cell: ({ row }) => <span className="font-medium">{row.original.receiverUsername}</span>,
      },
      {
        id: 'issuer',
        header: t('columns.issuer'),
        cell: ({ row }) => row.original.issuerUsername ?? t('platform'),
      },
      {
        id: 'kind',
        header: t('columns.kind'),
        cell: ({ row }) => `${t(`kinds.${row.original.kind}`)} · ${t(`products.${row.original.product as 'all'}`)}`,
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: ({ row }) => (
          <span
            className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${statusLook[row.original.status]}`}
          >
            {t(`statuses.${row.original.status}`)}
          </span>
        ),
      },
      {
        id: 'actions',
        header: '',
        cell: ({ row }) => (
          <Button look="secondary" onClick={() => setOpened(row.original.id)}>
            {t('details')}
          </Button>
        ),
      },
    ],
    [t, brandTimeZone],
  );

  return (
    <ListScreen
      title={t('title')}
      description={t('description')}
      actions={manage ? <Button onClick={() => setIssuing(true)}>{t('issue')}</Button> : undefined}
      filters={
        <FilterBar
          onSubmit={(event) => {
            event.preventDefault();
            setSearch({ username: username.trim() || undefined });
          }}
          onClear={() => {
            setUsername('');
            setSearch({
              username: undefined,
              merchant: undefined,
              kind: undefined,
              status: undefined,
              topOnly: undefined,
            });
          }}
        >
          <BrandSelectField
            id="agent-contracts-brand"
            label={t('filters.brand')}
            anyLabel={t('filters.any')}
            value={search.merchant ?? ''}
            onChange={(event) => setSearch({ merchant: event.target.value || undefined })}
          />
          <FormField className="basis-40" label={t('filters.kind')} htmlFor="agent-contracts-kind">
            <select
              id="agent-contracts-kind"
              className={inputClass}
              value={search.kind ?? ''}
              onChange={(event) => setSearch({ kind: event.target.value || undefined })}
            >
              <option value="">{t('filters.any')}</option>
              {contractKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField className="basis-40" label={t('filters.status')} htmlFor="agent-contracts-status">
            <select
              id="agent-contracts-status"
              className={inputClass}
              value={search.status ?? ''}
              onChange={(event) => setSearch({ status: event.target.value || undefined })}
            >
              <option value="">{t('filters.any')}</option>
              {contractStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${status}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField className="basis-44" label={t('filters.username')} htmlFor="agent-contracts-username">
            <input
              id="agent-contracts-username"
              className={inputClass}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          </FormField>
          <label className="flex items-center gap-2 self-end pb-2 text-sm">
            <input
              type="checkbox"
              checked={search.topOnly === 'true'}
              onChange={(event) => setSearch({ topOnly: event.target.checked ? 'true' : undefined })}
            />
            {t('filters.topOnly')}
          </label>
        </FilterBar>
      }
      table={{
        list,
        columns,
        pageNo: search.pageNo,
        pageSize: search.pageSize,
        rowKey: (row) => row.id,
        ...listPager(setSearch),
      }}
    >
      {issuing && <IssueDialog onClose={() => setIssuing(false)} />}
      {opened && <DetailDialog id={opened} manage={manage} onClose={() => setOpened(null)} />}
    </ListScreen>
  );
}

function IssueDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['agent-contracts', 'common']);
  const { brands } = useConsoleSession();
  const errorMessage = useErrorMessage();
  const issue = useIssueTopContract();
  const [merchant, setMerchant] = useState(brands[0]?.code ?? '');
  const [username, setUsername] = useState('');
  const [product, setProduct] = useState<string>('all');
  const [terms, setTerms] = useState<ContractTermsWire>(defaultTermsOf('daily_salary'));
  return (
    <FormDialog
      title={t('issueTitle')}
      pending={issue.isPending}
      error={issue.error ? errorMessage(issue.error) : null}
      confirmLabel={t('issue')}
      onCancel={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        issue.mutate({ merchant, username: username.trim(), product, terms }, { onSuccess: onClose });
      }}
    >
      <div className="flex flex-wrap gap-3">
        <BrandSelectField
          id="issue-brand"
          label={t('filters.brand')}
          value={merchant}
          onChange={(event) => setMerchant(event.target.value)}
        />
        <FormField className="basis-44" label={t('agentUsername')} htmlFor="issue-username">
          <input
            id="issue-username"
            required
            className={inputClass}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </FormField>
        <FormField className="basis-40" label={t('filters.kind')} htmlFor="issue-kind">
          <select
            id="issue-kind"
            className={inputClass}
            value={terms.kind}
            onChange={(event) => setTerms(defaultTermsOf(event.target.value as ContractKindName))}
          >
            {contractKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField className="basis-40" label={t('product')} htmlFor="issue-product">
          <select
            id="issue-product"
            className={inputClass}
            value={product}
            onChange={(event) => setProduct(event.target.value)}
          >
            {contractProducts.map((option) => (
              <option key={option} value={option}>
                {t(`products.${option}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <TermsEditor value={terms} onChange={setTerms} />
    </FormDialog>
  );
}

type Change = 'modify' | 'withdraw' | 'terminate';

function DetailDialog({ id, manage, onClose }: { id: string; manage: boolean; onClose: () => void }) {
  const { t } = useTranslation(['agent-contracts', 'common']);
  const brandTimeZone = useBrandTimeZone();
  const detail = useAgentContract(id);
  const [change, setChange] = useState<Change | null>(null);
  const contract = detail.data?.contract;
  const zone = contract ? brandTimeZone(contract.merchantCode) : 'UTC';
  const top = contract?.issuerUsername === null;
  return (
    <Dialog
      open
      wide
      title={contract ? `${contract.receiverUsername} · ${t(`kinds.${contract.kind}`)}` : t('details')}
      onClose={onClose}
    >
      {!detail.data || !contract ? (
        <p className="text-sm text-slate-500">{t('common:table.loading')}</p>
      ) : (
        <div className="space-y-4 text-sm" data-testid="agent-contract-detail">
          <div className="flex flex-wrap gap-4">
            <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusLook[contract.status]}`}>
              {t(`statuses.${contract.status}`)}
            </span>
            <span>
              {t('columns.issuer')}: {contract.issuerUsername ?? t('platform')}
            </span>
            <span>{t(`products.${contract.product as 'all'}`)}</span>
            {contract.endsAt && <span>{t('endsAt', { date: formatDateTime(contract.endsAt, zone) })}</span>}
          </div>
          {manage && top && (
            <div className="flex flex-wrap gap-2">
              {contract.status === 'A' && (
                <Button look="secondary" onClick={() => setChange('modify')}>
                  {t('modify')}
                </Button>
              )}
              {(contract.status === 'P' || contract.status === 'E' || contract.status === 'V') && (
                <Button look="secondary" onClick={() => setChange('withdraw')}>
                  {t('withdraw')}
                </Button>
              )}
              {contract.status !== 'C' && contract.status !== 'R' && (
                <Button look="danger" onClick={() => setChange('terminate')}>
                  {t('terminate')}
                </Button>
              )}
            </div>
          )}
          <section>
            <h3 className="mb-1 font-medium">{t('versions')}</h3>
            <ul className="space-y-2">
              {detail.data.versions.map((version) => (
                <li key={version.id} className="rounded-md border border-slate-200 p-2">
                  <div className="mb-1 text-xs text-slate-500">
                    {t('versionLine', {
                      number: version.versionNumber,
                      created: formatDateTime(version.createdAt, zone),
                      from: version.effectiveFrom ? formatDateTime(version.effectiveFrom, zone) : '—',
                      to: version.effectiveTo ? formatDateTime(version.effectiveTo, zone) : '—',
                    })}
                  </div>
                  <TermsSummary terms={version.terms} />
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h3 className="mb-1 font-medium">{t('events')}</h3>
            <table className="w-full text-xs">
              <tbody>
                {detail.data.events.map((event) => (
                  <tr key={event.id} className="border-t border-slate-100">
                    <td className="py-1 pr-3 whitespace-nowrap tabular-nums">
                      {formatDateTime(event.createdAt, zone)}
                    </td>
                    <td className="py-1 pr-3">{t(`eventActions.${event.action}`)}</td>
                    <td className="py-1 pr-3">{event.actorName ?? t(`actors.${event.actorKind}`)}</td>
                    <td className="py-1 pr-3 text-slate-500">{event.note ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {change && contract.current && (
            <ChangeDialog
              id={contract.id}
              change={change}
              current={contract.current.terms}
              onClose={() => setChange(null)}
            />
          )}
          {change && !contract.current && (
            <ChangeDialog id={contract.id} change={change} current={null} onClose={() => setChange(null)} />
          )}
        </div>
      )}
    </Dialog>
  );
}

function ChangeDialog({
  id,
  change,
  current,
  onClose,
}: {
  id: string;
  change: Change;
  current: ContractTermsWire | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['agent-contracts', 'common']);
  const errorMessage = useErrorMessage();
  const modify = useModifyTopContract();
  const withdraw = useWithdrawTopContract();
  const terminate = useTerminateTopContract();
  const [reason, setReason] = useState('');
  const [terms, setTerms] = useState<ContractTermsWire | null>(current);
  const pending = modify.isPending || withdraw.isPending || terminate.isPending;
  const error = modify.error ?? withdraw.error ?? terminate.error;
  return (
    <FormDialog
      title={t(`${change}Title`)}
      pending={pending}
      error={error ? errorMessage(error) : null}
      confirmLabel={t(change)}
      danger={change === 'terminate'}
      onCancel={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        const input = { id, reason: reason.trim() };
        if (change === 'modify' && terms) modify.mutate({ ...input, terms }, { onSuccess: onClose });
        else if (change === 'withdraw') withdraw.mutate(input, { onSuccess: onClose });
        else terminate.mutate(input, { onSuccess: onClose });
      }}
    >
      {change === 'terminate' && <p className="text-sm text-slate-600">{t('terminateHint')}</p>}
      {change === 'modify' && terms && <TermsEditor value={terms} onChange={setTerms} />}
      <FormField label={t('reason')} htmlFor="agent-contract-reason">
        <textarea
          id="agent-contract-reason"
          rows={2}
          required
          maxLength={200}
          className={inputClass}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
