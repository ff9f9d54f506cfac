/** A waste bin at 20×20 in the current text colour, for buttons that delete or discard; hidden from assistive technology (the button carries the name). */
export function TrashIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 6h12M8 6V4h4v2m-6 0 .7 10h6.6L14 6" />
    </svg>
  );
}
