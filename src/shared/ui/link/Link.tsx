import type { ReactNode, Ref } from 'react';
import { Link as AriaLink, type PressEvent } from 'react-aria-components';
import { cn } from '@/shared/lib/cn';
import { useTranslation } from '@/shared/i18n';

export type LinkVariant = 'inline' | 'standalone';

export interface LinkProps {
  /** Where the link goes: a route inside the panel (followed by the app's router) or a full address. */
  href: string;
  /** The link's text, also its accessible name. */
  children: ReactNode;
  /** `inline` sits in running text (always underlined); `standalone` stands on its own line or in a list. */
  variant?: LinkVariant;
  /** `_blank` opens a new tab: adds `rel="noopener noreferrer"`, an icon and a spoken hint. */
  target?: '_blank' | '_self';
  /** Greys the link out and stops it from navigating. */
  isDisabled?: boolean;
  /** Called when the link is pressed by mouse, touch or keyboard (react-aria's press event). */
  onPress?: (event: PressEvent) => void;
  /** Downloads the address instead of opening it; a string names the saved file. */
  download?: boolean | string;
  /** Extra classes for the link, for placement only. */
  className?: string;
  /** The link element: an anchor, or a span while disabled. */
  ref?: Ref<HTMLAnchorElement>;
}

const variants: Record<LinkVariant, string> = {
  inline: 'underline decoration-1 underline-offset-2 hover:decoration-2',
  standalone: 'font-medium no-underline hover:underline',
};

/**
 * A link. Client-side navigation comes from react-aria's RouterProvider mounted by the app, so the
 * same component serves routes inside the panel and addresses outside it.
 */
export function Link({ href, children, variant = 'inline', target, className, ...props }: LinkProps) {
  const { t } = useTranslation('ui-forms');
  const opensNewTab = target === '_blank';
  return (
    <AriaLink
      {...props}
      href={href}
      target={target}
      rel={opensNewTab ? 'noopener noreferrer' : undefined}
      className={cn(
        'inline-flex items-baseline gap-1 rounded-sm text-brand-700 outline-none transition-colors hover:text-brand-800',
        'focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-1',
        'data-disabled:cursor-not-allowed data-disabled:text-ink-muted data-disabled:no-underline',
        variants[variant],
        className,
      )}
    >
      {children}
      {opensNewTab ? (
        <>
          <NewTabIcon />
          <span className="sr-only">({t('link.opensInNewTab')})</span>
        </>
      ) : null}
    </AriaLink>
  );
}

/** An arrow leaving a box; flipped in right-to-left so it points toward the line's end. */
function NewTabIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      width="0.85em"
      height="0.85em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="shrink-0 self-center rtl:-scale-x-100"
    >
      <path d="M11 4h5v5M16 4l-7 7M14 11.5V15a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3.5" />
    </svg>
  );
}
