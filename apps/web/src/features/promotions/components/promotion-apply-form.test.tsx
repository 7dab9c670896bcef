import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshBrowserEachTest } from '@/test/fixtures';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { PromotionApplyForm } from './promotion-apply-form';

freshBrowserEachTest({ token: 'token-1' });

const promotion = {
  id: '0b6a3a0e-1d7c-4e0e-9a53-6c3c1a0f0009',
  termsHash: 'terms-hash-1',
  remarkRequired: false,
  imageRequired: true,
  state: 'join' as const,
};

const cardOf = (id: string) => ({
  id,
  type: 'APPLICATION',
  category: 'other',
  badge: null,
  title: 'Share and win',
  summary: 'Share our post.',
  bannerUrl: null,
  displayFrom: '2026-11-01T00:00:00.000Z',
  displayTo: null,
  applyFrom: '2026-11-01T00:00:00.000Z',
  applyTo: null,
  reward: { kind: 'reviewed', max: '500.00' },
  minDeposit: null,
  remarkRequired: false,
  imageRequired: true,
  state: 'join',
  reason: null,
  amount: null,
});

const png = (name: string, bytes = 8) => new File([new Uint8Array(bytes).fill(0x89)], name, { type: 'image/png' });

function pick(files: File[]) {
  fireEvent.change(screen.getByTestId('apply-images-input'), { target: { files } });
}

describe('PromotionApplyForm', () => {
  it('counts the remark and refuses more than 140 characters before sending anything', async () => {
    const calls = stubApi(() => undefined);
    renderWithProviders(<PromotionApplyForm promotion={{ ...promotion, imageRequired: false }} />);
    expect(screen.getByTestId('apply-remark-counter').textContent).toBe('0/140');
    fireEvent.change(screen.getByTestId('apply-remark'), { target: { value: 'x'.repeat(141) } });
    expect(screen.getByTestId('apply-remark-counter').textContent).toBe('141/140');
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect((await screen.findByTestId('apply-remark-error')).textContent).toBe(
      'The remark can be at most 140 characters.',
    );
    expect(calls).toHaveLength(0);
  });

  it('takes at most 3 png or jpg images of 5 MB each, and asks for one when the offer needs it', async () => {
    const calls = stubApi(() => undefined);
    renderWithProviders(<PromotionApplyForm promotion={promotion} />);
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByText('Please add at least one image.')).toBeTruthy();

    pick([new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })]);
    expect(await screen.findByText('Only PNG or JPG images')).toBeTruthy();

    pick([png('big.png', 5 * 1024 * 1024 + 1)]);
    expect(await screen.findByText('Each image may be 5 MB at most')).toBeTruthy();

    pick([png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(await screen.findByText('At most 3 images')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    expect(screen.getByTestId<HTMLInputElement>('apply-images-input').disabled).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('sends the accepted terms hash, the remark and the images, and shows a refusal in the player’s language', async () => {
    let refuse = true;
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === `/wps/promotions/${promotion.id}/apply` && method === 'POST') {
        if (refuse) {
          refuse = false;
          return failure(409, 'PROMOTION_TERMS_CHANGED', '');
        }
        return ok({ ...cardOf(promotion.id), state: 'applying' });
      }
      return undefined;
    });
    renderWithProviders(<PromotionApplyForm promotion={promotion} />);
    fireEvent.change(screen.getByTestId('apply-remark'), { target: { value: '  Shared on my page  ' } });
    pick([png('proof.png')]);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(1));

    fireEvent.click(screen.getByTestId('apply-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "The promotion's terms have changed. Please read the new terms.",
    );
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(calls).toHaveLength(2));
    // Each application carries its key; a clear refusal moved nothing, so the next one is a new request.
    const firstKey = calls[0]?.headers.get('Idempotency-Key');
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]?.headers.get('Idempotency-Key')).not.toBe(firstKey);
    const body = JSON.parse(calls[1]?.body ?? '{}') as {
      termsHash: string;
      remark: string;
      images: { fileName: string; data: string }[];
    };
    expect(body.termsHash).toBe('terms-hash-1');
    expect(body.remark).toBe('Shared on my page');
    expect(body.images).toHaveLength(1);
    expect(body.images[0]?.fileName).toBe('proof.png');
    expect(body.images[0]?.data).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect(screen.getByTestId('apply-remark-counter').textContent).toBe('0/140'));
  });
});
