import { fileTypeFromBuffer } from 'file-type';

/** Containers a browser or phone records speech in, by what their bytes say they are. */
const AUDIO_CONTAINERS: Record<string, string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  mp4: 'audio/mp4',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  flac: 'audio/flac',
  mkv: 'audio/webm',
};

export const ACCEPTED_AUDIO_DESCRIPTION = 'webm, ogg, wav, mp3, mp4/m4a, aac or flac';

/** The audio media type of a recording judged by its bytes, or undefined when it is not audio. */
export async function sniffAudio(bytes: Uint8Array): Promise<string | undefined> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type) return undefined;
  return AUDIO_CONTAINERS[type.ext];
}
