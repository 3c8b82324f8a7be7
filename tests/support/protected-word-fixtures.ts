import { randomBytes } from 'node:crypto';
import CFB from 'cfb';
import { sampleDoc } from './document-fixtures';

/** A .doc saved with a password: the FIB's fEncrypted bit set ([MS-DOC] 2.5.2). */
export function protectedDoc(): Buffer {
  const container = CFB.read(sampleDoc(['A secret paragraph.']), { type: 'buffer' });
  const word = CFB.find(container, '/WordDocument');
  if (!word?.content) throw new Error('sampleDoc has no WordDocument stream');
  const fib = Buffer.from(word.content as Uint8Array);
  fib.writeUInt16LE(fib.readUInt16LE(0x0a) | 0x0100, 0x0a);
  word.content = fib;
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/**
 * A .docx saved with a password, as Word writes it: no ZIP at all, but an OLE compound file
 * holding EncryptionInfo and the encrypted ZIP as EncryptedPackage ([MS-OFFCRYPTO] 2.3.4).
 */
export function protectedDocx(): Buffer {
  const container = CFB.utils.cfb_new();
  // Agile encryption's version (4.4) and reserved field, then the XML descriptor.
  const info = Buffer.concat([
    Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]),
    Buffer.from('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><encryption/>'),
  ]);
  CFB.utils.cfb_add(container, '/EncryptionInfo', info);
  CFB.utils.cfb_add(container, '/EncryptedPackage', randomBytes(8192));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}
