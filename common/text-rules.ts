/**
 * The database cannot store a NUL character (`\0`), and no one types one: it arrives only with
 * text pasted from a binary file. Names that identify someone (usernames, passwords, keys)
 * refuse it; texts a user writes or pastes (library documents, humanized texts) drop it.
 */
export const hasNoNul = (value: string) => !value.includes('\0');

export const withoutNul = (value: string) => value.replaceAll('\0', '');
