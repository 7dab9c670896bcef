import { shownDay } from '@croupier/contracts';
import type { Downline } from '@croupier/contracts';
import { NotebookPen, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { InputBox } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Money } from '@/components/ui/money';
import { Pagination } from '@/components/ui/pagination';
import { Panel } from '@/components/ui/panel';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { SelectBox } from '@/components/ui/select-box';
import { StatusBadge } from '@/components/ui/status-badge';
import { useToast } from '@/components/ui/toast-provider';
import { formatDateTime, formatLocalDate } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useDownlines } from '../api/list-downlines';
import type { DownlineQuery } from '../api/list-downlines';
import { useSaveDownlineNote } from '../api/save-downline-note';
import { Detail, ListStates } from './list-states';

const pageSize = 20;

type DownlineManagementPageProps = {
  currency: string;
  timeZone: string;
  /**
   * Extra actions on a direct downline's row (the contract offer of the agent-contracts feature, when the route has
   * it): only direct downlines may be offered anything (reference §1.8: actions only where the agent is the upline).
   */
  renderDirectActions?: (downline: Downline) => ReactNode;
};

/**
 * Downline management (downlineManagmentView): the agent's whole team or its direct downlines, searched by username
 * and kind, with level, upline, status, balance, team size, dates and the agent's private note.
 */
export function DownlineManagementPage({ currency, timeZone, renderDirectActions }: DownlineManagementPageProps) {
  const { t } = useTranslation('agent');
  const id = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<DownlineQuery>({ pageNo: 1, pageSize, scope: 'all' });
  const downlines = useDownlines(query);
  const [editing, setEditing] = useState<Downline | null>(null);

  const change = (next: Partial<DownlineQuery>) => setQuery((current) => ({ ...current, ...next, pageNo: 1 }));

  return (
    <div className="space-y-4" data-testid="agent-downlines">
      <Panel>
        <form
          role="search"
          className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)]"
          onSubmit={(event) => {
            event.preventDefault();
            change({ username: typed.trim() || undefined });
          }}
        >
          <label htmlFor={`${id}-username`} className="sr-only">
            {t('downlines.search')}
          </label>
          <InputBox
            id={`${id}-username`}
            value={typed}
            placeholder={t('downlines.search')}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={() => change({ username: typed.trim() || undefined })}
            data-testid="agent-downline-search"
            trailing={
              <button
                type="submit"
                aria-label={t('downlines.searchButton')}
                className="grid min-w-11 place-items-center text-text-2 hover:text-text"
                data-testid="agent-downline-search-submit"
              >
                <Search className="size-4" aria-hidden="true" />
              </button>
            }
          />
          <SegmentedTabs
            label={t('downlines.scope')}
            value={query.scope}
            onChange={(scope) => change({ scope })}
            tabs={[
              { value: 'all', label: t('downlines.scopes.all'), testId: 'agent-downline-scope-all' },
              { value: 'direct', label: t('downlines.scopes.direct'), testId: 'agent-downline-scope-direct' },
            ]}
          />
          <SelectBox
            aria-label={t('downlines.kind')}
            value={query.kind ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              change({ kind: value === 'agent' || value === 'member' ? value : undefined });
            }}
            data-testid="agent-downline-kind"
          >
            <option value="">{t('downlines.allKinds')}</option>
            <option value="member">{t('kinds.member')}</option>
            <option value="agent">{t('kinds.agent')}</option>
          </SelectBox>
        </form>
      </Panel>
      <Panel
        title={t('downlines.title')}
        description={downlines.data ? t('count', { total: downlines.data.total }) : undefined}
        className={downlines.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}
      >
        <ListStates query={downlines} isEmpty={(page) => page.content.length === 0} emptyMessage={t('downlines.empty')}>
          {(page) => (
            <>
              <ul className="divide-y divide-border/70">
                {page.content.map((downline) => (
                  <li key={downline.id} className="py-3" data-testid="agent-downline-row">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold text-text" data-testid="agent-downline-username">
                        {downline.username}
                      </span>
                      <StatusBadge tone={downline.kind === 'agent' ? 'info' : 'neutral'}>
                        {t(`kinds.${downline.kind}`)}
                      </StatusBadge>
                      {downline.status === 'blocked' ? (
                        <StatusBadge tone="danger">{t('downlines.blocked')}</StatusBadge>
                      ) : null}
                      <span className="text-xs text-text-3">
                        {t('downlines.memberNumber', { number: downline.memberNumber })}
                      </span>
                      {/* Up to three actions on a direct agent: on a phone they take a line of their own and wrap. */}
                      <div className="flex w-full flex-wrap items-center gap-1 sm:ms-auto sm:w-auto sm:justify-end">
                        {downline.level === 1 && renderDirectActions ? renderDirectActions(downline) : null}
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => setEditing(downline)}
                          data-testid="agent-downline-note-edit"
                        >
                          <NotebookPen className="size-4" aria-hidden="true" />
                          {t('downlines.note')}
                        </Button>
                      </div>
                    </div>
                    <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-6">
                      <Detail label={t('downlines.level')}>
                        {t('downlines.levelValue', { level: downline.level })}
                      </Detail>
                      <Detail label={t('downlines.upline')}>{downline.upline}</Detail>
                      <Detail label={t('downlines.balance')}>
                        <Money amount={downline.balance} currency={currency} />
                      </Detail>
                      <Detail label={t('downlines.teamMembers')}>{downline.teamMembers}</Detail>
                      <Detail label={t('downlines.registeredAt')}>
                        {shownDay(formatLocalDate(downline.registeredAt, timeZone))}
                      </Detail>
                      <Detail label={t('downlines.lastLogin')}>
                        {downline.lastLoginAt ? formatDateTime(downline.lastLoginAt, timeZone) : t('downlines.never')}
                      </Detail>
                    </dl>
                    {downline.note ? (
                      <p
                        className="mt-2 rounded-control bg-raised/60 px-3 py-2 text-[13px] text-text-2"
                        data-testid="agent-downline-note"
                      >
                        {downline.note}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
              <div className="mt-4">
                <Pagination
                  pageCount={page.totalPages}
                  currentPage={query.pageNo}
                  onPageChange={(pageNo) => setQuery((current) => ({ ...current, pageNo }))}
                />
              </div>
            </>
          )}
        </ListStates>
      </Panel>
      {editing ? <NoteDialog downline={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function NoteDialog({ downline, onClose }: { downline: Downline; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const id = useId();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const save = useSaveDownlineNote();
  const [note, setNote] = useState(downline.note);

  async function submit() {
    try {
      await save.mutateAsync({ downlineId: downline.id, note: note.trim() });
      showToast(t('downlines.noteSaved'), 'success');
      onClose();
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      title={t('downlines.noteTitle', { username: downline.username })}
      testId="agent-note-dialog"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={save.isPending} data-testid="agent-note-save">
            {t('save')}
          </Button>
        </div>
      }
    >
      <label htmlFor={`${id}-note`} className="mb-1.5 block text-[13.5px] font-medium text-text-2">
        {t('downlines.noteLabel')}
      </label>
      <textarea
        id={`${id}-note`}
        value={note}
        maxLength={200}
        rows={4}
        onChange={(event) => setNote(event.target.value)}
        data-testid="agent-note-text"
        className="w-full rounded-control border border-border bg-bg/60 p-3 text-[15px] text-text outline-none focus-visible:border-accent"
      />
      <p className="mt-1 text-end text-xs text-text-3 tabular-nums">{note.length}/200</p>
    </Modal>
  );
}
