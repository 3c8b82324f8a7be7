import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { LoginDialog } from './login-dialog';

const LoginDialogContext = createContext<{ openLogin: () => void } | null>(null);

/** One login dialog for the whole app, opened from the header, Buy Credits or checkout. */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ openLogin: () => setOpen(true) }), []);
  return (
    <LoginDialogContext.Provider value={value}>
      {children}
      <LoginDialog open={open} onOpenChange={setOpen} />
    </LoginDialogContext.Provider>
  );
}

export function useLoginDialog() {
  const context = useContext(LoginDialogContext);
  if (!context) throw new Error('useLoginDialog needs a LoginDialogProvider');
  return context;
}
