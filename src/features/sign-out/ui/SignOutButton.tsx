import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/shared/ui/button';
import { useSignOut } from '../model/useSignOut';

/** A button that signs out; the label is the caller's (header 'Logout', reset screen 'Sign out'). */
export function SignOutButton({ children, variant = 'secondary', size = 'sm' }: { children: ReactNode } & Pick<ButtonProps, 'variant' | 'size'>) {
  const { signOut, isPending } = useSignOut();
  return (
    <Button variant={variant} size={size} isPending={isPending} onPress={() => void signOut()}>
      {children}
    </Button>
  );
}
