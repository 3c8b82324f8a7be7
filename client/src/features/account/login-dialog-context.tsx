import {
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { lazyNamed } from '@/lib/lazy-named';

// The form (react-hook-form and the shared zod schemas) loads when the dialog first opens.
const LoginDialog = lazyNamed(() => import('./login-dialog'), 'LoginDialog');

interface LoginDialogControls {
  /** Opens the dialog; `afterLogin` runs once the user has logged in or registered through it. */
  openLogin: (options?: { afterLogin?: () => void }) => void;
}

const LoginDialogContext = createContext<LoginDialogControls | null>(null);

/** One login dialog for the whole app, opened from the header, Buy Credits or checkout. */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing it still animates and keeps its state.
  const [wanted, setWanted] = useState(false);
  // Each opening starts a fresh form in the mode its button names (login): the dialog is made
  // anew per opening, so a registration left half done never greets the next Login click.
  const [openings, setOpenings] = useState(0);
  // Where the user was going when the login interrupted them (Buy Credits: the checkout).
  const next = useRef<(() => void) | undefined>(undefined);
  const value = useMemo<LoginDialogControls>(
    () => ({
      openLogin: (options) => {
        next.current = options?.afterLogin;
        setWanted(true);
        setOpenings((count) => count + 1);
        setOpen(true);
      },
    }),
    [],
  );
  const onOpenChange = useCallback((nextOpen: boolean) => {
    // Closing without signing in drops the errand.
    if (!nextOpen) next.current = undefined;
    setOpen(nextOpen);
  }, []);
  const onSignedIn = useCallback(() => {
    const then = next.current;
    next.current = undefined;
    setOpen(false);
    then?.();
  }, []);
  return (
    <LoginDialogContext.Provider value={value}>
      {children}
      {wanted && (
        // Nothing to show while the form loads: the dialog appears when it is ready.
        <Suspense fallback={null}>
          <LoginDialog
            key={openings}
            open={open}
            onOpenChange={onOpenChange}
            onSignedIn={onSignedIn}
          />
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
