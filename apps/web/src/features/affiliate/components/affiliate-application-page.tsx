import type { AffiliateApplication } from '@croupier/contracts';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, InputBox } from '@/components/ui/form-field';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useApplyForAffiliate } from '../api/apply-for-affiliate';
import { useAffiliateApplication } from '../api/get-affiliate-application';

/**
 * The member centre's affiliate application (spec §2's labelled area): a member tells the brand about its audience
 * and how to reach it, and follows its application; an operator approves or refuses it in the console.
 */
export function AffiliateApplicationPage({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('member');
  const errorMessage = useErrorMessage();
  const state = useAffiliateApplication();
  if (state.isPending) return <p className="text-sm text-text-3">{t('affiliate.loading')}</p>;
  if (state.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {errorMessage(state.error)}
      </p>
    );
  const { isAgent, latest } = state.data;
  return (
    <div className="max-w-xl space-y-5">
      {isAgent ? (
        <p data-testid="affiliate-is-agent" className="rounded-control border border-border bg-bg/40 p-4 text-sm">
          {t('affiliate.isAgent')}
        </p>
      ) : (
        <p className="text-sm text-text-2">{t('affiliate.intro')}</p>
      )}
      {latest && <LatestApplication application={latest} timeZone={timeZone} />}
      {!isAgent && latest?.status !== 'pending' && <ApplicationForm />}
    </div>
  );
}

function LatestApplication({ application, timeZone }: { application: AffiliateApplication; timeZone: string }) {
  const { t } = useTranslation('member');
  return (
    <section
      data-testid="affiliate-latest"
      className="space-y-1 rounded-control border border-border bg-bg/40 p-4 text-sm"
      aria-label={t('affiliate.latest')}
    >
      <p className="font-semibold">{t(`affiliate.statuses.${application.status}`)}</p>
      <p className="text-text-3">{t('affiliate.sentAt', { time: formatDateTime(application.createdAt, timeZone) })}</p>
      {application.status === 'refused' && application.decisionReason && (
        <p>{t('affiliate.reason', { reason: application.decisionReason })}</p>
      )}
    </section>
  );
}

function ApplicationForm() {
  const { t } = useTranslation('member');
  const id = useId();
  const errorMessage = useErrorMessage();
  const apply = useApplyForAffiliate();
  const [message, setMessage] = useState('');
  const [contact, setContact] = useState('');
  const [messageError, setMessageError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (message.trim() === '') {
      setMessageError(t('affiliate.messageRequired'));
      return;
    }
    setMessageError(undefined);
    try {
      await apply.mutateAsync({ message: message.trim(), ...(contact.trim() ? { contact: contact.trim() } : {}) });
      setMessage('');
      setContact('');
    } catch (error) {
      setFormError(errorMessage(error));
    }
  }

  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
      <FormField
        id={`${id}-message`}
        label={t('affiliate.message')}
        error={messageError}
        hint={t('affiliate.messageHint')}
      >
        <textarea
          id={`${id}-message`}
          className="min-h-28 w-full rounded-control border border-border bg-bg/60 px-3.5 py-3 text-[15px] text-text focus:border-accent focus:outline-none"
          maxLength={1000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          data-testid="affiliate-message"
        />
      </FormField>
      <FormField id={`${id}-contact`} label={t('affiliate.contact')} aside={t('affiliate.optional')}>
        <InputBox
          id={`${id}-contact`}
          maxLength={200}
          value={contact}
          onChange={(event) => setContact(event.target.value)}
          data-testid="affiliate-contact"
        />
      </FormField>
      {formError && (
        <p role="alert" className="text-sm text-danger" data-testid="affiliate-error">
          {formError}
        </p>
      )}
      <Button type="submit" busy={apply.isPending} data-testid="affiliate-submit">
        {t('affiliate.submit')}
      </Button>
    </form>
  );
}
