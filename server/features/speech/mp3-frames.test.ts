import { describe, expect, it } from 'vitest';
import { createMp3Encoder } from 'wasm-media-encoders';
import { id3Tag } from '../../../tests/fakes/audio';
import { audioFramesOf, id3v2Length, mp3Duration, parseMp3, readFrameHeader } from './mp3-frames';

async function tone(seconds: number, sampleRate: 44100 | 22050) {
  const encoder = await createMp3Encoder();
  encoder.configure({ channels: 1, sampleRate, bitrate: 64 });
  const samples = new Float32Array(seconds * sampleRate).map((_, i) => Math.sin(i / 10) * 0.2);
  return Buffer.concat([Buffer.from(encoder.encode([samples])), Buffer.from(encoder.finalize())]);
}

describe('MP3 frames', () => {
  it('reads an MPEG-1 Layer III header', () => {
    // 0xFFFB9064: MPEG-1, Layer III, 128 kb/s, 44.1 kHz, no padding, joint stereo.
    const frame = readFrameHeader(Uint8Array.from([0xff, 0xfb, 0x90, 0x64]), 0);
    expect(frame).toMatchObject({
      version: 1,
      bitrateKbps: 128,
      sampleRate: 44100,
      length: 417,
      samples: 1152,
      channels: 2,
    });
  });

  it('refuses bytes that are not a Layer III frame', () => {
    expect(readFrameHeader(Uint8Array.from([0xff, 0xfd, 0x90, 0x64]), 0)).toBeUndefined(); // Layer II
    expect(readFrameHeader(Uint8Array.from([0x49, 0x44, 0x33, 0x04]), 0)).toBeUndefined();
    expect(parseMp3(Buffer.from('not audio at all, just text')).frames).toEqual([]);
  });

  it('walks every frame of an encoded file and measures its length', async () => {
    const mp3 = await tone(2, 22050);
    const { frames, complete } = parseMp3(mp3);
    expect(complete).toBe(true);
    expect(mp3Duration(frames)).toBeGreaterThan(1.9);
    expect(mp3Duration(frames)).toBeLessThan(2.2);
  });

  it('finds a cut-off stream incomplete', async () => {
    const mp3 = await tone(1, 44100);
    expect(parseMp3(mp3.subarray(0, mp3.length - 10)).complete).toBe(false);
  });

  it('skips an ID3 tag and keeps only audio frames when joining pieces', async () => {
    const mp3 = await tone(1, 44100);
    const tagged = Buffer.concat([id3Tag('Lavf60'), mp3]);
    expect(id3v2Length(tagged)).toBe(tagged.length - mp3.length);
    const audio = audioFramesOf(tagged);
    expect(readFrameHeader(audio, 0)).toBeDefined();
    const joined = Buffer.concat([audio, audioFramesOf(tagged)]);
    const { frames, complete } = parseMp3(joined);
    expect(complete).toBe(true);
    expect(mp3Duration(frames)).toBeCloseTo(2 * mp3Duration(parseMp3(mp3).frames), 1);
  });
});
