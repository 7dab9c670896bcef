import type { ColumnDef } from '@tanstack/react-table';
import type { ConsoleMission, MissionBody, MissionKind, MissionMetric } from '@croupier/contracts';
import { gameTypes, missionKinds, missionMetrics } from '@croupier/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { formatCount } from '@/lib/format-amount';
import { useErrorMessage } from '@/lib/use-error-message';
import { useChangeMissionStatus } from '../api/change-mission-status';
import { useMissions } from '../api/read-missions';
import { useSaveMission } from '../api/save-mission';
import { instantOfLocalInput, localInputOf } from '../brand-time';
import { MissionReportPanel } from './mission-report-panel';

/** `YYYY/MM/DD HH:mm` in the brand's zone. */
const timeText = (iso: string, timeZone: string) => localInputOf(iso, timeZone).replace(/-/g, '/').replace('T', ' ');

type Draft = MissionBody & { id: string | null };

function emptyDraft(timeZone: string): Draft {
  const start = new Date();
  const end = new Date(start.getTime() + 7 * 24 * 60 * 60 * 1000);
  return {
    id: null,
    code: '',
    title: { th: '', en: '' },
    kind: 'daily',
    metric: 'valid_bet',
    categories: [],
    minStake: '0',
    startsAt: instantOfLocalInput(localInputOf(start.toISOString(), timeZone), timeZone),
    endsAt: instantOfLocalInput(localInputOf(end.toISOString(), timeZone), timeZone),
    milestones: [{ target: '', reward: '' }],
    turnoverMultiplier: 0,
    claimDays: 1,
    leaderboard: false,
    prizes: [],
    minQualify: '0',
  };
}

/**
 * Missions (issue #20, decision 0083): a brand's missions with their state and participants; the builder (kind,
 * metric, categories, window in the brand's zone, milestones with rewards, leaderboard prizes) for drafts; publish and
 * close; and each mission's report with its live or final leaderboard. Every change is audited by the server.
 */
