/** The recorder's own icons: drawn at 20×20 in the current text colour, hidden from assistive technology. */

const common = { 'aria-hidden': true, viewBox: '0 0 20 20', className: 'size-5' } as const;

export function MicIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <rect x="7" y="2.5" width="6" height="10" rx="3" />
      <path d="M4.5 9.5a5.5 5.5 0 0 0 11 0M10 15v2.5M7 17.5h6" />
    </svg>
  );
}

export function StopIcon() {
  return (
    <svg {...common} fill="currentColor">
      <rect x="5" y="5" width="10" height="10" rx="1.5" />
    </svg>
  );
}

/** Media controls keep their direction in right-to-left layouts, as players everywhere do. */
export function PlayIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M6.5 4.2v11.6a.7.7 0 0 0 1.06.6l9.3-5.8a.7.7 0 0 0 0-1.2l-9.3-5.8a.7.7 0 0 0-1.06.6Z" />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg {...common} fill="currentColor">
      <rect x="5" y="4" width="3.5" height="12" rx="1" />
      <rect x="11.5" y="4" width="3.5" height="12" rx="1" />
    </svg>
  );
}

/** Points along the reading direction, so it turns round in right-to-left layouts. */
export function SendIcon() {
  return (
    <svg {...common} className="size-5 rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
      <path d="M3 10 17 3.5 13.5 17 10 11 3 10Z" />
      <path d="m10 11 7-7.5" strokeLinecap="round" />
    </svg>
  );
}
