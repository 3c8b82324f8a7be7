import { ApiError } from './api';

export interface ToastMessage {
  title: string;
  description?: string;
}

/** Export toasts: which title for which format, and the status in the spec's words. */
export function exportErrorMessage(
  kind: 'pdf' | 'docx' | 'txt' | 'latex',
  error: unknown,
): ToastMessage {
  const status = error instanceof ApiError ? error.status : undefined;
  const detail = error instanceof ApiError ? error.serverMessage : undefined;
  if (kind === 'pdf') {
    return {
      title: 'PDF Export Failed',
      description: status ? `Failed to generate document: ${status}` : 'Please try again.',
    };
  }
  if (kind === 'latex') {
    return {
      title: 'Export Failed',
      description: detail ?? (status ? `${status}` : 'Please try again.'),
    };
  }
  return {
    title: 'Download Failed',
    description: status ? `Document generation failed: ${status}` : 'Please try again.',
  };
}
