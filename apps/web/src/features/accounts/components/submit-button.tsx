import { Button } from '@/components/ui/button';
import type { ButtonProps } from '@/components/ui/button';

/**
 * A form's submit button. Pressing it must not take focus from the field being typed in: that blur would check the
 * field and show its error above the button, moving the button away before the press ends, so the press would be
 * lost. Keyboard users still reach and press it as usual.
 */
export function SubmitButton({ className = '', ...props }: Omit<ButtonProps, 'type' | 'onMouseDown'>) {
  return (
    <Button
      {...props}
      type="submit"
      className={`w-full ${className}`}
      onMouseDown={(event) => event.preventDefault()}
    />
  );
}
