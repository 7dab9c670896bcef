import { ExternalLink, Headset, Mail, MessageCircle, MessageSquareText, Phone, Send } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import type { ContactLink } from '../contact-links';
import { opensNewTab } from '../contact-links';

const icons: Record<ContactLink['kind'], LucideIcon> = {
  LIVECHAT: Headset,
  LINE: MessageCircle,
  PHONE: Phone,
  EMAIL: Mail,
  TELEGRAM: Send,
  URL: ExternalLink,
};

const rowClass =
  'flex min-h-14 w-full items-center gap-3 rounded-control border border-border bg-surface px-4 py-3 text-start transition-colors duration-150 hover:border-accent/60 hover:bg-raised';

type ContactServiceDialogProps = {
  open: boolean;
  links: readonly ContactLink[];
  onClose: () => void;
  /** Opens a live chat: a configured page's path, or null for the platform's own chat room. */
  onOpenChat: (path: string | null) => void;
  /** Opens the feedback form (spec §5), offered beside the channels. */
  onOpenFeedback?: () => void;
};

/** The brand's ways to reach customer service; each row opens its channel (chat, LINE, phone, e-mail...). */
export function ContactServiceDialog({ open, links, onClose, onOpenChat, onOpenFeedback }: ContactServiceDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('customerService.label')} size="sm" testId="contact-service-dialog">
      <p className="text-sm text-text-2">{t('customerService.description')}</p>
      <ul className="mt-4 space-y-2">
        {links.map((link, index) => {
          const Icon = icons[link.kind];
          const content = (
            <>
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-raised text-accent">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block text-xs text-text-2">{t(`customerService.kinds.${link.kind}`)}</span>
                <span className="block truncate font-medium">
                  {link.label || ('href' in link ? link.href.replace(/^(tel|mailto):/, '') : t('customerService.open'))}
                </span>
              </span>
            </>
          );
          return (
            <li key={index}>
              {'href' in link ? (
                <a
                  href={link.href}
                  data-testid="contact-channel"
                  data-kind={link.kind}
                  className={rowClass}
                  {...(opensNewTab(link) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {content}
                </a>
              ) : (
                <button
                  type="button"
                  data-testid="contact-channel"
                  data-kind={link.kind}
                  className={rowClass}
                  onClick={() => onOpenChat(link.path)}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
        {onOpenFeedback ? (
          <li>
            <button type="button" data-testid="contact-feedback" className={rowClass} onClick={onOpenFeedback}>
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-raised text-accent">
                <MessageSquareText className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block font-medium">{t('customerService.feedback')}</span>
                <span className="block text-xs text-text-2">{t('customerService.feedbackDescription')}</span>
              </span>
            </button>
          </li>
        ) : null}
      </ul>
    </Modal>
  );
}
