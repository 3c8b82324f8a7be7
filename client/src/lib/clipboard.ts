import { toast } from './toast';

/** Copies text, with the spec's message when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied to clipboard', { duration: 2000 });
    return true;
  } catch {
    toast.error('Copy failed: Please copy the text manually.');
    return false;
  }
}
