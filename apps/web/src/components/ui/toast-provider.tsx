import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ToastTone = 'info' | 'success' | 'error';
type Toast = { id: number; message: string; tone: ToastTone };
type ToastApi = { showToast: (message: string, tone?: ToastTone) => void };

const toastDurationMs = 4000;
const ToastContext = createContext<ToastApi | null>(null);

const toneStyles: Record<ToastTone, { icon: typeof Info; className: string }> = {
  info: { icon: Info, className: 'text-info' },
  success: { icon: CircleCheck, className: 'text-win' },
  error: { icon: CircleAlert, className: 'text-danger' },
};

/** The site's one toast stack: short messages that leave on their own, announced to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, number>());

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const showToast = useCallback(
    (message: string, tone: ToastTone = 'info') => {
      nextId.current += 1;
      const id = nextId.current;
      setToasts((current) => [...current.slice(-2), { id, message, tone }]);
      timers.current.set(
        id,
        window.setTimeout(() => dismiss(id), toastDurationMs),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer);
    };
  }, []);

  const api = useMemo(() => ({ showToast }), [showToast]);

  return (
    <ToastContext value={api}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-[calc(var(--header-height)+12px)] z-[70] flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((toast) => {
          const { icon: Icon, className } = toneStyles[toast.tone];
          return (
            <div
              key={toast.id}
              role={toast.tone === 'error' ? 'alert' : 'status'}
              data-testid="toast"
              className="pointer-events-auto flex w-full max-w-sm animate-rise-in items-start gap-3 rounded-card border border-border bg-raised py-3 ps-4 pe-2 shadow-[0_16px_40px_-12px_rgb(0_0_0/0.7)]"
            >
              <Icon className={`mt-0.5 size-5 shrink-0 ${className}`} aria-hidden="true" />
              <p className="flex-1 py-0.5 text-sm">{toast.message}</p>
              <button
                type="button"
                onClick={() => dismiss(toast.id)}
                aria-label={t('actions.close')}
                className="-my-2 grid size-11 shrink-0 place-items-center rounded-control text-text-2 hover:bg-white/5 hover:text-text"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </div>
          );
        })}
      </div>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it');
  return api;
}
