import type { ConfigVersion } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useListSearchParams } from '@/components/data-table/use-list-search-params';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBrandTimeZone, useConsoleSession } from '@/lib/console-session-context';
import { useErrorMessage } from '@/lib/use-error-message';
import { useGameSettingDiff } from '../api/diff-game-setting-versions';
import { useOddsTableDiff } from '../api/diff-odds-table-versions';
import { useGameSettingVersion } from '../api/get-game-setting-version';
import { useOddsTableVersion } from '../api/get-odds-table-version';
import { useGameSettingVersions } from '../api/list-game-setting-versions';
import { useGameSettings } from '../api/list-game-settings';
import { useOddsTableVersions } from '../api/list-odds-table-versions';
import { useOddsTables } from '../api/list-odds-tables';
import { GameSettingEditor } from './game-setting-editor';
import { OddsTableEditor } from './odds-table-editor';
import { VersionHistory } from './version-history';

/** The address of the screen: brand, tab, the game or table, and the two versions compared. */
const settingsSearchSchema = z.object({
  merchant: z.string().max(32).optional(),
  tab: z.enum(['settings', 'odds']).default('settings'),
  game: z.string().max(40).optional(),
  table: z.string().max(40).optional(),
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
});

/** By default the diff compares the version before the one in force with it. */
function comparedVersions(versions: readonly ConfigVersion[] | undefined, from?: number, to?: number) {
  const [newest, previous] = versions ?? [];
  return { from: from ?? previous?.version, to: to ?? newest?.version };
}

function ErrorLine({ error }: { error: unknown }) {
  const errorMessage = useErrorMessage();
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {errorMessage(error)}
    </p>
  );
}

function SettingsTab({ merchant, game, from, to, onChange }: TabProps & { game: string | undefined }) {
  const { t } = useTranslation('lottery');
  const timeZone = useBrandTimeZone()(merchant);
  const list = useGameSettings(merchant);
  const gameCode = game ?? list.data?.[0]?.gameCode ?? '';
  const versions = useGameSettingVersions(merchant, gameCode);
  const current = useGameSettingVersion(merchant, gameCode, versions.data?.[0]?.version);
  const compared = comparedVersions(versions.data, from, to);
  const diff = useGameSettingDiff(merchant, gameCode, compared.from, compared.to);
  return (
    <>
      <FormField className="max-w-md" label={t('settings.game')} htmlFor="settings-game">
        <select
          id="settings-game"
          className={inputClass}
          value={gameCode}
          onChange={(event) => onChange({ game: event.target.value, from: undefined, to: undefined })}
        >
          {(list.data ?? []).map((row) => (
            <option key={row.gameCode} value={row.gameCode}>
              {t('settings.gameOption', { name: row.gameName, version: row.version })}
            </option>
          ))}
        </select>
      </FormField>
      {(list.isError || current.isError) && <ErrorLine error={list.error ?? current.error} />}
      <div className="grid items-start gap-4 xl:grid-cols-[3fr_2fr]">
        {current.data ? <GameSettingEditor merchant={merchant} current={current.data} /> : <div />}
        {versions.data && (
          <VersionHistory
            versions={versions.data}
            from={compared.from}
            to={compared.to}
            diff={diff.data}
            timeZone={timeZone}
            onPick={(pick) => onChange(pick)}
          />
        )}
      </div>
    </>
  );
}

function OddsTab({ merchant, table, from, to, onChange }: TabProps & { table: string | undefined }) {
  const { t } = useTranslation('lottery');
  const timeZone = useBrandTimeZone()(merchant);
  const list = useOddsTables(merchant);
  const code = table ?? list.data?.[0]?.code ?? '';
  const versions = useOddsTableVersions(merchant, code);
  const current = useOddsTableVersion(merchant, code, versions.data?.[0]?.version);
  const compared = comparedVersions(versions.data, from, to);
  const diff = useOddsTableDiff(merchant, code, compared.from, compared.to);
  return (
    <>
      <FormField className="max-w-md" label={t('odds.table')} htmlFor="odds-table">
        <select
          id="odds-table"
          className={inputClass}
          value={code}
          onChange={(event) => onChange({ table: event.target.value, from: undefined, to: undefined })}
        >
          {(list.data ?? []).map((row) => (
            <option key={row.code} value={row.code}>
              {t('odds.tableOption', {
                code: row.code,
                pricing: t(`odds.pricing.${row.pricing}`),
                version: row.version,
              })}
            </option>
          ))}
        </select>
      </FormField>
      {(list.isError || current.isError) && <ErrorLine error={list.error ?? current.error} />}
      <div className="grid items-start gap-4 xl:grid-cols-[3fr_2fr]">
        {current.data ? <OddsTableEditor merchant={merchant} current={current.data} /> : <div />}
        {versions.data && (
          <VersionHistory
            versions={versions.data}
            from={compared.from}
            to={compared.to}
            diff={diff.data}
            timeZone={timeZone}
            onPick={(pick) => onChange(pick)}
          />
        )}
      </div>
    </>
  );
}

type TabProps = {
  merchant: string;
  from: number | undefined;
  to: number | undefined;
  onChange: (patch: Record<string, string | number | undefined>) => void;
};

/** Each brand's lottery: its settings of every game and its odds tables, as versions with a diff between two. */
export default function LotterySettingsScreen() {
  const { t } = useTranslation('lottery');
  const { brands } = useConsoleSession();
  const [search, setSearch] = useListSearchParams(settingsSearchSchema);
  const merchant = search.merchant ?? brands[0]?.code ?? '';
  const tabClass = (active: boolean) =>
    `rounded-md px-3 py-1.5 text-sm ${active ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`;
  const onChange = (patch: Record<string, string | number | undefined>) => setSearch(patch);

  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 className="text-xl font-semibold text-slate-900">{t('configuration.title')}</h1>
        <p className="text-sm text-slate-500">{t('configuration.description')}</p>
      </header>
      <div className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <FormField className="w-56" label={t('configuration.brand')} htmlFor="settings-brand">
          <select
            id="settings-brand"
            className={inputClass}
            value={merchant}
            onChange={(event) =>
              setSearch({
                merchant: event.target.value,
                game: undefined,
                table: undefined,
                from: undefined,
                to: undefined,
              })
            }
          >
            {brands.map((brand) => (
              <option key={brand.code} value={brand.code}>
                {brand.name}
              </option>
            ))}
          </select>
        </FormField>
        <div className="flex gap-1" role="tablist">
          {(['settings', 'odds'] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={search.tab === tab}
              className={tabClass(search.tab === tab)}
              onClick={() => setSearch({ tab, from: undefined, to: undefined })}
            >
              {t(`configuration.tabs.${tab}`)}
            </button>
          ))}
        </div>
      </div>
      {search.tab === 'settings' ? (
        <SettingsTab merchant={merchant} game={search.game} from={search.from} to={search.to} onChange={onChange} />
      ) : (
        <OddsTab merchant={merchant} table={search.table} from={search.from} to={search.to} onChange={onChange} />
      )}
    </div>
  );
}
