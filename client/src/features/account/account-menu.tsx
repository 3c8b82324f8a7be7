import { formatCredits } from '@common/credits';
import { CoinsIcon, LogOutIcon, UserIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useLoginDialog } from './login-dialog-context';
import { useSignOut, useUser } from './use-user';

/** The header's login button, or the signed-in user's name, credits and logout. */
export function AccountMenu() {
  const { data: user } = useUser();
  const { openLogin } = useLoginDialog();
  const signOut = useSignOut();

  if (!user) {
    return (
      <Button variant="outline" size="sm" onClick={() => openLogin()}>
        <UserIcon aria-hidden="true" />
        Login
      </Button>
    );
  }
  return (
    <div className="flex items-center gap-1 text-sm">
      <span className="flex items-center gap-1 px-1 font-medium max-sm:sr-only">
        <UserIcon className="size-4" aria-hidden="true" />
        {user.username}
      </span>
      <span
        className="flex items-center gap-1 rounded-full bg-secondary px-2.5 py-1 font-semibold text-secondary-foreground tabular-nums"
        title="Your credits"
      >
        <CoinsIcon className="size-4 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        <span data-testid="credit-balance">{formatCredits(user.credits)}</span>
        <span className="sr-only">credits</span>
      </span>
      <Button
        variant="ghost"
        size="sm"
        className="max-sm:size-9 max-sm:px-0"
        onClick={() =>
          signOut.mutate(undefined, {
            onError: (error) =>
              toast.error('Logout failed', {
                description: describeError(error, 'Please try again.'),
              }),
          })
        }
      >
        <LogOutIcon aria-hidden="true" />
        <span className="max-sm:sr-only">Log out</span>
      </Button>
    </div>
  );
}
