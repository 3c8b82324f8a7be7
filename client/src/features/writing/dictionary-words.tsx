import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/api';
import { toast } from '@/lib/toast';

/**
 * The words of the personal dictionary, each with a way out: a word added by mistake, or one
 * the writer no longer wants passed, is marked again as soon as it is removed.
 */
export function DictionaryWords(props: {
  words: ReadonlySet<string>;
  onRemove: (word: string) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const words = [...props.words].sort();
  if (words.length === 0) return null;
  const remove = (word: string) =>
    props.onRemove(word).catch((error) => {
      toast.error(describeError(error, `“${word}” could not be removed. Please try again.`));
    });
  return (
    <div className="grid gap-1">
      <Button
        variant="ghost"
        size="sm"
        className="h-7 justify-self-start px-2"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        Personal dictionary ({words.length} {words.length === 1 ? 'word' : 'words'})
      </Button>
      {open ? (
        <ul aria-label="Personal dictionary" className="flex flex-wrap gap-1">
          {words.map((word) => (
            <li
              key={word}
              className="flex items-center gap-1 rounded-md border bg-background py-0.5 pr-0.5 pl-2"
            >
              {word}
              <Button
                variant="ghost"
                size="sm"
                className="h-6 px-1.5"
                aria-label={`Remove “${word}” from the dictionary`}
                onClick={() => void remove(word)}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
