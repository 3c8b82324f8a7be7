import { describe, expect, it } from 'vitest';
import { parseMp3 } from '../features/speech/mp3-frames';
import {
  listOfflineVoices,
  OfflineVoiceBusyError,
  queuedOfflineSynthesis,
  synthesizeOffline,
} from './offline-voice';

const collect = async (stream: AsyncIterable<Uint8Array>) => {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
};

describe('the offline voice', () => {
  it("lists the English voices of eSpeak-NG's installed data, American first", async () => {
    const voices = await listOfflineVoices();
    expect(voices[0]).toEqual({ id: 'en-us', name: 'English (America)' });
    expect(voices.map((voice) => voice.id)).toContain('en-gb');
  });

  it('speaks one piece after another into one MP3 stream, a chunk per piece', async () => {
    const chunks: Uint8Array[] = [];
    for await (const chunk of synthesizeOffline({
      pieces: ['First piece.', 'Second piece.', 'Third piece.'],
      voiceId: 'en-us',
      speed: 1,
    })) {
      chunks.push(chunk);
    }
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    expect(parseMp3(Buffer.concat(chunks)).complete).toBe(true);
  });

  it('speaks a short text with every voice it lists', async () => {
    const voices = await listOfflineVoices();
    expect(voices.map((voice) => voice.name)).toContain('English (Great Britain)');
    for (const voice of voices) {
      const mp3 = await collect(
        synthesizeOffline({ pieces: ['Good morning.'], voiceId: voice.id, speed: 1 }),
      );
      const parsed = parseMp3(mp3);
      expect(parsed.complete, voice.name).toBe(true);
      expect(mp3.length, voice.name).toBeGreaterThan(1000);
    }
    // One synthesis per voice, one after the other: past vitest's 5 s on a loaded machine.
  }, 30_000);

  it('refuses a voice that is not installed', async () => {
    await expect(
      collect(synthesizeOffline({ pieces: ['Hi.'], voiceId: 'xx-nowhere', speed: 1 })),
    ).rejects.toThrow('Offline voice xx-nowhere is not installed');
  });

  it('stops between pieces when the listener has gone', async () => {
    const controller = new AbortController();
    const stream = synthesizeOffline({
      pieces: ['One.', 'Two.', 'Three.'],
      voiceId: 'en-us',
      speed: 1,
      signal: controller.signal,
    });
    await stream.next();
    controller.abort();
    await expect(stream.next()).rejects.toThrow();
  });

  it('narrates one at a time, lets four wait, and refuses the sixth', async () => {
    const options = { pieces: ['A sentence.', 'Another one.'], voiceId: 'en-us', speed: 1 };
    const streams = Array.from({ length: 6 }, () => queuedOfflineSynthesis(options));
    const first = await streams[0]!.next();
    expect(first.done).toBe(false);
    const waiting = streams.slice(1, 5).map((stream) => stream.next());
    await expect(streams[5]!.next()).rejects.toBeInstanceOf(OfflineVoiceBusyError);
    await streams[0]!.return(undefined); // the first listener leaves: the next one starts
    expect((await waiting[0])!.done).toBe(false);
    for (const [index, stream] of streams.slice(1, 5).entries()) {
      if (index > 0) await waiting[index];
      await stream.return(undefined);
    }
  });
});
