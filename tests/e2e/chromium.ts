/**
 * Debian's Chromium, never a downloaded browser. As root on this machine it needs no sandbox,
 * and with the network closed its background services would only fail loudly.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ],
};
