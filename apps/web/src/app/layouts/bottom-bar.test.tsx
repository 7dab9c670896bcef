import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { BottomBar } from './bottom-bar';

afterEach(cleanup);

describe("the phone's bottom bar", () => {
  it('docks customer service at its end when the brand has a channel, so nothing floats over the page', async () => {
    await i18n.changeLanguage('th');
    const open = vi.fn();
    renderWithProviders(<BottomBar onContactService={open} />);
    const bar = screen.getByTestId('bottom-bar');
    const service = screen.getByTestId('bottom-bar-service');
    expect(bar.contains(service)).toBe(true);
    expect(service.getAttribute('aria-label')).toBe('ฝ่ายบริการลูกค้า');
    fireEvent.click(service);
    expect(open).toHaveBeenCalledTimes(1);
    // The five destinations stay as they were.
    expect(bar.querySelectorAll('li')).toHaveLength(5);
  });

  it('has no service button for a brand without channels', () => {
    renderWithProviders(<BottomBar />);
    expect(screen.queryByTestId('bottom-bar-service')).toBeNull();
  });
});
