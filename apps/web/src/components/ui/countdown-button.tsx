import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import type { ButtonProps } from './button';

type CountdownButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  label: string;
  /**
   * Does the work (e.g. sends a code) and answers how many seconds to wait before the next press; null or 0 means no
   * wait, so a failed send can be retried at once.
   */
  onPress: () => Promise<number | null> | number | null;
};

/** A button that stays disabled while it counts down, showing the seconds left and ticking every second. */
export function CountdownButton({ label, onPress, disabled, ...props }: CountdownButtonProps) {
  const { t } = useTranslation();
  const [remaining, setRemaining] = useState(0);
  const [pressing, setPressing] = useState(false);

  useEffect(() => {
    if (remaining <= 0) return;
    const tick = window.setTimeout(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(tick);
  }, [remaining]);

  async function press() {
    if (remaining > 0 || pressing) return;
    setPressing(true);
    try {
      const seconds = await onPress();
      setRemaining(Math.max(0, Math.floor(seconds ?? 0)));
    } finally {
      setPressing(false);
    }
  }

  const counting = remaining > 0;
  return (
    <Button
      {...props}
      disabled={disabled || counting || pressing}
      aria-live={counting ? 'polite' : undefined}
      onClick={() => void press()}
      className={`tabular-nums ${props.className ?? ''}`}
    >
      {counting ? t('countdown.seconds', { seconds: remaining }) : label}
    </Button>
  );
}
