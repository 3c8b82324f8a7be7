/**
 * The dictation status text of the spec, as a small state machine: Ready → 'Requesting
 * microphone access...' → 'Microphone connected - Starting recording...' → 'Recording (tap
 * STOP)' or 'Listening: {interim}'; stop → 'Processing...' → Ready (500 ms later).
 */
export type DictationPhase =
  | { phase: 'ready' }
  | { phase: 'requesting' }
  | { phase: 'connected' }
  | { phase: 'recording' }
  | { phase: 'listening'; interim: string }
  | { phase: 'processing' }
  | { phase: 'denied' };

export type DictationEvent =
  | { type: 'start' }
  | { type: 'microphone-granted' }
  | { type: 'microphone-denied' }
  | { type: 'recording-started' }
  | { type: 'interim'; text: string }
  | { type: 'phrase-final' }
  | { type: 'stop' }
  | { type: 'settled' };

export const READY: DictationPhase = { phase: 'ready' };

export function dictationReducer(state: DictationPhase, event: DictationEvent): DictationPhase {
  switch (event.type) {
    case 'start':
      return state.phase === 'ready' || state.phase === 'denied' ? { phase: 'requesting' } : state;
    case 'microphone-granted':
      return state.phase === 'requesting' ? { phase: 'connected' } : state;
    case 'microphone-denied':
      return { phase: 'denied' };
    case 'recording-started':
      return state.phase === 'connected' || state.phase === 'listening'
        ? { phase: 'recording' }
        : state;
    case 'interim':
      return isCapturing(state) ? { phase: 'listening', interim: event.text } : state;
    case 'phrase-final':
      return state.phase === 'listening' ? { phase: 'recording' } : state;
    case 'stop':
      return isCapturing(state) || state.phase === 'connected' || state.phase === 'requesting'
        ? { phase: 'processing' }
        : state;
    case 'settled':
      return state.phase === 'processing' ? READY : state;
  }
}

/** Microphone open and sound going somewhere. */
export function isCapturing(state: DictationPhase): boolean {
  return state.phase === 'recording' || state.phase === 'listening';
}

/** Between pressing Dictate and pressing Stop: the button then reads Stop. */
export function isActive(state: DictationPhase): boolean {
  return ['requesting', 'connected', 'recording', 'listening'].includes(state.phase);
}

export function statusText(state: DictationPhase): string {
  switch (state.phase) {
    case 'ready':
      return 'Ready';
    case 'requesting':
      return 'Requesting microphone access...';
    case 'connected':
      return 'Microphone connected - Starting recording...';
    case 'recording':
      return 'Recording (tap STOP)';
    case 'listening':
      return `Listening: ${state.interim}`;
    case 'processing':
      return 'Processing...';
    case 'denied':
      return 'Error: microphone access denied';
  }
}

/** A phrase of live recognition joins the text: the first of a session on a new paragraph. */
export function appendPhrase(current: string, phrase: string, newParagraph: boolean): string {
  const head = current.trimEnd();
  if (!head) return phrase;
  return newParagraph ? `${head}\n\n${phrase}` : `${head} ${phrase}`;
}
