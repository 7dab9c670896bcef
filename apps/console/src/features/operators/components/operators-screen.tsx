import { operatorAccountListQuerySchema } from '@croupier/contracts';
import type { OperatorAccountListItem } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/data-table/export-button';
import { ListScreen } from '@/components/data-table/list-screen';
import { listPager, useListSearchParams } from '@/components/data-table/use-list-search-params';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConsoleSession } from '@/lib/console-session-context';
import { defaultTimeZone, formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useChangeOperatorStatus } from '../api/change-operator-status';
import { exportOperators } from '../api/export-operators';
import { useOperators } from '../api/list-operators';
import { useResetOperatorTwoFactor } from '../api/reset-operator-two-factor';
import { CreateOperatorDialog } from './create-operator-dialog';
import { EditAccessDialog } from './edit-access-dialog';
import { OperatorsFilters } from './operators-filters';

type PendingAction = { kind: 'disable' | 'enable' | 'reset-two-factor'; account: OperatorAccountListItem };

const actionClass = 'rounded px-2 py-1 text-xs font-medium whitespace-nowrap hover:bg-slate-100';

/**
 * Console accounts (admins of every brand): searched, filtered, sorted and paged on the server, exported whole;
 * create an account, change its roles and brands, disable or enable it, reset its authenticator, each confirmed.
 */
export default function OperatorsScreen() {
  const { t } = useTranslation(['operators', 'common']);
  const errorMessage = useErrorMessage();
  const session = useConsoleSession();
  const [search, setSearch] = useListSearchParams(operatorAccountListQuerySchema);
  const { pageNo, pageSize, ...filter } = search;
  const list = useOperators(search);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<OperatorAccountListItem | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const status = useChangeOperatorStatus();
  const reset = useResetOperatorTwoFactor();

  const columns = useMemo<ColumnDef<OperatorAccountListItem, unknown>[]>(() => {
    const brandName = (code: string) => session.brands.find((brand) => brand.code === code)?.name ?? code;
    return [
      {
        id: 'username',
        header: t('columns.username'),
        enableSorting: true,
        cell: ({ row }) => <span className="font-medium text-slate-900">{row.original.username}</span>,
      },
      {
        id: 'roles',
        header: t('columns.roles'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-1">
            {row.original.roles.map((role) => (
              <span key={role} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs whitespace-nowrap text-slate-700">
                {t(`common:roles.${role}`)}
              </span>
            ))}
          </span>
        ),
      },
      {
        id: 'brands',
        header: t('columns.brands'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.brands === null ? (
            <span className="whitespace-nowrap text-slate-600">{t('allBrands')}</span>
          ) : (
            row.original.brands.map(brandName).join(', ')
          ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        enableSorting: false,
        cell: ({ row }) => (
          <span
            className={`rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ${row.original.disabled ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'}`}
          >
            {t(row.original.disabled ? 'statuses.disabled' : 'statuses.enabled')}
          </span>
        ),
      },
      {
        id: 'twoFactorRequired',
        header: t('columns.twoFactorRequired'),
        enableSorting: false,
        cell: ({ row }) => (row.original.twoFactorRequired ? t('yes') : t('no')),
      },
      {
        id: 'twoFactorEnabled',
        header: t('columns.twoFactorEnabled'),
        enableSorting: false,
        cell: ({ row }) => (
          <span
            className={`rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ${row.original.twoFactorEnabled ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-800'}`}
          >
            {t(row.original.twoFactorEnabled ? 'twoFactor.enrolled' : 'twoFactor.notEnrolled')}
          </span>
        ),
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatDateTime(row.original.createdAt, defaultTimeZone)}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        enableSorting: false,
        cell: ({ row }) => {
          const account = row.original;
          const self = account.username === session.username;
          return (
            <span className="flex flex-wrap gap-1">
              <button type="button" className={`${actionClass} text-slate-800`} onClick={() => setEditing(account)}>
                {t('actions.editAccess')}
              </button>
              {account.disabled ? (
                <button
                  type="button"
                  className={`${actionClass} text-emerald-800`}
                  onClick={() => setPending({ kind: 'enable', account })}
                >
                  {t('actions.enable')}
                </button>
              ) : (
                !self && (
                  <button
                    type="button"
                    className={`${actionClass} text-red-700`}
                    onClick={() => setPending({ kind: 'disable', account })}
                  >
                    {t('actions.disable')}
                  </button>
                )
              )}
              <button
                type="button"
                className={`${actionClass} text-slate-800`}
                onClick={() => setPending({ kind: 'reset-two-factor', account })}
              >
                {t('actions.resetTwoFactor')}
              </button>
            </span>
          );
        },
      },
    ];
  }, [t, session.username, session.brands]);

  const confirmPending = () => {
    if (!pending) return;
    const { account } = pending;
    const done = (message: string) => {
      setPending(null);
      setNotice(message);
    };
    if (pending.kind === 'reset-two-factor')
      reset.mutate(account.id, {
        onSuccess: (answer) =>
          done(
            t(answer.wasEnabled ? 'notices.twoFactorReset' : 'notices.twoFactorWasOff', {
              username: account.username,
            }),
          ),
      });
    else
      status.mutate(
        { id: account.id, disabled: pending.kind === 'disable' },
        {
          onSuccess: () =>
            done(
              t(pending.kind === 'disable' ? 'notices.disabled' : 'notices.enabled', { username: account.username }),
            ),
        },
      );
  };
  const pendingError = status.error ?? reset.error;

  return (
    <ListScreen
      title={t('title')}
      description={t('description')}
      actions={
        <div className="flex items-center gap-3">
          <ExportButton onExport={() => exportOperators(filter)} />
          <Button onClick={() => setCreating(true)}>{t('create.open')}</Button>
        </div>
      }
      filters={
        <OperatorsFilters
          values={{ search: filter.search, role: filter.role, brand: filter.brand, status: filter.status }}
          onApply={(values) => setSearch(values)}
        />
      }
      table={{
        list,
        columns,
        pageNo,
        pageSize,
        sorting: [{ id: filter.sort, desc: filter.order === 'desc' }],
        onSortingChange: (sorting) => {
          const [first] = sorting;
          if (!first) return;
          setSearch({ sort: first.id, order: first.desc ? 'desc' : 'asc' });
        },
        rowKey: (row) => row.id,
        ...listPager(setSearch),
      }}
    >
      <p className="text-xs text-slate-500">{t('common:table.timeZone', { zone: defaultTimeZone })}</p>
      {notice && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {notice}
        </p>
      )}
      <CreateOperatorDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(username) => setNotice(t('notices.created', { username }))}
      />
      {editing && (
        <EditAccessDialog
          account={editing}
          onClose={() => setEditing(null)}
          onSaved={() => setNotice(t('notices.accessChanged', { username: editing.username }))}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`confirm.${pending.kind}.title`, { username: pending.account.username }) : ''}
        message={pending ? t(`confirm.${pending.kind}.message`, { username: pending.account.username }) : ''}
        confirmLabel={pending ? t(`confirm.${pending.kind}.action`) : ''}
        danger={pending?.kind !== 'enable'}
        pending={status.isPending || reset.isPending}
        error={pendingError ? errorMessage(pendingError) : null}
        onConfirm={confirmPending}
        onCancel={() => {
          setPending(null);
          status.reset();
          reset.reset();
        }}
      />
    </ListScreen>
  );
}
