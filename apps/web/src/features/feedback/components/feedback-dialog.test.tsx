import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fill, freshBrowserEachTest } from '@/test/fixtures';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { FeedbackDialog } from './feedback-dialog';

freshBrowserEachTest();

const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (character) => character.charCodeAt(0),
);
const pick = (files: File[]) => fireEvent.change(screen.getByTestId('feedback-attach'), { target: { files } });

describe('FeedbackDialog', () => {
  it('counts characters, previews a png and sends text, topic and image with PUT /wps/feedback', async () => {
    const calls = stubApi(({ url, method }) =>
      url.pathname === '/wps/feedback' && method === 'PUT' ? ok({ id: 'f-1' }) : undefined,
    );
    renderWithProviders(<FeedbackDialog onClose={vi.fn()} />);
    expect(screen.getByTestId('feedback-submit')).toHaveProperty('disabled', true);
    fill('feedback-content', 'More slots');
    expect(screen.getByTestId('feedback-counter').textContent).toBe('10/140');
    expect(screen.getByTestId('feedback-content').getAttribute('maxlength')).toBe('140');
    fireEvent.change(screen.getByTestId('feedback-category'), { target: { value: 'games' } });
    pick([new File([pngBytes], 'shot.png', { type: 'image/png' })]);
    await screen.findByTestId('feedback-preview');
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await screen.findByTestId('feedback-sent');
    const sent = calls.find((call) => call.url.pathname === '/wps/feedback');
    const body = JSON.parse(sent?.body ?? '{}') as { content: string; category: string; images: string[] };
    expect(body.content).toBe('More slots');
    expect(body.category).toBe('games');
    expect(body.images).toHaveLength(1);
    expect(body.images[0]).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses a gif, a file over 5 MB and a fourth image before any upload, with translated texts', async () => {
    const calls = stubApi(() => undefined);
    renderWithProviders(<FeedbackDialog onClose={vi.fn()} />);
    pick([new File(['GIF89a'], 'a.gif', { type: 'image/gif' })]);
    expect((await screen.findByTestId('feedback-problem')).textContent).toBe(i18n.t('feedback:problems.imageType'));
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    pick([big]);
    await waitFor(() =>
      expect(screen.getByTestId('feedback-problem').textContent).toBe(i18n.t('feedback:problems.imageSize')),
    );
    const png = () => new File([pngBytes], 'shot.png', { type: 'image/png' });
    pick([png(), png(), png(), png()]);
    await waitFor(() => expect(screen.getAllByTestId('feedback-preview')).toHaveLength(3));
    expect(screen.getByTestId('feedback-problem').textContent).toBe(
      i18n.t('feedback:problems.tooManyImages', { max: 3 }),
    );
    expect(screen.queryByTestId('feedback-attach')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('shows a refusal by its code’s translated text, filled from its value, when the server sent none', async () => {
    stubApi(({ url }) =>
      url.pathname === '/wps/feedback'
        ? failure(400, 'FEEDBACK_TOO_LONG', 'FEEDBACK_TOO_LONG', { maxLength: 140 })
        : undefined,
    );
    renderWithProviders(<FeedbackDialog onClose={vi.fn()} />);
    fill('feedback-content', 'Hello');
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect((await screen.findByTestId('feedback-problem')).textContent).toBe(
      i18n.t('errors.FEEDBACK_TOO_LONG', { maxLength: 140 }),
    );
    expect(screen.getByTestId('feedback-problem').textContent).toContain('140');
  });
});
