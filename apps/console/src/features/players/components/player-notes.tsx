import { zodResolver } from '@hookform/resolvers/zod';
import { playerNoteBodySchema } from '@croupier/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PaginationBar } from '@/components/data-table/pagination-bar';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { useConsoleSession } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useAddPlayerNote } from '../api/add-player-note';
import type { PlayerKey } from '../api/get-player';
import { usePlayerNotes } from '../api/list-player-notes';
import type { RecordSearch, SearchUpdate } from './player-records';

type NoteInput = z.input<typeof playerNoteBodySchema>;

/** Operators' notes on the player, newest first, and a box to add one (support and risk). */
export function PlayerNotes({
  playerKey,
  timeZone,
  search,
  onSearch,
}: {
  playerKey: PlayerKey;
  timeZone: string;
  search: RecordSearch;
  onSearch: SearchUpdate;
}) {
  const { t } = useTranslation('players');
  const errorMessage = useErrorMessage();
  const { permissions } = useConsoleSession();
  const notes = usePlayerNotes(playerKey, { pageNo: search.pageNo, pageSize: search.pageSize });
  const add = useAddPlayerNote(playerKey);
  const form = useForm<NoteInput>({ resolver: zodResolver(playerNoteBodySchema), defaultValues: { body: '' } });

  return (
    <div className="flex flex-col gap-3">
      {permissions.includes('players.manage') && (
        <form
          className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
          onSubmit={(event) =>
            void form.handleSubmit((values) => add.mutate(values.body, { onSuccess: () => form.reset({ body: '' }) }))(
              event,
            )
          }
        >
          <label htmlFor="player-note" className="sr-only">
            {t('notes.add')}
          </label>
          <textarea
            id="player-note"
            rows={2}
            className={inputClass}
            placeholder={t('notes.placeholder')}
            {...form.register('body')}
          />
          {add.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(add.error)}
            </p>
          )}
          <div className="flex justify-end">
            <Button type="submit" disabled={add.isPending}>
              {t('notes.add')}
            </Button>
          </div>
        </form>
      )}
      {notes.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(notes.error)}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {notes.data?.content.map((note) => (
          <li key={note.id} className="rounded-lg border border-slate-200 bg-white p-3">
            <p className="text-sm whitespace-pre-wrap text-slate-900">{note.body}</p>
            <p className="mt-1 text-xs text-slate-500">
              {t('notes.by', { operator: note.operator, time: formatDateTime(note.at, timeZone) })}
            </p>
          </li>
        ))}
        {notes.data?.content.length === 0 && <li className="text-sm text-slate-500">{t('notes.empty')}</li>}
      </ul>
      {notes.data && notes.data.total > 0 && (
        <PaginationBar
          pageNo={notes.data.pageNum}
          totalPages={notes.data.totalPages}
          total={notes.data.total}
          pageSize={search.pageSize}
          onPage={(page) => onSearch({ pageNo: page }, { keepPage: true })}
          onPageSize={(size) => onSearch({ pageSize: size })}
        />
      )}
    </div>
  );
}
