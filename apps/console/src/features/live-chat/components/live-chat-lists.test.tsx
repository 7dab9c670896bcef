// @vitest-environment jsdom
import type { ChatConversation, ChatOfflineMessage, Page } from '@croupier/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { prepareJsdom, renderInConsole, stubApi } from '@/test/console-harness';
import LiveChatScreen from './live-chat-screen';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  prepareJsdom();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = <Item,>(content: Item[]): Page<Item> => ({ content, pageNum: 1, totalPages: 1, total: content.length });

const offline: ChatOfflineMessage = {
  id: 'offline-1',
  name: 'Somchai',
  contact: 'somchai@example.com',
  text: 'Please call me back',
  username: 'somchai88',
  receivedAt: '2026-11-27T03:00:00.000Z',
};

const closed: ChatConversation = {
  id: 'conversation-1',
  merchant: 'demo',
  state: 'closed',
  who: 'nok',
  visitor: true,
  assignedOperatorId: 'operator-1',
  assignedOperator: 'operator',
  lastText: 'thanks',
  startedAt: '2026-11-27T02:00:00.000Z',
  lastMessageAt: '2026-11-27T02:10:00.000Z',
  closedAt: '2026-11-27T02:15:00.000Z',
};

function answer(lists: { offline: ChatOfflineMessage[]; transcripts: ChatConversation[] }) {
  return stubApi((call) => {
    if (call.path.endsWith('/offline-messages')) return page(lists.offline);
    if (call.path.endsWith('/transcripts')) return page(lists.transcripts);
    return new Response('{}', { status: 404 });
  });
}

describe('live chat lists', () => {
  it('lists the offline messages and the transcripts with their columns, a page of 20 each', async () => {
    const calls = answer({ offline: [offline], transcripts: [closed] });
    renderInConsole(<LiveChatScreen />);
    fireEvent.click(await screen.findByTestId('live-chat-tab-offline'));
    expect(await screen.findByText('Please call me back')).toBeTruthy();
    expect(screen.getByText('somchai88')).toBeTruthy();
    expect(screen.getByText('somchai@example.com')).toBeTruthy();
    expect(screen.getByText('2026/11/27 10:00')).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/offline-messages'))?.query.get('pageSize')).toBe('20');

    fireEvent.click(screen.getByTestId('live-chat-tab-transcripts'));
    expect(await screen.findByText('operator')).toBeTruthy();
    expect(screen.getByText('2026/11/27 09:15')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Text' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CSV' })).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/transcripts'))?.query.get('pageSize')).toBe('20');
  });

  it('says so when a list is empty', async () => {
    answer({ offline: [], transcripts: [] });
    renderInConsole(<LiveChatScreen />);
    fireEvent.click(await screen.findByTestId('live-chat-tab-offline'));
    expect(await screen.findByText('No offline messages.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('live-chat-tab-transcripts'));
    expect(await screen.findByText('No closed conversations found.')).toBeTruthy();
  });
});
