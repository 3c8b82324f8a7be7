import { CLIENT_ROUTES } from '@common/routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { Route, Switch } from 'wouter';
import { LoginDialogProvider } from '@/features/account/login-dialog-context';
import { PaymentReturn } from '@/features/account/payment-return';
import { queryClient } from '@/lib/query-client';
import { Header } from './header';
import { CheckoutPage } from './routes/checkout';
import { HomePage } from './routes/home';
import { NotFoundPage } from './routes/not-found';
import { TutorialPage } from './routes/tutorial';
import { ThemeProvider, useTheme } from './theme';

function ThemedToaster() {
  const { theme } = useTheme();
  // The spec: one toast visible at a time, 5000 ms unless a message says otherwise.
  return (
    <Toaster
      theme={theme}
      visibleToasts={1}
      duration={5000}
      closeButton
      richColors
      position="bottom-right"
    />
  );
}

export function App() {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <LoginDialogProvider>
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Skip to content
          </a>
          <Header />
          {/* The skip link's target: each page's main content, whichever route it is. */}
          <div id="main" tabIndex={-1} className="outline-none">
            <Switch>
              <Route path={CLIENT_ROUTES.home} component={HomePage} />
              <Route path={CLIENT_ROUTES.checkout} component={CheckoutPage} />
              <Route path={CLIENT_ROUTES.tutorial} component={TutorialPage} />
              <Route component={NotFoundPage} />
            </Switch>
          </div>
          <ThemedToaster />
          <PaymentReturn />
        </LoginDialogProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
