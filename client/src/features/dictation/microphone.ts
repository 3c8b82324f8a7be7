import { toast } from '@/lib/toast';
import { audioConstraints, isAndroid } from './device';

/** The microphone's stream, or null (said in a toast) when the user or the browser refused it. */
export async function openMicrophone(userAgent: string): Promise<MediaStream | null> {
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: audioConstraints(userAgent) });
  } catch {
    toast.error('Voice input error', {
      description: isAndroid(userAgent)
        ? 'Please allow microphone access for this site in your browser settings, then try again.'
        : 'Could not access microphone. Please check permissions.',
      duration: isAndroid(userAgent) ? 4000 : undefined,
    });
    return null;
  }
}
