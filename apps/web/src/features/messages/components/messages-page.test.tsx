import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshBrowserEachTest } from '@/test/fixtures';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { MessagesPage } from './messages-page';

freshBrowserEachTest({ token: 'token-1' });

const unread = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  kind: 'personal',
  title: 'Welcome back',
  body: 'First line\nSecond line',
  sentAt: '2026-11-20T18:30:00.000Z',
  read: false,
};
const read = { ...unread, id: 'a1b2c3d4-0000-4000-8000-000000000002', title: 'Old news', read: true };

describe('MessagesPage', () => {
  it('marks unread rows, opens a message (read on the server) and deletes one after a confirm', async () => {
    let deleted = false;
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/member/messages') {
        const content = deleted ? [read] : [unread, read];
        return ok({ content, pageNum: 1, totalPages: 1, total: content.length });
      }
      if (url.pathname === `/wps/member/messages/${unread.id}` && method === 'GET')
        return ok({ ...unread, read: true });
      if (url.pathname === `/wps/member/messages/${unread.id}` && method === 'DELETE') {
        deleted = true;
        return ok(true);
      }
      return undefined;
    });
    renderWithProviders(<MessagesPage timeZone="Asia/Bangkok" />);
    const rows = await screen.findAllByTestId('message-row');
    expect(rows.map((row) => row.getAttribute('data-read'))).toEqual(['false', 'true']);
    // 18:30 UTC is the next day in Bangkok: the brand's day is shown.
    expect(rows[0]?.textContent).toContain('2026/11/21');

    fireEvent.click(rows[0] as HTMLElement);
    const dialog = await screen.findByTestId('message-dialog');
    expect(within(dialog).getByTestId('message-body').textContent).toBe('First line\nSecond line');
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'GET' && call.url.pathname.endsWith(unread.id))).toBe(true),
    );

    fireEvent.click(within(dialog).getByText('Delete'));
    fireEvent.click(await screen.findByTestId('message-delete-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(1));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    // Opening a message already read asks the server nothing more.
    fireEvent.click(screen.getByTestId('message-row'));
    expect(calls.filter((call) => call.url.pathname.endsWith(read.id))).toHaveLength(0);
  });
});
