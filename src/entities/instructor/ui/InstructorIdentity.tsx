import { cn } from '@/shared/lib/cn';

export interface InstructorIdentityProps {
  name: string;
  imageUrl: string | null;
  className?: string;
}

/** An instructor's portrait (or initials) and name, as a list row shows them. */
export function InstructorIdentity({ name, imageUrl, className }: InstructorIdentityProps) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0])
    .join('')
    .toUpperCase();
  return (
    <span className={cn('inline-flex items-center gap-3', className)}>
      {imageUrl ? (
        <img src={imageUrl} alt="" className="size-10 shrink-0 rounded-full border border-border object-cover" loading="lazy" />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
        >
          {initials}
        </span>
      )}
      <span className="font-medium text-ink">{name}</span>
    </span>
  );
}
