import { consoleGameFilterSchema, gameClassifications, pageQueryShape } from '@croupier/contracts';
import type { ConsoleGame, GameClassification } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/data-table/export-button';
import { ListScreen } from '@/components/data-table/list-screen';
import { listPager, useListSearchParams } from '@/components/data-table/use-list-search-params';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { formatDateTime } from '@/lib/format-date-time';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { useErrorMessage } from '@/lib/use-error-message';
import { exportGames } from '../api/export-games';
import { useGames } from '../api/list-games';
import { useVendors } from '../api/list-vendors';
import { useUpdateGame } from '../api/update-game';
import { GameFilters } from './game-filters';

const gamesSearchSchema = consoleGameFilterSchema
  .omit({ merchant: true, enabled: true })
  .extend(pageQueryShape({ defaultSize: 50, maxSize: 200 }));

const toggles = ['isHot', 'isNew', 'enabled', 'maintenance'] as const;

/** A brand's games: search and filters in the address, switches changed in the row, categories and icon below. */
export default function GamesScreen() {
  const { t } = useTranslation(['catalogue', 'common']);
  const errorMessage = useErrorMessage();
  const zoneOf = useBrandTimeZone();
  const [merchant, setMerchant] = useBrandParam();
  const [search, setSearch] = useListSearchParams(gamesSearchSchema);
  const { pageNo, pageSize, ...filter } = search;
  const list = useGames({ merchant, ...search });
  const vendors = useVendors(merchant);
  const update = useUpdateGame();
  const [editing, setEditing] = useState<ConsoleGame | null>(null);

  const columns = useMemo<ColumnDef<ConsoleGame, unknown>[]>(
    () => [
      {
        id: 'sortOrder',
        header: t('games.columns.order'),
        enableSorting: true,
        cell: ({ row }) => (
          <input
            key={`${row.original.id}-${row.original.sortOrder}`}
            type="number"
            aria-label={t('games.columns.order')}
            className={`${inputClass.replace('w-full', 'w-20')} tabular-nums`}
            defaultValue={row.original.sortOrder}
            onBlur={(event) => {
              const sortOrder = Number(event.target.value);
              if (Number.isInteger(sortOrder) && sortOrder !== row.original.sortOrder)
                update.mutate({ id: row.original.id, merchant, sortOrder });
            }}
          />
        ),
      },
      {
        id: 'icon',
        header: t('games.columns.icon'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.iconUrl ? (
            <img src={row.original.iconUrl} alt="" width={40} height={40} className="h-10 w-10 rounded object-cover" />
          ) : (
            <span className="text-xs text-slate-400">{t('games.drawnIcon')}</span>
          ),
      },
      {
        id: 'name',
        header: t('games.columns.name'),
        enableSorting: true,
        cell: ({ row }) => (
          <div>
            <div className="font-medium text-slate-900">
              {row.original.names.en ?? row.original.names.th ?? row.original.gameCode}
            </div>
            {row.original.names.th && <div className="text-xs text-slate-600">{row.original.names.th}</div>}
            <div className="font-mono text-xs text-slate-500">{row.original.gameCode}</div>
          </div>
        ),
      },
      {
        id: 'vendor',
        header: t('games.columns.vendor'),
        enableSorting: false,
        cell: ({ row }) => row.original.vendorName,
      },
      {
        id: 'gameType',
        header: t('games.columns.type'),
        enableSorting: false,
        cell: ({ row }) => t(`games.types.${row.original.gameType}`),
      },
      ...toggles.map((toggle): ColumnDef<ConsoleGame, unknown> => ({
        id: toggle,
        header: t(`games.columns.${toggle}`),
        enableSorting: false,
        cell: ({ row }) => (
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300"
            aria-label={`${t(`games.columns.${toggle}`)}: ${row.original.gameCode}`}
            checked={row.original[toggle]}
            onChange={(event) => update.mutate({ id: row.original.id, merchant, [toggle]: event.target.checked })}
          />
        ),
      })),
      {
        id: 'updatedAt',
        header: t('games.columns.updatedAt'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatDateTime(row.original.updatedAt, zoneOf(merchant))}
          </span>
        ),
      },
      {
        id: 'edit',
        header: '',
        enableSorting: false,
        cell: ({ row }) => (
          <Button look="secondary" className="px-2 py-1 text-xs" onClick={() => setEditing(row.original)}>
            {t('games.edit')}
          </Button>
        ),
      },
    ],
    [t, update, merchant, zoneOf],
  );

  return (
    <ListScreen
      title={t('games.title')}
      description={t('games.description')}
      actions={
        <div className="flex items-center gap-3">
          <BrandPicker id="games-brand" value={merchant} onChange={setMerchant} />
          <ExportButton onExport={() => exportGames({ merchant, ...filter })} />
        </div>
      }
      filters={
        <GameFilters
          vendors={vendors.data ?? []}
          values={{
            search: filter.search,
            vendor: filter.vendor,
            gameType: filter.gameType,
            hot: filter.hot === undefined ? undefined : String(filter.hot),
            isNew: filter.isNew === undefined ? undefined : String(filter.isNew),
            maintenance: filter.maintenance === undefined ? undefined : String(filter.maintenance),
          }}
          onApply={(values) => setSearch(values)}
        />
      }
      table={{
        list,
        columns,
        pageNo,
        pageSize,
        sorting: [{ id: search.sort, desc: search.order === 'desc' }],
        onSortingChange: (sorting) => {
          const sort = sorting[0];
          if (sort) setSearch({ sort: sort.id, order: sort.desc ? 'desc' : 'asc' });
        },
        rowKey: (row) => String(row.id),
        ...listPager(setSearch),
      }}
    >
      {update.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(update.error)}
        </p>
      )}
      {editing && (
        <GameEditor
          key={editing.id}
          game={editing}
          merchant={merchant}
          saving={update.isPending}
          onCancel={() => setEditing(null)}
          onSave={(change) =>
            update.mutate({ id: editing.id, merchant, ...change }, { onSuccess: () => setEditing(null) })
          }
        />
      )}
    </ListScreen>
  );
}

