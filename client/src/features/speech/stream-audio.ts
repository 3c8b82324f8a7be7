/**
 * Plays an MP3 answer while it downloads (Media Source Extensions), so a long narration
 * starts within a moment of pressing Play instead of after the whole text is spoken; the
 * bytes are kept for the download. Where MSE cannot play MP3, the whole answer is awaited.
 */
export interface StreamedAudio {
  /** The whole MP3, once the answer is complete. */
  blob: Promise<Blob>;
  /** Set on the audio element; revoke when done with it. */
  url: string;
  /** Part of the start was dropped to make room: replaying from 0 needs a new request. */
  trimmed(): boolean;
}

export function canStreamMp3(): boolean {
  return (
    typeof MediaSource !== 'undefined' &&
    typeof MediaSource.isTypeSupported === 'function' &&
    MediaSource.isTypeSupported('audio/mpeg')
  );
}

export async function streamMp3(
  response: Response,
  audio: HTMLAudioElement,
): Promise<StreamedAudio> {
  if (!response.body || !canStreamMp3()) {
    const blob = await response.blob();
    const url = URL.createObjectURL(blob);
    audio.src = url;
    return { blob: Promise.resolve(blob), url, trimmed: () => false };
  }
  const source = new MediaSource();
  const url = URL.createObjectURL(source);
  audio.src = url;
  await new Promise((resolve) => source.addEventListener('sourceopen', resolve, { once: true }));
  const buffer = source.addSourceBuffer('audio/mpeg');
  const reader = response.body.getReader();
  let trimmed = false;
  const chunks: Uint8Array[] = [];

  const first = await reader.read();
  if (!first.done) {
    chunks.push(first.value);
    await append(buffer, first.value, audio, () => (trimmed = true));
  }
  const blob = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      await append(buffer, value, audio, () => (trimmed = true));
    }
    if (source.readyState === 'open') source.endOfStream();
    return new Blob(chunks as BlobPart[], { type: 'audio/mpeg' });
  })();
  return { blob, url, trimmed: () => trimmed };
}

function updated(buffer: SourceBuffer): Promise<void> {
  return new Promise((resolve, reject) => {
    buffer.addEventListener('updateend', () => resolve(), { once: true });
    buffer.addEventListener('error', () => reject(new Error('The audio could not be buffered')), {
      once: true,
    });
  });
}

/** Appends a chunk; when the browser's buffer is full, drops what was already played. */
async function append(
  buffer: SourceBuffer,
  chunk: Uint8Array,
  audio: HTMLAudioElement,
  onTrim: () => void,
): Promise<void> {
  for (;;) {
    try {
      const done = updated(buffer);
      buffer.appendBuffer(chunk as BufferSource);
      await done;
      return;
    } catch (error) {
      if (!(error instanceof DOMException) || error.name !== 'QuotaExceededError') throw error;
      if (audio.currentTime > 30) {
        const done = updated(buffer);
        buffer.remove(0, audio.currentTime - 20);
        await done;
        onTrim();
      } else {
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }
}
