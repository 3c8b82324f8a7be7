import { BookOpenIcon, CreditCardIcon, PenLineIcon } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { AccountMenu } from '@/features/account/account-menu';
import { useLoginDialog } from '@/features/account/login-dialog-context';
import { useUser } from '@/features/account/use-user';
import { SettingsDialog } from '@/features/settings/settings-dialog';
import { StatusIndicator } from '@/features/status/status-indicator';
import { ThemeToggle } from './theme';

export function Header() {
  const { data: user, isPending } = useUser();
  const { openLogin } = useLoginDialog();
  const [, navigate] = useLocation();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <PenLineIcon className="size-5 text-primary" aria-hidden="true" />
          Redraft
        </Link>
        <StatusIndicator />
        <nav className="ml-auto flex flex-wrap items-center gap-1" aria-label="Main">
          <Button variant="ghost" size="sm" asChild>
            <Link href="/tutorial">
              <BookOpenIcon aria-hidden="true" />
              How to Use
            </Link>
          </Button>
          <Button
            size="sm"
            // While the account is still loading, checkout itself asks for a login if needed.
            onClick={() => (user || isPending ? navigate('/checkout') : openLogin())}
          >
            <CreditCardIcon aria-hidden="true" />
            Buy Credits
          </Button>
          <AccountMenu />
          <SettingsDialog />
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}
