/**
 * MPEG audio frame headers, read just far enough to check that bytes are MP3 and to join
 * MP3 files: the ID3 tag and the Xing/Info frame at the head of a later piece would
 * otherwise be played as a click and silence in the middle of the narration.
 */
export interface Mp3Frame {
  offset: number;
  length: number;
  version: 1 | 2 | 2.5;
  layer: 3;
  bitrateKbps: number;
  sampleRate: number;
  samples: number;
  channels: 1 | 2;
}

const BITRATES_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** The Layer III frame whose header starts at `offset`, or undefined. */
export function readFrameHeader(bytes: Uint8Array, offset: number): Mp3Frame | undefined {
  if (offset + 4 > bytes.length) return undefined;
  const b1 = bytes[offset + 1]!;
  const b2 = bytes[offset + 2]!;
  const b3 = bytes[offset + 3]!;
  if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined;
  const versionBits = (b1 >> 3) & 3;
  const layerBits = (b1 >> 1) & 3;
  if (versionBits === 1 || layerBits !== 1) return undefined; // reserved version; not Layer III
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return undefined;
  const mpeg1 = versionBits === 3;
  const bitrateKbps = (mpeg1 ? BITRATES_V1_L3 : BITRATES_V2_L3)[bitrateIndex]!;
  const sampleRate = SAMPLE_RATES[versionBits]![rateIndex]!;
  const padding = (b2 >> 1) & 1;
  const samples = mpeg1 ? 1152 : 576;
  const length = Math.floor(((samples / 8) * bitrateKbps * 1000) / sampleRate) + padding;
  return {
    offset,
    length,
    version: mpeg1 ? 1 : versionBits === 2 ? 2 : 2.5,
    layer: 3,
    bitrateKbps,
    sampleRate,
    samples,
    channels: b3 >> 6 === 3 ? 1 : 2,
  };
}

/** Length of an ID3v2 tag at the start, or 0. */
export function id3v2Length(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size =
    ((bytes[6]! & 0x7f) << 21) |
    ((bytes[7]! & 0x7f) << 14) |
    ((bytes[8]! & 0x7f) << 7) |
    (bytes[9]! & 0x7f);
  const footer = bytes[5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

/**
 * Every frame of an MP3 file, in order, checked to follow one another without gaps: a
 * stream that stops parsing before its end (trailing ID3v1 tag aside) is not well formed.
 */
export function parseMp3(bytes: Uint8Array): { frames: Mp3Frame[]; complete: boolean } {
  const frames: Mp3Frame[] = [];
  let offset = id3v2Length(bytes);
  while (offset < bytes.length) {
    const frame = readFrameHeader(bytes, offset);
    if (!frame || offset + frame.length > bytes.length) break;
    frames.push(frame);
    offset += frame.length;
  }
  const rest = bytes.length - offset;
  const id3v1 =
    rest === 128 &&
    bytes[offset] === 0x54 &&
    bytes[offset + 1] === 0x41 &&
    bytes[offset + 2] === 0x47;
  return { frames, complete: rest === 0 || id3v1 };
}

/** Seconds of audio in the frames. */
export function mp3Duration(frames: Mp3Frame[]): number {
  return frames.reduce((sum, frame) => sum + frame.samples / frame.sampleRate, 0);
}

/** A Xing/Info/VBRI frame carries stream metadata, not sound. */
function isInfoFrame(bytes: Uint8Array, frame: Mp3Frame): boolean {
  const body = Buffer.from(bytes.subarray(frame.offset, frame.offset + frame.length));
  return ['Xing', 'Info', 'VBRI'].some((tag) => body.includes(tag, 4, 'latin1'));
}

/** The audio frames of one MP3 piece, without its ID3 tags and Xing/Info frame. */
export function audioFramesOf(bytes: Uint8Array): Uint8Array {
  const { frames } = parseMp3(bytes);
  const audio = frames.filter((frame, index) => index > 0 || !isInfoFrame(bytes, frame));
  if (audio.length === 0) return new Uint8Array(0);
  const start = audio[0]!.offset;
  const last = audio.at(-1)!;
  return bytes.subarray(start, last.offset + last.length);
}
