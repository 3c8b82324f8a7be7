import { describe, expect, it } from 'vitest';
import { wavFile } from './wav';

describe('wavFile', () => {
  it('writes a 16-bit mono PCM WAV header before the samples', () => {
    const wav = wavFile(Int16Array.from([0, 1000, -1000]), 22050);
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(36 + 6);
    expect(wav.subarray(8, 16).toString('ascii')).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(22050);
    expect(wav.readUInt32LE(28)).toBe(44100);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.subarray(36, 40).toString('ascii')).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(6);
    expect(wav.readInt16LE(46)).toBe(1000);
    expect(wav.readInt16LE(48)).toBe(-1000);
  });

  it('takes raw PCM bytes as they are, even from the middle of a buffer', () => {
    const bytes = Buffer.from([9, 0x34, 0x12, 0xff, 0xff]).subarray(1);
    const wav = wavFile(bytes, 16_000);
    expect(wav.length).toBe(44 + 4);
    expect(wav.readUInt32LE(40)).toBe(4);
    expect(wav.readInt16LE(44)).toBe(0x1234);
    expect(wav.readInt16LE(46)).toBe(-1);
  });
});
