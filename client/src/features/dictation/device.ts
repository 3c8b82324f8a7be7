import type { RecognizerConstructor } from './speech-recognition';

/** What the device and browser can do for dictation, judged from the user agent and window. */

export function isAndroid(userAgent: string): boolean {
  return /android/i.test(userAgent);
}

export function isMobile(userAgent: string): boolean {
  return /android|iphone|ipad|ipod|mobile|silk|opera mini/i.test(userAgent);
}

/**
 * Microphone constraints of the spec: Android mono 44100 Hz with echo cancellation, noise
 * suppression and auto gain off; other mobile devices mono 16000 Hz with them on; desktops
 * take the browser's defaults.
 */
export function audioConstraints(userAgent: string): MediaTrackConstraints | true {
  if (isAndroid(userAgent)) {
    return {
      channelCount: 1,
      sampleRate: 44100,
      echoCancellation: false,
      noiseSuppression: false,
      autoGainControl: false,
    };
  }
  if (isMobile(userAgent)) {
    return {
      channelCount: 1,
      sampleRate: 16000,
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    };
  }
  return true;
}

/** The browser's speech recognition constructor (standard or WebKit-prefixed), if any. */
export function recognitionConstructor(
  scope: Partial<Record<'SpeechRecognition' | 'webkitSpeechRecognition', unknown>>,
): RecognizerConstructor | undefined {
  const ctor = scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
  return typeof ctor === 'function' ? (ctor as RecognizerConstructor) : undefined;
}

export type DictationMode = 'live' | 'server';

/**
 * Live recognition where the browser has it and the device is not Android (the spec);
 * otherwise the recording is sent for server transcription after stop.
 */
export function dictationMode(userAgent: string, hasRecognition: boolean): DictationMode {
  return hasRecognition && !isAndroid(userAgent) ? 'live' : 'server';
}

/** Settings of live recognition: on mobile non-continuous without interim results (spec). */
export function recognitionSettings(userAgent: string) {
  const mobile = isMobile(userAgent);
  return { lang: 'en-US', continuous: !mobile, interimResults: !mobile };
}

/**
 * Recognition errors that mean the service itself cannot be used here (offline, blocked by
 * policy, language missing): dictation then goes on as a recording for the server.
 */
export function recognitionUnavailable(error: string): boolean {
  return ['network', 'service-not-allowed', 'language-not-supported'].includes(error);
}

/** The microphone was refused. */
export function microphoneDenied(error: string): boolean {
  return error === 'not-allowed' || error === 'audio-capture';
}

/** The MIME type MediaRecorder should use: WebM/Opus (the spec's dictation.webm) when supported. */
export function recorderMimeType(isSupported: (type: string) => boolean): string | undefined {
  return ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'].find(
    isSupported,
  );
}
