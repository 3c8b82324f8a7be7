import { ChevronDownIcon, FileDownIcon } from 'lucide-react';
import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ExportButtons } from './export-buttons';

/**
 * The export formats behind one "Export" button: a disclosure whose panel holds the format
 * buttons (so each keeps its own name), closed by Escape, a click elsewhere or a chosen format.
 */
export function ExportMenu(props: ComponentProps<typeof ExportButtons>) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <Button
        ref={trigger}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        disabled={!props.text.trim()}
        onClick={() => setOpen((was) => !was)}
      >
        <FileDownIcon aria-hidden="true" />
        Export
        <ChevronDownIcon aria-hidden="true" className={open ? 'rotate-180' : undefined} />
      </Button>
      {open && (
        // A click on a format runs it and closes the panel (the PDF's tab opens on that click).
        // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside carry the keyboard.
        // biome-ignore lint/a11y/noStaticElementInteractions: it only closes after a button's own click.
        <div
          id={panelId}
          className="absolute right-0 top-full z-30 mt-1 grid min-w-40 gap-0.5 rounded-md border bg-popover p-1 text-popover-foreground shadow-md [&>button]:justify-start"
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('button')) setOpen(false);
          }}
        >
          <ExportButtons {...props} />
        </div>
      )}
    </div>
  );
}
