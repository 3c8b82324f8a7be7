import {
  DEFAULT_HUMANIZER_PROVIDER,
  HUMANIZER_PROVIDERS,
  type HumanizerProvider,
} from '@common/humanizer';
import { useEffect, useRef, useState } from 'react';

/** Availability of services as /api/status reports it. */
export type Services = Partial<Record<string, boolean>>;

/** The spec's default provider order, limited to the humanizer's providers. */
const DEFAULT_ORDER: HumanizerProvider[] = ['deepseek', 'openai', 'anthropic', 'local'];

/** The provider a humanizer run uses, following what /api/status says is available. */
export function useHumanizerProvider(services: Services | undefined) {
  const [provider, setProvider] = useState<HumanizerProvider>(DEFAULT_HUMANIZER_PROVIDER);
  const userChose = useRef(false);
  const available = (id: HumanizerProvider) => services?.[id] === true;
  // New work starts on the first available provider of the spec's order, until the user picks one.
  useEffect(() => {
    if (!services || userChose.current) return;
    const first = DEFAULT_ORDER.find((id) => services[id] === true);
    if (first) setProvider(first);
  }, [services]);
  /** No model yet ('none'): the section says so and its actions are off, rather than failing. */
  const readiness: 'checking' | 'ready' | 'none' = !services
    ? 'checking'
    : DEFAULT_ORDER.some(available)
      ? 'ready'
      : 'none';
  // An unavailable provider is never shown or sent as the choice: the spec's order stands in.
  const selected: HumanizerProvider | '' = available(provider)
    ? provider
    : (DEFAULT_ORDER.find(available) ?? '');

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
