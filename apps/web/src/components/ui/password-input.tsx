import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputBox } from './form-field';
import type { InputBoxProps } from './form-field';

/** A password box with a show/hide toggle (spec §2 "new-password field has a show/hide toggle"). */
export function PasswordInput(props: Omit<InputBoxProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <InputBox
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('actions.hidePassword') : t('actions.showPassword')}
          aria-pressed={visible}
          className="grid w-11 shrink-0 place-items-center text-text-3 transition-colors duration-150 hover:text-text"
        >
          {visible ? (
            <EyeOff className="size-[18px]" aria-hidden="true" />
          ) : (
            <Eye className="size-[18px]" aria-hidden="true" />
          )}
        </button>
      }
    />
  );
}
