import type { Ref } from 'react';

/**
 * The file input behind an upload button: hidden, out of the tab order, emptied after each
 * choice so the same file can be chosen again. The button calls `click()` on it.
 */
export function HiddenFileInput({
  ref,
  accept,
  onFile,
}: {
  ref: Ref<HTMLInputElement>;
  accept: string;
  onFile(file: File): void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      className="hidden"
      tabIndex={-1}
      aria-hidden="true"
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
