import { useTranslation } from 'react-i18next';
import { Route, Routes, useSearchParams } from 'react-router';
import { StatusTabs } from '@/components/data-table/status-tabs';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { AffiliateApplications } from './affiliate-applications';
import { AgentReports } from './agent-reports';
import { AgentTree } from './agent-tree';

const views = ['tree', 'applications'] as const;
type View = (typeof views)[number];

/**
 * Issue #18's agents (decision 0075): the brand's agent tree (search, levels, team counts, quotas, moving a member
 * under another agent, one agent's reports) and the members' applications to become agents. Every change is audited
 * by the server.
 */
export default function AgentsScreen() {
  return (
    <Routes>
      <Route index element={<AgentLists />} />
      <Route path="reports/:merchant/:username" element={<AgentReports />} />
    </Routes>
  );
}

function AgentLists() {
  const { t } = useTranslation(['agents', 'common']);
  const [merchant, setMerchant] = useBrandParam();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = views.find((candidate) => candidate === searchParams.get('view')) ?? 'tree';
  const setView = (next: View) =>
    setSearchParams((current) => {
      const parameters = new URLSearchParams(current);
      parameters.set('view', next);
      return parameters;
    });
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
          <p className="text-sm text-slate-500">{t('description')}</p>
        </div>
        <BrandPicker id="agents-brand" value={merchant} onChange={setMerchant} />
      </header>
      <StatusTabs
        label={t('title')}
        options={views}
        value={view}
        labelOf={(option) => t(`views.${option}`)}
        onChange={setView}
      />
      {merchant &&
        (view === 'tree' ? <AgentTree merchant={merchant} /> : <AffiliateApplications merchant={merchant} />)}
    </div>
  );
}
