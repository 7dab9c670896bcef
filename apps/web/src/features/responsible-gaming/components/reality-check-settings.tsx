import { realityCheckMinuteChoices } from '@croupier/contracts';
import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { SelectBox } from '@/components/ui/select-box';
import { useToast } from '@/components/ui/toast-provider';
import { useErrorMessage } from '@/lib/use-error-message';
import { useSetRealityCheck } from '../api/set-reality-check';

/** The reality check's interval: saved as soon as the player picks another. */
export function RealityCheckSettings({ minutes }: { minutes: number }) {
  const { t } = useTranslation('responsible');
  const id = useId();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const save = useSetRealityCheck();

  async function choose(next: number) {
    try {
      await save.mutateAsync(next);
      showToast(t('realityCheck.saved'), 'success');
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  }

  return (
    <Panel
      title={
        <span className="flex items-center gap-2">
          <BellRing className="size-[18px] text-accent" aria-hidden="true" />
          {t('realityCheck.title')}
        </span>
      }
      description={t('realityCheck.description')}
      testId="reality-check-settings"
    >
      <FormField id={`${id}-minutes`} label={t('realityCheck.label')}>
        <SelectBox
          id={`${id}-minutes`}
          value={String(save.isPending && save.variables !== undefined ? save.variables : minutes)}
          disabled={save.isPending}
          onChange={(event) => void choose(Number(event.target.value))}
          data-testid="reality-check-minutes"
        >
          {realityCheckMinuteChoices.map((choice) => (
            <option key={choice} value={choice}>
              {t('realityCheck.option', { minutes: choice })}
            </option>
          ))}
        </SelectBox>
      </FormField>
    </Panel>
  );
}
