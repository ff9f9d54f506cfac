import { cn } from '@/shared/lib/cn';

export type FeedbackTone = 'success' | 'danger' | 'warning' | 'info';

/** The picture that goes with a message's tone; decorative, the words carry the meaning. */
export function ToneIcon({ tone, className }: {
  /** Which picture: a tick in a circle for success, "!" in a circle for danger, "!" in a triangle for warning, "i" in a circle for info. */
  tone: FeedbackTone;
  /** Extra classes for the icon, usually its colour. */
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-5 shrink-0', className)}
    >
      {tone === 'success' && (
        <>
          <circle cx="10" cy="10" r="7.5" />
          <path d="m6.8 10.2 2.2 2.2 4.2-4.6" />
        </>
      )}
      {tone === 'danger' && (
        <>
          <circle cx="10" cy="10" r="7.5" />
          <path d="M10 6v4.6M10 13.6v.1" />
        </>
      )}
      {tone === 'warning' && (
        <>
          <path d="M8.6 3.4 2.3 14.5a1.6 1.6 0 0 0 1.4 2.4h12.6a1.6 1.6 0 0 0 1.4-2.4L11.4 3.4a1.6 1.6 0 0 0-2.8 0z" />
          <path d="M10 7.6v3.6M10 14v.1" />
        </>
      )}
      {tone === 'info' && (
        <>
          <circle cx="10" cy="10" r="7.5" />
          <path d="M10 9v4.6M10 6.4v.1" />
        </>
      )}
    </svg>
  );
}
