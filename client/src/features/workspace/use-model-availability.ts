import { modelProvider, TRANSFORM_MODELS, type TransformModelId } from '@common/transform';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useStatus } from '@/features/status/use-status';
import { defaultModel, isModelAvailable, resolveModel } from './model-selection';
import { useWorkspace } from './workspace-context';

const label = (id: TransformModelId) => TRANSFORM_MODELS.find((model) => model.id === id)!.label;

/**
 * Keeps the selected model usable as the status changes: new work starts on the spec's
 * default provider, and an unavailable choice falls back in the spec's order.
 */
export function useModelAvailability() {
  const { data: status } = useStatus();
  const { settings, updateSettings } = useWorkspace();
  const userChose = useRef(false);

  useEffect(() => {
    if (!status) return;
    const services = status.services;
    const anyAvailable = TRANSFORM_MODELS.some((model) => services[modelProvider(model.id)]);
    if (!anyAvailable) return;
    const next = userChose.current
      ? resolveModel(settings.model, services)
      : defaultModel(services);
    if (next === settings.model) return;
    if (userChose.current && !isModelAvailable(settings.model, services)) {
      toast.info(`Switched to ${label(next)}`, {
        description: `${label(settings.model)} is not available right now.`,
      });
    }
    updateSettings({ model: next });
  }, [status, settings.model, updateSettings]);

  const choose = useCallback(
    (model: TransformModelId) => {
      userChose.current = true;
      updateSettings({ model });
    },
    [updateSettings],
  );

  const available = (model: TransformModelId) =>
    status ? isModelAvailable(model, status.services) : false;
  return { available, choose };
}
