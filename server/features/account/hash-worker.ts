// A password-hashing worker thread. scrypt runs here synchronously, on this thread: hashed
// through node:crypto's async scrypt it would hold one of libuv's four threads, the ones that
// also read the client's files and do the server's other file I/O (decision 135).
import { type ScryptOptions, scryptSync } from 'node:crypto';
import { serveJobs } from '../../lib/worker-port';

export interface HashJob {
  password: string;
  salt: Uint8Array;
  keyBytes: number;
  options: ScryptOptions;
}

serveJobs<HashJob, Uint8Array>({
  run: ({ password, salt, keyBytes, options }) => {
    // A copy of the key's own bytes: the Buffer may be a view into a larger shared slab.
    return Uint8Array.from(scryptSync(password, salt, keyBytes, options));
  },
  failure: () => null,
  fallback: { status: 500, message: 'Signing in failed. Please try again.' },
});
