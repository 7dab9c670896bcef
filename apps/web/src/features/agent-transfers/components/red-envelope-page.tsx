import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { RedEnvelopeForm } from './red-envelope-dialog';

/**
 * The agent centre's red envelope page (the original's `agentRedRain`, `AGENTRANSMULTDOWN3`, reference §1.1): the
 * same form as the downline row's dialog, on its own, for choosing several direct downlines at once. After a sent
 * envelope the form starts again empty, so a second envelope is never the first one resent by mistake.
 */
export function RedEnvelopePage({ currency }: { currency: string }) {
  const { t } = useTranslation('agent');
  const [round, setRound] = useState(0);
  return (
    <Panel testId="red-envelope-page">
      <div className="max-w-xl space-y-4">
        <p className="text-sm text-text-2">{t('redEnvelope.description')}</p>
        <RedEnvelopeForm key={round} currency={currency} onDone={() => setRound(round + 1)} />
      </div>
    </Panel>
  );
}
