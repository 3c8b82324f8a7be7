import { type DragEvent, useState } from 'react';

/**
 * A drop zone's handlers: `dragging` while a file is held over it, and the first dropped file
 * handed to `onFile` (the browser's own handling, opening the file, is prevented).
 */
export function useFileDrop(onFile: (file: File) => void) {
  const [dragging, setDragging] = useState(false);
  return {
    dragging,
    dropProps: {
      onDragOver(event: DragEvent) {
        event.preventDefault();
        setDragging(true);
      },
      onDragLeave() {
        setDragging(false);
      },
      onDrop(event: DragEvent) {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      },
    },
  };
}
