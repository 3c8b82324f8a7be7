/** The app the browser tests drive, and a second instance of it without payment keys. */
export const APP_PORT = Number(process.env.E2E_PORT ?? 5199);
export const NO_PAYMENTS_PORT = APP_PORT + 2;
