import type { DrawStatus } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';

const statusLook: Record<DrawStatus, string> = {
  SCHEDULED: 'bg-sky-100 text-sky-900',
  CLOSED: 'bg-amber-100 text-amber-900',
  RESULTED: 'bg-violet-100 text-violet-900',
  SETTLED: 'bg-emerald-100 text-emerald-900',
  VOID: 'bg-slate-200 text-slate-800',
};

export function DrawStatusBadge({ status }: { status: DrawStatus }) {
  const { t } = useTranslation('lottery');
  return (
    <span
      data-testid="draw-status"
      data-status={status}
      className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${statusLook[status]}`}
    >
      {t(`statuses.${status}`)}
    </span>
  );
}

/** A result's canonical text (`DB:12345|G1:…`) as lines, one per prize group. */
export function WinNumbers({ winNo }: { winNo: string }) {
  return (
    <span className="font-mono text-xs break-all text-slate-800">
      {winNo.split('|').map((part, index) => (
        <span key={index} className="block">
          {part}
        </span>
      ))}
    </span>
  );
}
