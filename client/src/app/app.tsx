import { CLIENT_ROUTES } from '@common/routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { LoadingPlaceholder } from '@/components/loading-placeholder';
import { LoginDialogProvider } from '@/features/account/login-dialog-context';
import { PaymentReturn } from '@/features/account/payment-return';
import { writingCheckSlot } from '@/features/writing/writing-slot';
import { removeShell } from '@/lib/first-screen-shell';
import { lazyNamed } from '@/lib/lazy-named';
import { queryClient } from '@/lib/query-client';
import { loadToastsOnFirstUse, useLoadedToasts } from '@/lib/toast';
import { WritingCheckContext } from '@/lib/writing-slot';
import { Header } from './header';
import { HomePage } from './routes/home';
import { ThemeProvider, useTheme } from './theme';

// Each route's code loads when it is visited; the home page is the first page of most visits.
const CheckoutPage = lazyNamed(() => import('./routes/checkout'), 'CheckoutPage');
const TutorialPage = lazyNamed(() => import('./routes/tutorial'), 'TutorialPage');
const BatchesPage = lazyNamed(() => import('./routes/batches'), 'BatchesPage');
const NotFoundPage = lazyNamed(() => import('./routes/not-found'), 'NotFoundPage');

/** A route's place while its code loads: the page's width and about a screen's height. */
function RouteFallback() {
  return (
    <main className="mx-auto grid max-w-7xl px-4 py-6">
      <LoadingPlaceholder className="min-h-[60vh]" />
    </main>
  );
}

/** The toasts' place, drawn once their code has loaded (client/src/lib/toast.ts). */
function ThemedToaster() {
  const { theme } = useTheme();
  const sonner = useLoadedToasts();
  useEffect(() => loadToastsOnFirstUse(), []);
  if (!sonner) return null;
  // The spec: one toast visible at a time, 5000 ms unless a message says otherwise.
  return (
    <sonner.Toaster
      theme={theme}
      visibleToasts={1}
      duration={5000}
      closeButton
      richColors
      position="bottom-right"
    />
  );
}

/**
 * The page's first screen (index.html) goes as the app draws the page. On the home page the
 * workspace takes it over first, with what was typed in it (a child's layout effect runs before
 * this one); on any other page there is nothing to take.
 */
function FirstScreenShellEnd() {
  const [path] = useLocation();
  useLayoutEffect(() => {
    if (path !== CLIENT_ROUTES.home) removeShell();
  }, [path]);
  return null;
}

export function App() {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <LoginDialogProvider>
          {/* The workspace's text boxes get the writing checks through this slot. */}
          <WritingCheckContext value={writingCheckSlot}>
            <a
              href="#main"
              className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
            >
              Skip to content
            </a>
            <Header />
            {/* The skip link's target: each page's main content, whichever route it is. */}
            <div id="main" tabIndex={-1} className="outline-none">
              <Suspense fallback={<RouteFallback />}>
                <Switch>
                  <Route path={CLIENT_ROUTES.home} component={HomePage} />
                  <Route path={CLIENT_ROUTES.checkout} component={CheckoutPage} />
                  <Route path={CLIENT_ROUTES.tutorial} component={TutorialPage} />
                  <Route path={CLIENT_ROUTES.batches} component={BatchesPage} />
                  <Route component={NotFoundPage} />
                </Switch>
              </Suspense>
            </div>
            <FirstScreenShellEnd />
            <ThemedToaster />
            <PaymentReturn />
          </WritingCheckContext>
        </LoginDialogProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
