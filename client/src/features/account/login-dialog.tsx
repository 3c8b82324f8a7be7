import {
  type Credentials,
  credentialsSchema,
  PASSWORD_MIN_LENGTH,
  registrationSchema,
} from '@common/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useSignIn } from './use-user';

type Mode = 'login' | 'register';

const COPY: Record<Mode, { title: string; action: string; failed: string; switchTo: string }> = {
  login: {
    title: 'Log in',
    action: 'Log in',
    failed: 'Login failed',
    switchTo: 'Create an account',
  },
  register: {
    title: 'Create an account',
    action: 'Register',
    failed: 'Registration failed',
    switchTo: 'I already have an account',
  },
};

export function LoginDialog({
  open,
  onOpenChange,
  onSignedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Closes the dialog and continues what the login interrupted. */
  onSignedIn: () => void;
}) {
  const [mode, setMode] = useState<Mode>('login');
  const signIn = useSignIn(mode);
  // Registration also asks for a long enough password; login accepts whatever was set.
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const form = useForm<Credentials>({
    resolver: (values, context, options) =>
      zodResolver(modeRef.current === 'register' ? registrationSchema : credentialsSchema)(
        values,
        context,
        options,
      ),
    defaultValues: { username: '', password: '' },
  });
  const copy = COPY[mode];
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((credentials) =>
    signIn.mutate(credentials, {
      onSuccess: (user) => {
        form.reset();
        onSignedIn();
        toast.success(`Signed in as ${user.username}`);
      },
      // The spec: the server's message, or 'Login failed' / 'Registration failed'.
      onError: (error) =>
        toast.error(copy.failed, {
          description:
            error instanceof ApiError && error.serverMessage ? error.serverMessage : undefined,
        }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>
            {mode === 'login'
              ? 'Log in to buy credits and keep your documents.'
              : `New accounts start with 0 credits. Passwords need at least ${PASSWORD_MIN_LENGTH} characters.`}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-3" noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor="login-username">Username</Label>
            <Input
              id="login-username"
              autoComplete="username"
              aria-invalid={Boolean(errors.username)}
              aria-describedby={errors.username ? 'login-username-error' : undefined}
              {...form.register('username')}
            />
            {errors.username && (
              <p id="login-username-error" className="text-sm text-destructive">
                {errors.username.message}
              </p>
            )}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="login-password">Password</Label>
            <Input
              id="login-password"
              type="password"
              autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? 'login-password-error' : undefined}
              {...form.register('password')}
            />
            {errors.password && (
              <p id="login-password-error" className="text-sm text-destructive">
                {errors.password.message}
              </p>
            )}
          </div>
          <DialogFooter className="items-center justify-between pt-2 sm:justify-between">
            <Button
              type="button"
              variant="link"
              className="px-0"
              onClick={() => {
                setMode(mode === 'login' ? 'register' : 'login');
                form.clearErrors();
              }}
            >
              {copy.switchTo}
            </Button>
            <Button type="submit" disabled={signIn.isPending}>
              {signIn.isPending ? 'Please wait…' : copy.action}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
