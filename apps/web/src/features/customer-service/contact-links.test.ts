import { describe, expect, it } from 'vitest';
import { contactLinksOf, opensNewTab } from './contact-links';

describe('contactLinksOf', () => {
  it('lists the live chat first, then each channel with the address it opens, labelled in the language', () => {
    const links = contactLinksOf(
      {
        customerService: [{ csType: 'LIVECHAT', path: 'https://chat.example/room', encrypted: false }],
        contactChannels: [
          { kind: 'LINE', value: '@brand', href: 'https://line.me/R/ti/p/%40brand', labels: { en: 'LINE chat' } },
          { kind: 'PHONE', value: '+66 2 123 4567', href: 'tel:+6621234567', labels: { th: 'โทร' } },
        ],
      },
      'en',
    );
    expect(links).toEqual([
      { kind: 'LIVECHAT', label: '', path: 'https://chat.example/room' },
      { kind: 'LINE', label: 'LINE chat', href: 'https://line.me/R/ti/p/%40brand' },
      { kind: 'PHONE', label: '', href: 'tel:+6621234567' },
    ]);
    expect(links.map(opensNewTab)).toEqual([false, true, false]);
  });

  it('lists the platform’s own chat room first when the brand’s live chat is on', () => {
    const links = contactLinksOf({ customerService: [], contactChannels: [] }, 'th', true);
    expect(links).toEqual([{ kind: 'LIVECHAT', label: '', path: null }]);
  });

  it('is empty for a brand without any, so no button is shown', () => {
    expect(contactLinksOf({ customerService: [], contactChannels: [] }, 'th')).toEqual([]);
  });
});
