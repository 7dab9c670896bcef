import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { Modal } from './modal';

afterEach(cleanup);

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal
        open={open}
        title="Notice"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <input aria-label="first field" />
        <button type="button">inside</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is an accessible modal dialog named by its title', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('does not close on a backdrop click', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByText('open'));
    const backdrop = screen.getByTestId('modal-backdrop');
    fireEvent.pointerDown(backdrop);
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes on Esc and on its close button, and gives focus back', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByText('open');
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    fireEvent.click(screen.getByTestId('modal-close'));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    const dialog = screen.getByRole('dialog');
    const inside = screen.getByText('inside');
    const close = screen.getByTestId('modal-close');
    act(() => inside.focus());
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(inside);
  });

  it('keeps a waiting dialog back while another is open, then shows it, and keeps it under a newer one', () => {
    function Stack() {
      const [login, setLogin] = useState(true);
      const [later, setLater] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setLater(true)}>
            later
          </button>
          <Modal open={login} title="Login" testId="login" onClose={() => setLogin(false)}>
            <input aria-label="name" />
          </Modal>
          <Modal open title="Popup" testId="popup" waitForOtherDialogs onClose={() => undefined}>
            text
          </Modal>
          <Modal open={later} title="Later" testId="later" onClose={() => setLater(false)}>
            more
          </Modal>
        </>
      );
    }
    render(<Stack />);
    expect(screen.queryByTestId('popup')).toBeNull();
    fireEvent.click(screen.getByTestId('modal-close'));
    expect(screen.queryByTestId('login')).toBeNull();
    expect(screen.getByTestId('popup')).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByText('later'));
    });
    expect(screen.getByTestId('popup')).toBeTruthy();
    expect(screen.getByTestId('later')).toBeTruthy();
  });
});
