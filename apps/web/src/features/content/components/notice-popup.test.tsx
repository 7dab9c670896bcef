import type { Announcement } from '@croupier/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { NoticePopup } from './notice-popup';

function notice(index: number): Announcement {
  return {
    id: `notice-${index}`,
    type: 'PL',
    title: `Notice ${index}`,
    content: `<p>Body ${index}</p>`,
    url: null,
    linkageType: null,
    link: null,
    promotionType: null,
    execution: null,
    group: null,
    timestamp: '2026-01-01T00:00:00.000Z',
  };
}

afterEach(cleanup);

describe('NoticePopup', () => {
  it('lists 7 titles a page on the left and shows the chosen one on the right', () => {
    renderWithProviders(<NoticePopup notices={Array.from({ length: 9 }, (_, i) => notice(i + 1))} onClose={vi.fn()} />);
    const titles = () => screen.getAllByTestId('notice-popup-title').map((title) => title.textContent);
    expect(titles()).toEqual(['Notice 1', 'Notice 2', 'Notice 3', 'Notice 4', 'Notice 5', 'Notice 6', 'Notice 7']);
    expect(screen.getByTestId('notice-popup-content').textContent).toContain('Body 1');
    fireEvent.click(screen.getByRole('button', { name: 'Notice 3' }));
    expect(screen.getByTestId('notice-popup-content').textContent).toContain('Body 3');
    fireEvent.click(within(screen.getByTestId('pagination')).getByRole('button', { name: /2/ }));
    expect(titles()).toEqual(['Notice 8', 'Notice 9']);
    expect(screen.getByTestId('notice-popup-content').textContent).toContain('Body 8');
  });

  it('leads to the reward centre and closes on the way', () => {
    const onClose = vi.fn();
    renderWithProviders(<NoticePopup notices={[notice(1)]} onClose={onClose} />);
    const rewards = screen.getByTestId('notice-popup-rewards');
    expect(rewards.getAttribute('href')).toBe('/member?page=rewardCenter');
    fireEvent.click(rewards);
    expect(onClose).toHaveBeenCalled();
  });
});
