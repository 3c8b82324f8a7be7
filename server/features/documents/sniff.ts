import {
  ACCEPTED_TYPES_HINT,
  UNSUPPORTED_FORMAT_MESSAGE,
  type UploadKind,
} from '@common/documents';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/errors';
import { detectTextEncoding } from './text-encoding';

export interface DetectedType {
  kind: UploadKind;
  /** The MIME type read from the bytes. */
  mime: string;
}

const AUDIO_FROM_BYTES: Record<string, string> = {
  'audio/mpeg': 'audio/mpeg',
  'audio/mp4': 'audio/mp4',
  'audio/x-m4a': 'audio/mp4',
  'video/mp4': 'audio/mp4',
  'audio/wav': 'audio/wav',
  'audio/webm': 'audio/webm',
  'video/webm': 'audio/webm',
  'audio/ogg': 'audio/ogg',
  'audio/ogg; codecs=opus': 'audio/ogg',
  'audio/opus': 'audio/ogg',
};

const IMAGES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/bmp',
  'image/webp',
  'image/tiff',
]);

const LABELS: Record<UploadKind, string> = {
  pdf: 'a PDF',
  docx: 'a Word document',
  doc: 'a Word document',
  rtf: 'an RTF document',
  text: 'a text file',
  image: 'an image',
  audio: 'an audio file',
};

/** What the name or the claimed MIME type says the file is, when they say anything. */
export function claimedKind(filename: string, mime: string | undefined): UploadKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  const byExtension: Record<string, UploadKind> = {
    pdf: 'pdf',
    docx: 'docx',
    doc: 'doc',
    rtf: 'rtf',
    png: 'image',
    jpg: 'image',
    jpeg: 'image',
    gif: 'image',
    bmp: 'image',
    webp: 'image',
    tif: 'image',
    tiff: 'image',
    mp3: 'audio',
    wav: 'audio',
    m4a: 'audio',
    webm: 'audio',
    ogg: 'audio',
  };
  if (extension && byExtension[extension]) return byExtension[extension]!;
  if (mime === 'application/pdf') return 'pdf';
  if (mime?.startsWith('image/')) return 'image';
  if (mime?.startsWith('audio/')) return 'audio';
  return null;
}

/** Word's own formats stand in for each other (Word saves RTF under .doc, for one). */
const COMPATIBLE: Partial<Record<UploadKind, UploadKind[]>> = {
  doc: ['doc', 'docx', 'rtf'],
  docx: ['docx', 'doc', 'rtf'],
  rtf: ['rtf', 'doc', 'docx', 'text'],
};

/**
 * Plain text in any encoding an editor would open it in (text-encoding.ts): no NUL bytes
 * (outside UTF-16 and UTF-32) and hardly any control characters other than tab, newline,
 * carriage return and form feed.
 */
export function looksLikeText(bytes: Uint8Array): boolean {
  return detectTextEncoding(bytes) !== null;
}

/** UTF-16 text starts with its byte-order mark (which some sniffers take for an MPEG frame). */
function utf16Encoding(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

function unsupported(detail?: string): AppError {
  const message = detail
    ? `${UNSUPPORTED_FORMAT_MESSAGE}: ${detail} ${ACCEPTED_TYPES_HINT}`
    : `${UNSUPPORTED_FORMAT_MESSAGE}. ${ACCEPTED_TYPES_HINT}`;
  return new AppError(415, message, 'unsupported_format');
}

/** The upload's type from its bytes; the name and claimed type only serve to catch a disguise. */
export async function detectUpload(
  bytes: Uint8Array,
  claimed: { filename: string; mime?: string },
): Promise<DetectedType> {
  if (bytes.length === 0) throw new AppError(400, 'The file is empty.');
  const hasBom =
    utf16Encoding(bytes) !== null || (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf);
  const found = hasBom && looksLikeText(bytes) ? undefined : await fileTypeFromBuffer(bytes);
  let detected: DetectedType | null = null;
  if (found) {
    if (found.mime === 'application/pdf') detected = { kind: 'pdf', mime: found.mime };
    else if (found.ext === 'docx') detected = { kind: 'docx', mime: found.mime };
    else if (found.mime === 'application/x-cfb')
      detected = { kind: 'doc', mime: 'application/msword' };
    else if (found.mime === 'application/rtf') detected = { kind: 'rtf', mime: found.mime };
    else if (IMAGES.has(found.mime)) detected = { kind: 'image', mime: found.mime };
    else if (AUDIO_FROM_BYTES[found.mime]) {
      detected = { kind: 'audio', mime: AUDIO_FROM_BYTES[found.mime]! };
    }
  } else if (looksLikeText(bytes)) {
    detected = { kind: 'text', mime: 'text/plain' };
  }
  const claim = claimedKind(claimed.filename, claimed.mime);
  // A ZIP whose parts file-type could not list (a cut-off download) named .docx: let the
  // DOCX reader say precisely what is wrong with it.
  const zipSignature =
    bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (!detected && claim === 'docx' && zipSignature)
    detected = { kind: 'docx', mime: 'application/zip' };
  if (!detected) {
    throw unsupported(
      claim
        ? `the file is named or declared as ${LABELS[claim]}, but its content is not one.`
        : undefined,
    );
  }
  if (claim && claim !== detected.kind && !(COMPATIBLE[claim] ?? [claim]).includes(detected.kind)) {
    throw unsupported(
      `the file is named or declared as ${LABELS[claim]}, but its content is ${LABELS[detected.kind]}.`,
    );
  }
  return detected;
}
