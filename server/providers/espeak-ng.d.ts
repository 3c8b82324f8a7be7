// Types for the parts of the eSpeak-NG WebAssembly build that the offline voice uses.
declare module '@echogarden/espeak-ng-emscripten' {
  export interface ESpeakVoiceInfo {
    name: string;
    identifier: string;
    languages: { priority: number; name: string }[];
  }
  export interface ESpeakNGWorker {
    set_voice(name: string): number;
    set_rate(wordsPerMinute: number): number;
    get_samplerate(): number;
    list_voices(): ESpeakVoiceInfo[];
    /** Calls back with 16-bit PCM pieces (mono, at get_samplerate()) as they are made. */
    synthesize(text: string, callback: (samples: Int16Array | null, events: unknown) => void): void;
  }
  export interface ESpeakModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }
  export default function createModule(options?: Record<string, unknown>): Promise<ESpeakModule>;
}
