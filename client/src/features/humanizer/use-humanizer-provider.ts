import {
  DEFAULT_HUMANIZER_PROVIDER,
  HUMANIZER_PROVIDERS,
  type HumanizerProvider,
} from '@common/humanizer';
import { useEffect, useRef, useState } from 'react';
import { providerChoice } from '@/lib/provider-choice';

/** Availability of services as /api/status reports it. */
export type Services = Partial<Record<string, boolean>>;

/** The spec's default provider order, limited to the humanizer's providers. */
const DEFAULT_ORDER: HumanizerProvider[] = ['deepseek', 'openai', 'anthropic', 'local'];

/** The provider a humanizer run uses, following what /api/status says is available. */
export function useHumanizerProvider(services: Services | undefined) {
  const [provider, setProvider] = useState<HumanizerProvider>(DEFAULT_HUMANIZER_PROVIDER);
  const userChose = useRef(false);
  const { available, readiness, selected } = providerChoice(services, provider, DEFAULT_ORDER);
  // New work starts on the first available provider of the spec's order, until the user picks one.
  useEffect(() => {
    if (!services || userChose.current) return;
    const first = DEFAULT_ORDER.find((id) => services[id] === true);
    if (first) setProvider(first);
  }, [services]);

  return {
    /** The provider a run uses: the user's choice while available, '' when none is. */
    provider: selected,
    /** What a run sends: the choice, or the user's pick when none is available. */
    sent: selected || provider,
    readiness,
    chooseProvider: (id: HumanizerProvider) => {
      userChose.current = true;
      setProvider(id);
    },
    providers: HUMANIZER_PROVIDERS.map((entry) => ({ ...entry, available: available(entry.id) })),
  };
}
