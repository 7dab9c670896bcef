/** Grey rows where a list will be, so the page does not jump when it arrives. */
export function LoadingRows({
  label,
  rows = 3,
  className = 'h-16',
}: {
  label: string;
  rows?: number;
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className="space-y-2">
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className={`animate-pulse rounded-control bg-raised/60 ${className}`} />
      ))}
    </div>
  );
}
