import type { AgentQuota } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useErrorMessage } from '@/lib/use-error-message';
import { useAgentQuota } from '../api/get-agent-quota';
import { useSaveAgentQuota } from '../api/save-agent-quota';

const limits = ['memberRegistrationsLimit', 'agentRegistrationsLimit', 'contractOffersLimit'] as const;
type Limit = (typeof limits)[number];

/** An agent's quotas: an empty field is no limit. */
export function QuotaDialog({
  merchant,
  username,
  onClose,
}: {
  merchant: string;
  username: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['agents', 'common']);
  const errorMessage = useErrorMessage();
  const quota = useAgentQuota({ merchant, username });
  return quota.data ? (
    <QuotaForm merchant={merchant} username={username} quota={quota.data} onClose={onClose} />
  ) : (
    <FormDialog
      title={t('quotaTitle', { username })}
      onSubmit={(event) => event.preventDefault()}
      onCancel={onClose}
      error={quota.isError ? errorMessage(quota.error) : null}
      pending
      confirmLabel={t('save')}
    >
      <p className="text-sm text-slate-500">{t('common:table.loading')}</p>
    </FormDialog>
  );
}

function QuotaForm({
  merchant,
  username,
  quota,
  onClose,
}: {
  merchant: string;
  username: string;
  quota: AgentQuota;
  onClose: () => void;
}) {
  const { t } = useTranslation(['agents', 'common']);
  const errorMessage = useErrorMessage();
  const save = useSaveAgentQuota();
  const [values, setValues] = useState<Record<Limit, string>>({
    memberRegistrationsLimit: quota.memberRegistrationsLimit?.toString() ?? '',
    agentRegistrationsLimit: quota.agentRegistrationsLimit?.toString() ?? '',
    contractOffersLimit: quota.contractOffersLimit?.toString() ?? '',
  });
  const parsed = (text: string) => (text.trim() === '' ? null : Number(text));
  return (
    <FormDialog
      title={t('quotaTitle', { username })}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            merchant,
            username,
            quota: {
              memberRegistrationsLimit: parsed(values.memberRegistrationsLimit),
              agentRegistrationsLimit: parsed(values.agentRegistrationsLimit),
              contractOffersLimit: parsed(values.contractOffersLimit),
            },
          },
          { onSuccess: onClose },
        );
      }}
      onCancel={onClose}
      error={save.isError ? errorMessage(save.error) : null}
      pending={save.isPending}
      confirmLabel={t('save')}
    >
      <p className="text-sm text-slate-600">{t('quotaHint')}</p>
      {limits.map((limit) => (
        <FormField key={limit} label={t(`limits.${limit}`)} htmlFor={`quota-${limit}`}>
          <input
            id={`quota-${limit}`}
            className={inputClass}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            placeholder={t('noLimit')}
            value={values[limit]}
            onChange={(event) => setValues({ ...values, [limit]: event.target.value })}
          />
        </FormField>
      ))}
      {quota.updatedBy && <p className="text-xs text-slate-500">{t('lastChangedBy', { name: quota.updatedBy })}</p>}
    </FormDialog>
  );
}
