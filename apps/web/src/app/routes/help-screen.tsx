import { MessageSquareText } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpPage } from '../../features/content/components/help-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { lazyScreen } from '../lazy-screen';
import { useLoadedSiteConfig } from '../site-config-context';

// The form's code and texts wait for the tap that opens it.
const FeedbackDialog = lazyScreen(
  async () => (await import('../../features/feedback/components/feedback-dialog')).FeedbackDialog,
  ['feedback'],
);

/** /help and /help#term: the help centre and the terms pages, with the way to send feedback (spec §5). */
export function HelpScreen() {
  const { t } = useTranslation('content');
  const { t: tCommon } = useTranslation();
  const config = useLoadedSiteConfig();
  const [feedbacking, setFeedbacking] = useState(false);
  useDocumentTitle(t('help.title'), config.merchantName);
  return (
    <>
      <HelpPage timeZone={config.timeZone} />
      <section className="mx-auto mt-8 max-w-3xl" aria-labelledby="help-feedback">
        <button
          type="button"
          data-testid="help-feedback"
          onClick={() => setFeedbacking(true)}
          className="flex w-full items-center gap-4 rounded-card border border-border bg-surface p-5 text-start transition-colors duration-150 hover:border-accent/60 hover:bg-raised"
        >
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-raised text-accent">
            <MessageSquareText className="size-5" aria-hidden="true" />
          </span>
          <span className="min-w-0">
            <span id="help-feedback" className="block text-base font-semibold">
              {tCommon('customerService.feedback')}
            </span>
            <span className="block text-sm text-text-2">{tCommon('customerService.feedbackDescription')}</span>
          </span>
        </button>
      </section>
      {feedbacking ? (
        <Suspense fallback={null}>
          <FeedbackDialog onClose={() => setFeedbacking(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
