import { BookOpenIcon, CreditCardIcon, LayersIcon, PenLineIcon } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { AccountMenu } from '@/features/account/account-menu';
import { useLoginDialog } from '@/features/account/login-dialog-context';
import { useUser } from '@/features/account/use-user';
import { SettingsDialog } from '@/features/settings/settings-dialog';
import { StatusIndicator } from '@/features/status/status-indicator';
import { ThemeToggle } from './theme';

/**
 * The sticky, opaque header. On a phone it stays one row: labels of the secondary buttons
 * become screen-reader text and the wordmark gives way to the balance when signed in.
 */
export function Header() {
  const { data: user, isPending } = useUser();
  const { openLogin } = useLoginDialog();
  const [, navigate] = useLocation();

  return (
    <header
      className="sticky top-0 z-40 border-b bg-background"
      // Whether the account is known yet (tests and styles can wait for it).
      data-account={isPending ? 'loading' : user ? 'signed-in' : 'signed-out'}
    >
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
        <Link
          href="/"
          className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <PenLineIcon className="size-5 text-primary" aria-hidden="true" />
          {/* On a phone the pen stands for the name: the navigation needs the row. */}
          <span className="max-sm:sr-only">Redraft</span>
        </Link>
        <StatusIndicator />
        <nav className="ml-auto flex min-w-0 items-center gap-1" aria-label="Main">
          <Button variant="ghost" size="sm" asChild className="max-sm:size-9 max-sm:px-0">
            <Link href="/batches">
              <LayersIcon aria-hidden="true" />
              <span className="max-sm:sr-only">Batch check</span>
            </Link>
          </Button>
          <Button variant="ghost" size="sm" asChild className="max-sm:size-9 max-sm:px-0">
            <Link href="/tutorial">
              <BookOpenIcon aria-hidden="true" />
              <span className="max-sm:sr-only">How to Use</span>
            </Link>
          </Button>
          <Button
            size="sm"
            className="max-sm:size-9 max-sm:px-0"
            // While the account is still loading, checkout itself asks for a login if needed.
            onClick={() =>
              user || isPending
                ? navigate('/checkout')
                : openLogin({ afterLogin: () => navigate('/checkout') })
            }
          >
            <CreditCardIcon aria-hidden="true" />
            <span className="max-sm:sr-only">Buy Credits</span>
          </Button>
          <AccountMenu />
          <SettingsDialog />
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}
