import { useSignOut } from '@/features/sign-out';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { ActionMenu } from '@/shared/ui/menu';

export interface AccountMenuProps {
  fullname: string;
  /** The spec hides the profile menu for whoever can manage the User subject; Logout then stands alone. */
  isProfileMenuHidden: boolean;
}

/** The header's end: the profile menu with the signed-in name and Logout, or Logout alone. */
export function AccountMenu({ fullname, isProfileMenuHidden }: AccountMenuProps) {
  const { t } = useTranslation('shell');
  const { signOut, isPending } = useSignOut();
  const logout = () => void signOut();

  if (isProfileMenuHidden) {
    return (
      <Button variant="secondary" size="sm" onPress={logout} isPending={isPending}>
        {t('header.logout')}
      </Button>
    );
  }
  return (
    <ActionMenu
      label={t('profile.menu', { name: fullname })}
      placement="bottom end"
      trigger={
        <span className="flex items-center gap-2">
          <span className="flex size-6 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <PersonIcon />
          </span>
          <span className="hidden max-w-40 truncate-inline sm:inline">{fullname}</span>
        </span>
      }
      items={[
        { id: 'who', label: `${t('profile.signedInAs')} ${fullname}`, isDisabled: true, onAction: () => undefined },
        { id: 'logout', label: t('header.logout'), onAction: logout },
      ]}
    />
  );
}

/** A head and shoulders; decorative, the menu's name says whose account it is. */
function PersonIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <circle cx="10" cy="7" r="3.2" />
      <path d="M3.8 16.5c.7-3 3.2-4.8 6.2-4.8s5.5 1.8 6.2 4.8z" />
    </svg>
  );
}
