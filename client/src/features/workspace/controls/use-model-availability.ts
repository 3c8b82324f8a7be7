import { TRANSFORM_MODELS, type TransformModelId } from '@common/transform';
import { useCallback, useEffect } from 'react';
import { toast } from '@/lib/toast';
import { useStatus } from '@/lib/use-status';
import { useWorkspace } from '../workspace-context';
import { anyModelAvailable, isModelAvailable, modelToSelect } from './model-selection';

const label = (id: TransformModelId) => TRANSFORM_MODELS.find((model) => model.id === id)!.label;

export type ModelReadiness = 'checking' | 'ready' | 'none';

/** Which text models can be used now, as the status says; reading only, no side effects. */
export function useTextModels() {
  const { data: status } = useStatus();
  const { settings } = useWorkspace();
  const readiness: ModelReadiness = !status
    ? 'checking'
    : anyModelAvailable(status.services)
      ? 'ready'
      : 'none';
  const available = useCallback(
    (model: TransformModelId) => (status ? isModelAvailable(model, status.services) : false),
    [status],
  );
  // An unavailable model is never shown as selected: the select shows its empty choice.
  const selected: TransformModelId | '' = available(settings.model) ? settings.model : '';
  return { readiness, available, selected };
}

/**
 * Keeps the selected model usable as the status changes: new work starts on the spec's
 * default provider, an unavailable choice falls back in the spec's order (also when its key
 * is removed), and with no model at all nothing stays selected. Used once, by the panel.
 */
export function useModelAvailability() {
  const { data: status } = useStatus();
  const { settings, updateSettings } = useWorkspace();

  useEffect(() => {
    if (!status) return;
    const next = modelToSelect(settings.model, settings.modelChosen, status.services);
    if (next === null || next === settings.model) return;
    if (settings.modelChosen && !isModelAvailable(settings.model, status.services)) {
      toast.info(`Switched to ${label(next)}`, {
        description: `${label(settings.model)} is not available right now.`,
      });
    }
    updateSettings({ model: next });
  }, [status, settings.model, settings.modelChosen, updateSettings]);

  const choose = useCallback(
    (model: TransformModelId) => updateSettings({ model, modelChosen: true }),
    [updateSettings],
  );
  return { choose };
}
