import type { ContactChannelKind, Language, SiteConfig } from '@croupier/contracts';

/**
 * One way to reach customer service: a live chat (a configured page opened in its own window, or, with `path` null,
 * the platform's own chat room, decision 0085) or a contact channel.
 */
export type ContactLink =
  { kind: 'LIVECHAT'; label: string; path: string | null } | { kind: ContactChannelKind; label: string; href: string };

/**
 * The brand's ways to reach customer service, live chat first, each channel labelled in the visitor's language (an
 * empty label shows the kind's own name); empty when the brand configured none. `ownChat`: the brand's own live chat
 * is on (`CBS_modelList`), listed first.
 */
export function contactLinksOf(
  config: Pick<SiteConfig, 'customerService' | 'contactChannels'>,
  language: Language,
  ownChat = false,
): ContactLink[] {
  const own: ContactLink[] = ownChat ? [{ kind: 'LIVECHAT', label: '', path: null }] : [];
  const chats = config.customerService
    .filter((service) => service.path.length > 0)
    .map((service): ContactLink => ({ kind: 'LIVECHAT', label: '', path: service.path }));
  const channels = config.contactChannels.map((channel): ContactLink => ({
    kind: channel.kind,
    label: channel.labels[language] ?? '',
    href: channel.href,
  }));
  return [...own, ...chats, ...channels];
}

/** Channels that leave for another site open in a new tab; `tel:` and `mailto:` hand over to the device. */
export function opensNewTab(link: ContactLink): boolean {
  return 'href' in link && link.href.startsWith('https://');
}
