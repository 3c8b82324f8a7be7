import { useSyncExternalStore } from 'react';
import { SwitchField } from '@/components/ui/switch-field';
import { describeError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useUser } from '@/lib/user-query';
import type { AccountKeeping, KeepingState } from './account-keeping';
import { useKeeping } from './authorship-recording';

const nobody = () => () => {};

/**
 * "Keep this record with my account" (decision 219): for a signed-in user; a visitor is told
 * that signing in allows it.
 */
export function KeepSwitch() {
  const keeping = useKeeping();
  const signedIn = Boolean(useUser().data);
  const state = useSyncExternalStore(
    keeping?.subscribe ?? nobody,
    () => keeping?.state,
    () => undefined,
  );
  if (!keeping || !state) {
    // Signed in, the keeping code is still on its way: no visitor's line meanwhile.
    if (signedIn) return <p className="text-muted-foreground text-xs">Kept in this browser.</p>;
    return (
      <p className="text-muted-foreground text-xs">
        Kept in this browser. Sign in to be able to keep it with your account, so that it follows
        you to another browser.
      </p>
    );
  }
  return <Switch keeping={keeping} state={state} />;
}

function Switch({ keeping, state }: { keeping: AccountKeeping; state: KeepingState }) {
  const turn = (on: boolean) =>
    keeping.turn(on).catch((error) =>
      toast.error(on ? 'The record could not be kept' : 'The kept copy could not be deleted', {
        description: describeError(error, 'Please try again.'),
      }),
    );
  return (
    <div className="grid gap-1.5">
      <SwitchField
        label="Keep this record with my account"
        checked={state.keep}
        disabled={!state.loaded && !state.problem}
        onCheckedChange={(on) => void turn(on)}
        description={
          state.keep
            ? 'It follows you when you sign in on another browser. Turning this off deletes the copy kept with your account.'
            : 'Only this browser keeps it. Turn on to have it follow you when you sign in elsewhere.'
        }
      />
      {state.notice && (
        <p role="status" className="text-xs">
          {state.notice}
        </p>
      )}
      {state.problem && (
        <p role="alert" className="text-destructive text-xs">
          {state.problem}
        </p>
      )}
    </div>
  );
}