/** A game's categories and icon (uploaded or an address), edited above the list. */
function GameEditor({
  game,
  merchant,
  saving,
  onSave,
  onCancel,
}: {
  game: ConsoleGame;
  merchant: string;
  saving: boolean;
  onSave: (change: { classifications: GameClassification[]; iconUrl: string | null }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const [classifications, setClassifications] = useState<GameClassification[]>(game.classifications);
  const [iconUrl, setIconUrl] = useState(game.iconUrl ?? '');
  const [uploading, setUploading] = useState(false);
  return (
    <section
      aria-label={t('games.editTitle', { game: game.names.en ?? game.gameCode })}
      className="flex flex-wrap items-end gap-5 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="font-medium text-slate-900">{game.names.en ?? game.names.th ?? game.gameCode}</div>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-1 text-xs font-medium text-slate-600">{t('games.categories')}</legend>
        {gameClassifications.map((code) => (
          <label key={code} className="flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-slate-300"
              checked={classifications.includes(code)}
              onChange={(event) =>
                setClassifications((current) =>
                  event.target.checked ? [...current, code] : current.filter((item) => item !== code),
                )
              }
            />
            {t(`games.classifications.${code}`)}
          </label>
        ))}
      </fieldset>
      <div className="min-w-80 flex-1">
        <ImageUploadField
          id="game-icon"
          merchant={merchant}
          label={t('games.icon')}
          hint={t('games.iconHint')}
          placeholder="https://"
          value={iconUrl}
          onChange={setIconUrl}
          onBusyChange={setUploading}
        />
      </div>
      <div className="flex gap-2">
        <Button
          disabled={saving || uploading}
          data-testid="game-save"
          onClick={() => onSave({ classifications, iconUrl: iconUrl.trim() || null })}
        >
          {t('games.save')}
        </Button>
        <Button look="secondary" onClick={onCancel}>
          {t('games.cancel')}
        </Button>
      </div>
    </section>
  );
}
