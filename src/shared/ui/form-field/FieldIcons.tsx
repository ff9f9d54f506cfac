import type { SVGProps } from 'react';

/** Small stroke icons the fields share; decorative, so hidden from screen readers. */
function StrokeIcon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      width="1em"
      height="1em"
      {...props}
    >
      {children}
    </svg>
  );
}

export function ChevronDownIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...props}>
      <path d="m5 8 5 5 5-5" />
    </StrokeIcon>
  );
}

export function ChevronUpIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...props}>
      <path d="m5 12 5-5 5 5" />
    </StrokeIcon>
  );
}

export function CheckIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon strokeWidth={2.4} {...props}>
      <path d="m4.5 10.5 3.5 3.5 7.5-8" />
    </StrokeIcon>
  );
}

export function MinusIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon strokeWidth={2.4} {...props}>
      <path d="M5 10h10" />
    </StrokeIcon>
  );
}

export function CloseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...props}>
      <path d="m6 6 8 8M14 6l-8 8" />
    </StrokeIcon>
  );
}

export function ErrorIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...props}>
      <circle cx="10" cy="10" r="7.5" />
      <path d="M10 6.5v4.5M10 13.5v.01" />
    </StrokeIcon>
  );
}

/** A small spinner for fields that wait on a search. */
export function FieldSpinner({ className }: {
  /** Extra classes for the spinner, such as its colour or placement. */
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block size-4 animate-spin rounded-full border-2 border-current border-e-transparent ${className ?? ''}`}
    />
  );
}
