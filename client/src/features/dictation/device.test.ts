import { describe, expect, it } from 'vitest';
import {
  audioConstraints,
  dictationMode,
  isAndroid,
  isMobile,
  microphoneDenied,
  recognitionConstructor,
  recognitionSettings,
  recognitionUnavailable,
  recorderMimeType,
} from './device';
import { readRecognitionEvent } from './speech-recognition';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('device detection', () => {
  it('tells Android, other mobiles and desktops apart', () => {
    expect([isAndroid(ANDROID), isMobile(ANDROID)]).toEqual([true, true]);
    expect([isAndroid(IPHONE), isMobile(IPHONE)]).toEqual([false, true]);
    expect([isAndroid(DESKTOP), isMobile(DESKTOP)]).toEqual([false, false]);
  });

  it('asks for the spec audio constraints per device', () => {
    expect(audioConstraints(ANDROID)).toEqual({
      channelCount: 1,
      sampleRate: 44100,
      echoCancellation: false,
      noiseSuppression: false,
      autoGainControl: false,
    });
    expect(audioConstraints(IPHONE)).toEqual({
      channelCount: 1,
      sampleRate: 16000,
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    });
    expect(audioConstraints(DESKTOP)).toBe(true);
  });
});

describe('engine choice', () => {
  class Recognition {}

  it('finds the standard or the WebKit recognizer', () => {
    expect(recognitionConstructor({ SpeechRecognition: Recognition })).toBe(Recognition);
    expect(recognitionConstructor({ webkitSpeechRecognition: Recognition })).toBe(Recognition);
    expect(recognitionConstructor({})).toBeUndefined();
  });

  it('uses live recognition except on Android or without a recognizer', () => {
    expect(dictationMode(DESKTOP, true)).toBe('live');
    expect(dictationMode(IPHONE, true)).toBe('live');
    expect(dictationMode(ANDROID, true)).toBe('server');
    expect(dictationMode(DESKTOP, false)).toBe('server');
  });

  it('recognizes en-US; on mobile without continuity or interim results', () => {
    expect(recognitionSettings(DESKTOP)).toEqual({
      lang: 'en-US',
      continuous: true,
      interimResults: true,
    });
    expect(recognitionSettings(IPHONE)).toEqual({
      lang: 'en-US',
      continuous: false,
      interimResults: false,
    });
  });

  it('sorts recognition errors into unavailable service, refused microphone and the rest', () => {
    for (const error of ['network', 'service-not-allowed', 'language-not-supported']) {
      expect(recognitionUnavailable(error)).toBe(true);
    }
    expect(recognitionUnavailable('no-speech')).toBe(false);
    expect(microphoneDenied('not-allowed')).toBe(true);
    expect(microphoneDenied('aborted')).toBe(false);
  });

  it('records WebM/Opus when the browser can', () => {
    expect(recorderMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(recorderMimeType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(recorderMimeType(() => false)).toBeUndefined();
  });
});

describe('readRecognitionEvent', () => {
  it('separates final phrases from the interim guess, from resultIndex on', () => {
    const result = (transcript: string, isFinal: boolean) =>
      Object.assign([{ transcript }], { isFinal }) as unknown as {
        isFinal: boolean;
        0: { transcript: string };
      };
    const results = [result('old', true), result(' Hello there ', true), result('how a', false)];
    expect(readRecognitionEvent({ resultIndex: 1, results })).toEqual({
      finals: ['Hello there'],
      interim: 'how a',
    });
  });
});
