import type { AgentTreeNode } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterBar } from '@/components/data-table/filter-bar';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useErrorMessage } from '@/lib/use-error-message';
import { useAgentTree } from '../api/list-agent-tree';
import { MoveDialog } from './move-dialog';
import { QuotaDialog } from './quota-dialog';

type Action = { kind: 'quota' | 'move'; node: AgentTreeNode };

/** The tree: top-level agents (or a username search), each expandable into its direct downlines. */
export function AgentTree({ merchant }: { merchant: string }) {
  const { t } = useTranslation(['agents', 'common']);
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState('');
  const [action, setAction] = useState<Action | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <FilterBar
        onSubmit={(event) => {
          event.preventDefault();
          setSearched(typed.trim());
        }}
        onClear={() => {
          setTyped('');
          setSearched('');
        }}
      >
        <FormField className="basis-56" label={t('search')} htmlFor="agents-search">
          <input
            id="agents-search"
            className={inputClass}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </FormField>
      </FilterBar>
      <p className="text-xs text-slate-500">{searched ? t('searchResults', { text: searched }) : t('topLevel')}</p>
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
        <Level merchant={merchant} depth={0} username={searched || undefined} onAction={setAction} />
      </ul>
      {action?.kind === 'quota' && (
        <QuotaDialog merchant={merchant} username={action.node.username} onClose={() => setAction(null)} />
      )}
      {action?.kind === 'move' && <MoveDialog merchant={merchant} node={action.node} onClose={() => setAction(null)} />}
    </div>
  );
}

function Level({
  merchant,
  depth,
  parent,
  username,
  onAction,
}: {
  merchant: string;
  depth: number;
  parent?: string;
  username?: string | undefined;
  onAction: (action: Action) => void;
}) {
  const { t } = useTranslation(['agents', 'common']);
  const errorMessage = useErrorMessage();
  const nodes = useAgentTree({
    merchant,
    ...(parent ? { parent } : {}),
    ...(username ? { username } : {}),
  });
  if (nodes.isPending) return <li className="px-3 py-2 text-sm text-slate-500">{t('common:table.loading')}</li>;
  if (nodes.isError)
    return (
      <li role="alert" className="px-3 py-2 text-sm text-red-700">
        {errorMessage(nodes.error)}
      </li>
    );
  if (nodes.data.length === 0) return <li className="px-3 py-2 text-sm text-slate-500">{t('empty')}</li>;
  return nodes.data.map((node) => (
    <Node key={node.memberId} merchant={merchant} node={node} depth={depth} onAction={onAction} />
  ));
}

function Node({
  merchant,
  node,
  depth,
  onAction,
}: {
  merchant: string;
  node: AgentTreeNode;
  depth: number;
  onAction: (action: Action) => void;
}) {
  const { t } = useTranslation(['agents', 'agent-reports', 'common']);
  const [open, setOpen] = useState(false);
  return (
    <li>
      <div
        className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm"
        style={{ paddingLeft: `${0.75 + depth * 1.5}rem` }}
      >
        <button
          type="button"
          className="w-6 text-slate-600 disabled:opacity-30"
          aria-expanded={open}
          aria-label={open ? t('collapse', { username: node.username }) : t('expand', { username: node.username })}
          disabled={node.directCount === 0}
          onClick={() => setOpen(!open)}
        >
          {open ? '▾' : '▸'}
        </button>
        <span className="font-medium text-slate-900">{node.username}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${node.isAgent ? 'bg-sky-100 text-sky-900' : 'bg-slate-100 text-slate-700'}`}
        >
          {node.isAgent ? t('agentType', { type: node.type }) : t('member')}
        </span>
        <span className="text-xs text-slate-600">
          {t('counts', { direct: node.directCount, team: node.teamSize, contracts: node.liveContracts })}
        </span>
        {node.uplineUsername && (
          <span className="text-xs text-slate-500">{t('upline', { name: node.uplineUsername })}</span>
        )}
        <span className="ml-auto flex gap-2">
          {node.isAgent && (
            <Link
              className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-slate-50"
              to={`reports/${encodeURIComponent(merchant)}/${encodeURIComponent(node.username)}`}
            >
              {t('agent-reports:open')}
            </Link>
          )}
          {node.isAgent && (
            <Button look="secondary" onClick={() => onAction({ kind: 'quota', node })}>
              {t('quotas')}
            </Button>
          )}
          <Button look="secondary" onClick={() => onAction({ kind: 'move', node })}>
            {t('move')}
          </Button>
        </span>
      </div>
      {open && (
        <ul className="divide-y divide-slate-100 border-t border-slate-100">
          <Level merchant={merchant} depth={depth + 1} parent={node.memberId} onAction={onAction} />
        </ul>
      )}
    </li>
  );
}