export default function MissionsScreen() {
  const { t } = useTranslation(['missions', 'common']);
  const errorMessage = useErrorMessage();
  const [merchant, setMerchant] = useBrandParam();
  const timeZone = useBrandTimeZone()(merchant);
  const missions = useMissions(merchant);
  const status = useChangeMissionStatus();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [reportOf, setReportOf] = useState<string | null>(null);
  const [closing, setClosing] = useState<ConsoleMission | null>(null);
  const { i18n } = useTranslation();

  const columns: ColumnDef<ConsoleMission, unknown>[] = [
    { id: 'code', header: t('columns.code'), cell: ({ row }) => row.original.code },
    {
      id: 'title',
      header: t('columns.title'),
      cell: ({ row }) =>
        row.original.title[i18n.language as 'th'] ??
        row.original.title.th ??
        Object.values(row.original.title)[0] ??
        '',
    },
    { id: 'kind', header: t('columns.kind'), cell: ({ row }) => t(`kinds.${row.original.kind}`) },
    { id: 'metric', header: t('columns.metric'), cell: ({ row }) => t(`metrics.${row.original.metric}`) },
    {
      id: 'window',
      header: t('columns.window'),
      cell: ({ row }) => `${timeText(row.original.startsAt, timeZone)} – ${timeText(row.original.endsAt, timeZone)}`,
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: ({ row }) => (
        <span data-testid={`mission-status-${row.original.code}`}>{t(`statuses.${row.original.status}`)}</span>
      ),
    },
    {
      id: 'participants',
      header: t('columns.participants'),
      cell: ({ row }) => formatCount(row.original.participants),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: ({ row }) => {
        const mission = row.original;
        return (
          <div className="flex flex-wrap gap-2">
            {mission.status === 'draft' && (
              <>
                <Button look="secondary" onClick={() => setDraft({ ...mission })}>
                  {t('edit')}
                </Button>
                <Button
                  data-testid={`mission-publish-${mission.code}`}
                  onClick={() => status.mutate({ merchant, id: mission.id, action: 'publish' })}
                >
                  {t('publish')}
                </Button>
              </>
            )}
            {mission.status === 'published' && (
              <Button look="danger" onClick={() => setClosing(mission)}>
                {t('close')}
              </Button>
            )}
            <Button
              look="secondary"
              data-testid={`mission-report-${mission.code}`}
              onClick={() => setReportOf(mission.id)}
            >
              {t('report')}
            </Button>
          </div>
        );
      },
    },
  ];
  const rows = missions.data?.missions ?? [];

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
          <p className="text-sm text-slate-500">{t('description')}</p>
        </div>
        <div className="flex items-end gap-3">
          <BrandPicker id="missions-brand" value={merchant} onChange={setMerchant} />
          <Button onClick={() => setDraft(emptyDraft(timeZone))} disabled={merchant === ''} data-testid="mission-new">
            {t('new')}
          </Button>
        </div>
      </header>
      {(missions.isError || status.isError) && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(missions.error ?? status.error)}
        </p>
      )}
      <DataTable
        columns={columns}
        rows={rows}
        total={rows.length}
        pageNo={1}
        pageSize={Math.max(rows.length, 1)}
        sorting={[]}
        onSortingChange={() => undefined}
        loading={missions.isFetching}
        rowKey={(row) => row.id}
        emptyText={t('empty')}
      />
      {reportOf && (
        <MissionReportPanel merchant={merchant} id={reportOf} timeZone={timeZone} onClose={() => setReportOf(null)} />
      )}
      <ConfirmDialog
        open={closing !== null}
        title={t('closeTitle')}
        message={t('closeMessage', { code: closing?.code ?? '' })}
        confirmLabel={t('close')}
        danger
        pending={status.isPending}
        error={null}
        onConfirm={() =>
          closing && status.mutate({ merchant, id: closing.id, action: 'close' }, { onSettled: () => setClosing(null) })
        }
        onCancel={() => setClosing(null)}
      />
      {draft && (
        <MissionBuilder
          key={draft.id ?? 'new'}
          merchant={merchant}
          timeZone={timeZone}
          initial={draft}
          onDone={() => setDraft(null)}
        />
      )}
    </div>
  );
}

