import type { SiteConfig } from '@croupier/contracts';
import { Suspense, useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/ui/toast-provider';
import { useServiceOptions } from '../features/customer-service/api/get-service-options';
import { contactLinksOf } from '../features/customer-service/contact-links';
import { openCustomerServiceWindow } from '../lib/open-customer-service-window';
import { useLanguage } from '../lib/use-language';
import { lazyScreen } from './lazy-screen';

// Opened by a tap on a service button, so its code waits for that tap.
const ContactServiceDialog = lazyScreen(
  async () => (await import('../features/customer-service/components/contact-service-dialog')).ContactServiceDialog,
);
const ChatRoomDialog = lazyScreen(
  async () => (await import('../features/customer-service/components/chat-room-dialog')).ChatRoomDialog,
  ['chat'],
);
const FeedbackDialog = lazyScreen(
  async () => (await import('../features/feedback/components/feedback-dialog')).FeedbackDialog,
  ['feedback'],
);

/**
 * Customer service for the maintenance page and the floating button: `open` shows the brand's channels (live chat,
 * LINE, phone, e-mail...), each opening for real; undefined when the brand has none, so no button leads nowhere.
 * The brand's own live chat (`CBS_modelList`, decision 0085) opens the chat room. `dialog` is rendered by the caller.
 */
export function useOpenCustomerService(config: SiteConfig | undefined): {
  open: (() => void) | undefined;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const [shown, setShown] = useState(false);
  const [chatting, setChatting] = useState(false);
  const [feedbacking, setFeedbacking] = useState(false);
  const language = useLanguage();
  const options = useServiceOptions(config !== undefined && !config.maintenance);
  const ownChat = options.data?.liveChat.enabled === true;
  const links = useMemo(() => (config ? contactLinksOf(config, language, ownChat) : []), [config, language, ownChat]);
  const openChat = useCallback(
    (path: string | null) => {
      if (path === null) {
        setShown(false);
        setChatting(true);
        return;
      }
      if (!openCustomerServiceWindow(path)) showToast(t('customerService.popupBlocked'), 'error');
    },
    [showToast, t],
  );
  const open = useCallback(() => setShown(true), []);
  return {
    open: links.length > 0 ? open : undefined,
    dialog: (
      <>
        {shown ? (
          <Suspense fallback={null}>
            <ContactServiceDialog
              open
              links={links}
              onClose={() => setShown(false)}
              onOpenChat={openChat}
              onOpenFeedback={() => {
                setShown(false);
                setFeedbacking(true);
              }}
            />
          </Suspense>
        ) : null}
        {chatting && config ? (
          <Suspense fallback={null}>
            <ChatRoomDialog onClose={() => setChatting(false)} timeZone={config.timeZone} />
          </Suspense>
        ) : null}
        {feedbacking ? (
          <Suspense fallback={null}>
            <FeedbackDialog onClose={() => setFeedbacking(false)} />
          </Suspense>
        ) : null}
      </>
    ),
  };
}
