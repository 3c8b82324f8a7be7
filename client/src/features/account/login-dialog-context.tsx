import { createContext, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { lazyNamed } from '@/lib/lazy-named';

// The form (react-hook-form and the shared zod schemas) loads when the dialog first opens.
const LoginDialog = lazyNamed(() => import('./login-dialog'), 'LoginDialog');

const LoginDialogContext = createContext<{ openLogin: () => void } | null>(null);

/** One login dialog for the whole app, opened from the header, Buy Credits or checkout. */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing it still animates and keeps its state.
  const [wanted, setWanted] = useState(false);
  const value = useMemo(
    () => ({
      openLogin: () => {
        setWanted(true);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <LoginDialogContext.Provider value={value}>
      {children}
      {wanted && (
        // Nothing to show while the form loads: the dialog appears when it is ready.
        <Suspense fallback={null}>
          <LoginDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </LoginDialogContext.Provider>
  );
}

export function useLoginDialog() {
  const context = useContext(LoginDialogContext);
  if (!context) throw new Error('useLoginDialog needs a LoginDialogProvider');
  return context;
}