function MissionBuilder({
  merchant,
  timeZone,
  initial,
  onDone,
}: {
  merchant: string;
  timeZone: string;
  initial: Draft;
  onDone: () => void;
}) {
  const { t } = useTranslation(['missions', 'common']);
  const errorMessage = useErrorMessage();
  const save = useSaveMission();
  const [draft, setDraft] = useState<Draft>(initial);
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const betMetric = draft.metric === 'valid_bet' || draft.metric === 'bet_count';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { id, ...body } = draft;
    save.mutate({ merchant, id, body }, { onSuccess: onDone });
  };

  return (
    <FormDialog
      title={initial.id ? t('builder.editTitle') : t('builder.newTitle')}
      onSubmit={submit}
      onCancel={onDone}
      error={save.isError ? errorMessage(save.error) : null}
      pending={save.isPending}
      confirmLabel={t('builder.save')}
    >
      <div className="grid max-h-[70vh] grid-cols-1 gap-3 overflow-y-auto sm:grid-cols-2">
        <FormField label={t('builder.code')} htmlFor="mission-code">
          <input
            id="mission-code"
            className={inputClass}
            value={draft.code}
            onChange={(event) => change({ code: event.target.value })}
            required
          />
        </FormField>
        <FormField label={t('builder.kind')} htmlFor="mission-kind">
          <select
            id="mission-kind"
            className={inputClass}
            value={draft.kind}
            onChange={(event) => {
              const kind = event.target.value as MissionKind;
              change({
                kind,
                metric:
                  kind === 'check_in' ? 'check_in_days' : draft.metric === 'check_in_days' ? 'valid_bet' : draft.metric,
                leaderboard: kind === 'event' ? draft.leaderboard : false,
              });
            }}
          >
            {missionKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('builder.titleTh')} htmlFor="mission-title-th">
          <input
            id="mission-title-th"
            className={inputClass}
            value={draft.title.th ?? ''}
            onChange={(event) => change({ title: { ...draft.title, th: event.target.value } })}
          />
        </FormField>
        <FormField label={t('builder.titleEn')} htmlFor="mission-title-en">
          <input
            id="mission-title-en"
            className={inputClass}
            value={draft.title.en ?? ''}
            onChange={(event) => change({ title: { ...draft.title, en: event.target.value } })}
          />
        </FormField>
        <FormField label={t('builder.metric')} htmlFor="mission-metric">
          <select
            id="mission-metric"
            className={inputClass}
            value={draft.metric}
            onChange={(event) => change({ metric: event.target.value as MissionMetric })}
          >
            {missionMetrics
              .filter((metric) => (draft.kind === 'check_in') === (metric === 'check_in_days'))
              .map((metric) => (
                <option key={metric} value={metric}>
                  {t(`metrics.${metric}`)}
                </option>
              ))}
          </select>
        </FormField>
        {draft.metric === 'bet_count' && (
          <FormField label={t('builder.minStake')} htmlFor="mission-min-stake">
            <input
              id="mission-min-stake"
              className={inputClass}
              inputMode="decimal"
              value={draft.minStake}
              onChange={(event) => change({ minStake: event.target.value })}
            />
          </FormField>
        )}
        <FormField label={t('builder.startsAt', { zone: timeZone })} htmlFor="mission-starts">
          <input
            id="mission-starts"
            type="datetime-local"
            className={inputClass}
            value={localInputOf(draft.startsAt, timeZone)}
            onChange={(event) =>
              event.target.value && change({ startsAt: instantOfLocalInput(event.target.value, timeZone) })
            }
          />
        </FormField>
        <FormField label={t('builder.endsAt', { zone: timeZone })} htmlFor="mission-ends">
          <input
            id="mission-ends"
            type="datetime-local"
            className={inputClass}
            value={localInputOf(draft.endsAt, timeZone)}
            onChange={(event) =>
              event.target.value && change({ endsAt: instantOfLocalInput(event.target.value, timeZone) })
            }
          />
        </FormField>
        {betMetric && (
          <fieldset className="sm:col-span-2">
            <legend className="text-xs font-medium text-slate-600">{t('builder.categories')}</legend>
            <div className="mt-1 flex flex-wrap gap-3">
              {gameTypes.map((category) => (
                <label key={category} className="flex items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    checked={draft.categories.includes(category)}
                    onChange={(event) =>
                      change({
                        categories: event.target.checked
                          ? [...draft.categories, category]
                          : draft.categories.filter((item) => item !== category),
                      })
                    }
                  />
                  {category}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="text-xs font-medium text-slate-600">{t('builder.milestones')}</legend>
          {draft.milestones.map((milestone, index) => (
            <div key={index} className="flex items-end gap-2">
              <FormField label={t('builder.target', { number: index + 1 })} htmlFor={`mission-target-${index}`}>
                <input
                  id={`mission-target-${index}`}
                  className={inputClass}
                  inputMode="decimal"
                  value={milestone.target}
                  onChange={(event) =>
                    change({
                      milestones: draft.milestones.map((item, at) =>
                        at === index ? { ...item, target: event.target.value } : item,
                      ),
                    })
                  }
                />
              </FormField>
              <FormField label={t('builder.reward')} htmlFor={`mission-reward-${index}`}>
                <input
                  id={`mission-reward-${index}`}
                  className={inputClass}
                  inputMode="decimal"
                  value={milestone.reward}
                  onChange={(event) =>
                    change({
                      milestones: draft.milestones.map((item, at) =>
                        at === index ? { ...item, reward: event.target.value } : item,
                      ),
                    })
                  }
                />
              </FormField>
              <Button
                look="secondary"
                disabled={draft.milestones.length === 1}
                onClick={() => change({ milestones: draft.milestones.filter((_, at) => at !== index) })}
              >
                {t('builder.remove')}
              </Button>
            </div>
          ))}
          <Button
            look="secondary"
            className="self-start"
            disabled={draft.milestones.length >= 10}
            onClick={() => change({ milestones: [...draft.milestones, { target: '', reward: '' }] })}
          >
            {t('builder.addMilestone')}
          </Button>
        </fieldset>
        <FormField label={t('builder.turnover')} htmlFor="mission-turnover">
          <input
            id="mission-turnover"
            type="number"
            min={0}
            max={50}
            className={inputClass}
            value={draft.turnoverMultiplier}
            onChange={(event) => change({ turnoverMultiplier: Number(event.target.value) })}
          />
        </FormField>
        <FormField label={t('builder.claimDays')} htmlFor="mission-claim-days">
          <input
            id="mission-claim-days"
            type="number"
            min={0}
            max={30}
            className={inputClass}
            value={draft.claimDays}
            onChange={(event) => change({ claimDays: Number(event.target.value) })}
          />
        </FormField>
        {draft.kind === 'event' && (
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input
              type="checkbox"
              checked={draft.leaderboard}
              onChange={(event) => change({ leaderboard: event.target.checked })}
            />
            {t('builder.leaderboard')}
          </label>
        )}
        {draft.leaderboard && (
          <fieldset className="flex flex-col gap-2 sm:col-span-2">
            <legend className="text-xs font-medium text-slate-600">{t('builder.prizes')}</legend>
            <FormField label={t('builder.minQualify')} htmlFor="mission-min-qualify" className="w-48">
              <input
                id="mission-min-qualify"
                className={inputClass}
                inputMode="decimal"
                value={draft.minQualify}
                onChange={(event) => change({ minQualify: event.target.value })}
              />
            </FormField>
            {draft.prizes.map((prize, index) => (
              <div key={index} className="flex items-end gap-2">
                {(['fromRank', 'toRank'] as const).map((field) => (
                  <FormField key={field} label={t(`builder.${field}`)} htmlFor={`mission-${field}-${index}`}>
                    <input
                      id={`mission-${field}-${index}`}
                      type="number"
                      min={1}
                      className={inputClass}
                      value={prize[field]}
                      onChange={(event) =>
                        change({
                          prizes: draft.prizes.map((item, at) =>
                            at === index ? { ...item, [field]: Number(event.target.value) } : item,
                          ),
                        })
                      }
                    />
                  </FormField>
                ))}
                <FormField label={t('builder.prize')} htmlFor={`mission-prize-${index}`}>
                  <input
                    id={`mission-prize-${index}`}
                    className={inputClass}
                    inputMode="decimal"
                    value={prize.prize}
                    onChange={(event) =>
                      change({
                        prizes: draft.prizes.map((item, at) =>
                          at === index ? { ...item, prize: event.target.value } : item,
                        ),
                      })
                    }
                  />
                </FormField>
                <Button
                  look="secondary"
                  onClick={() => change({ prizes: draft.prizes.filter((_, at) => at !== index) })}
                >
                  {t('builder.remove')}
                </Button>
              </div>
            ))}
            <Button
              look="secondary"
              className="self-start"
              onClick={() => {
                const next = (draft.prizes[draft.prizes.length - 1]?.toRank ?? 0) + 1;
                change({ prizes: [...draft.prizes, { fromRank: next, toRank: next, prize: '' }] });
              }}
            >
              {t('builder.addPrize')}
            </Button>
          </fieldset>
        )}
      </div>
      <p className="text-xs text-slate-500">{t('builder.rewardNote')}</p>
    </FormDialog>
  );
}
