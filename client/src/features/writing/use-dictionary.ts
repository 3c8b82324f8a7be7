import { type DictionaryResponse, dictionaryForm } from '@common/writing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { apiJson } from '@/lib/api';
import { useUser } from '@/lib/user-query';
import { addToDictionary, forgetWords, readDictionary } from './dictionary';

/** The browser's words, shared by every checked box of the page. */
const BROWSER_WORDS_KEY = ['writing', 'browser-dictionary'];
const ACCOUNT_WORDS_URL = '/api/writing/dictionary';

/**
 * The account's words, after the browser's have been added to them: the first read after a
 * sign-in hands the browser's words to the account, which keeps them from then on.
 */
async function readAccountWords(): Promise<string[]> {
  const browserWords = [...readDictionary()];
  if (browserWords.length > 0) {
    try {
      const { words } = await apiJson<DictionaryResponse>('POST', ACCOUNT_WORDS_URL, {
        words: browserWords,
      });
      forgetWords(browserWords);
      return words;
    } catch {
      // Refused (a full dictionary) or not reached: the browser keeps its words, still counted.
    }
  }
  return (await apiJson<DictionaryResponse>('GET', ACCOUNT_WORDS_URL)).words;
}

/**
 * The personal dictionary (docs/decisions/165-personal-dictionary-with-the-account.md): with the
 * account when signed in, in the browser otherwise. Words the account refused (a full
 * dictionary) or could not be reached for stay in the browser and still count here.
 */
export function usePersonalDictionary() {
  const queryClient = useQueryClient();
  // The username names the account (unique): another account signed in reads its own words.
  const username = useUser().data?.username;
  const browser = useQuery({
    queryKey: BROWSER_WORDS_KEY,
    queryFn: () => [...readDictionary()],
    staleTime: Number.POSITIVE_INFINITY,
  });
  const account = useQuery({
    queryKey: [ACCOUNT_WORDS_URL, username],
    queryFn: async () => {
      const words = await readAccountWords();
      // The account took the browser's words: the browser keeps what is left, if anything.
      queryClient.setQueryData(BROWSER_WORDS_KEY, [...readDictionary()]);
      return words;
    },
    enabled: Boolean(username),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const words = useMemo(
    () => new Set([...(browser.data ?? []), ...(username ? (account.data ?? []) : [])]),
    [browser.data, account.data, username],
  );

  const add = useCallback(
    async (word: string) => {
      const keepInBrowser = () =>
        queryClient.setQueryData(BROWSER_WORDS_KEY, [...addToDictionary(word)]);
      if (!username) return keepInBrowser();
      const key = [ACCOUNT_WORDS_URL, username];
      const before = queryClient.getQueryData<string[]>(key) ?? [];
      // Shown at once; the account's answer replaces it.
      queryClient.setQueryData(key, [...before, dictionaryForm(word)]);
      try {
        const { words } = await apiJson<DictionaryResponse>('POST', ACCOUNT_WORDS_URL, {
          words: [word],
        });
        queryClient.setQueryData(key, words);
      } catch {
        queryClient.setQueryData(key, before);
        keepInBrowser();
      }
    },
    [queryClient, username],
  );

  const remove = useCallback(
    async (word: string) => {
      // A word may be in both places (the account refused it once): it leaves both.
      queryClient.setQueryData(BROWSER_WORDS_KEY, [...forgetWords([dictionaryForm(word)])]);
      if (!username) return;
      const key = [ACCOUNT_WORDS_URL, username];
      const before = queryClient.getQueryData<string[]>(key) ?? [];
      queryClient.setQueryData(
        key,
        before.filter((kept) => kept !== dictionaryForm(word)),
      );
      try {
        const { words } = await apiJson<DictionaryResponse>(
          'DELETE',
          `${ACCOUNT_WORDS_URL}/${encodeURIComponent(word)}`,
        );
        queryClient.setQueryData(key, words);
      } catch (error) {
        queryClient.setQueryData(key, before);
        throw error;
      }
    },
    [queryClient, username],
  );

  return { words, add, remove };
}
