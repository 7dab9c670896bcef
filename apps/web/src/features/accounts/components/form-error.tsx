import { CircleAlert } from 'lucide-react';

/** The form-level error (a refused login, a taken username, ...), announced as soon as it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid="form-error"
      className="flex items-start gap-2.5 rounded-control border border-danger/30 bg-danger/10 px-3.5 py-2.5 text-sm text-text"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
