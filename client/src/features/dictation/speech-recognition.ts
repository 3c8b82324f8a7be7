/**
 * The parts of the Web Speech API's SpeechRecognition that dictation uses. TypeScript's DOM
 * library does not declare the recognizer itself (Chrome ships it as webkitSpeechRecognition).
 */
export interface RecognitionResultList {
  readonly length: number;
  [index: number]: { readonly isFinal: boolean; 0: { readonly transcript: string } };
}

export interface RecognitionEventLike {
  readonly resultIndex: number;
  readonly results: RecognitionResultList;
}

export interface Recognizer {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEventLike) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type RecognizerConstructor = new () => Recognizer;

/** Final text and the interim guess of one result event, from its resultIndex on. */
export function readRecognitionEvent(event: RecognitionEventLike): {
  finals: string[];
  interim: string;
} {
  const finals: string[] = [];
  let interim = '';
  for (let i = event.resultIndex; i < event.results.length; i++) {
    const result = event.results[i]!;
    const text = result[0].transcript.trim();
    if (!text) continue;
    if (result.isFinal) finals.push(text);
    else interim = interim ? `${interim} ${text}` : text;
  }
  return { finals, interim };
}
