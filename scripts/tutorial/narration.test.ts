import { describe, expect, it } from 'vitest';
import { durationOf, mixNarration, wavFile } from './narration';

describe('narration track', () => {
  it('puts each sentence at its place in one track of the given length', () => {
    const speech = [[{ sampleRate: 10, samples: Int16Array.from([1, 2, 3]) }]];
    const track = mixNarration(
      speech,
      [{ scene: 0, sentence: 0, start: 0.5, duration: 0.3 }],
      1,
      10,
    );
    expect(Array.from(track)).toEqual([0, 0, 0, 0, 0, 1, 2, 3, 0, 0]);
    expect(durationOf(speech[0]![0]!)).toBeCloseTo(0.3, 9);
  });

  it('cuts a sentence that would run past the end', () => {
    const speech = [[{ sampleRate: 10, samples: Int16Array.from([5, 6, 7]) }]];
    const track = mixNarration(
      speech,
      [{ scene: 0, sentence: 0, start: 0.8, duration: 0.3 }],
      1,
      10,
    );
    expect(Array.from(track.slice(8))).toEqual([5, 6]);
  });

  it('writes a 16-bit mono PCM WAV header', () => {
    const wav = wavFile(Int16Array.from([0, 1000, -1000]), 22050);
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(36 + 6);
    expect(wav.subarray(8, 16).toString('ascii')).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(22050);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.readUInt32LE(40)).toBe(6);
    expect(wav.readInt16LE(46)).toBe(1000);
  });
});
