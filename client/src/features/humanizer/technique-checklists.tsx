import { MOST_EFFECTIVE_IDS, TECHNIQUE_CATEGORIES, TECHNIQUES } from '@common/humanizer-techniques';
import { ChevronDownIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { presetOf, TECHNIQUE_PRESETS } from './technique-presets';

/**
 * The humanization techniques: a few named presets first, and behind "Show all techniques" one
 * checklist per category (the first 8 Advanced are marked).
 */
export function TechniqueChecklists({
  selected,
  onChange,
}: {
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  const [showAll, setShowAll] = useState(false);
  const preset = presetOf(selected);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <fieldset className="flex flex-wrap items-center gap-1.5">
          <legend className="float-left mr-1 text-sm font-semibold">Techniques</legend>
          <Button
            size="sm"
            variant={selected.length === 0 ? 'secondary' : 'outline'}
            aria-pressed={selected.length === 0}
            onClick={() => onChange([])}
          >
            None
          </Button>
          {TECHNIQUE_PRESETS.map((entry) => (
            <Button
              key={entry.name}
              size="sm"
              variant={preset === entry.name ? 'secondary' : 'outline'}
              aria-pressed={preset === entry.name}
              onClick={() => onChange([...entry.ids])}
            >
              {entry.name}
            </Button>
          ))}
        </fieldset>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={showAll}
          onClick={() => setShowAll((open) => !open)}
          className="ml-auto"
        >
          <ChevronDownIcon
            aria-hidden="true"
            className={showAll ? 'rotate-180 transition-transform' : 'transition-transform'}
          />
          {showAll ? 'Hide the techniques' : 'Show all techniques'}
          <span className="text-muted-foreground">({selected.length} chosen)</span>
        </Button>
      </div>
      {showAll && <Checklists selected={selected} onChange={onChange} />}
    </div>
  );
}

function Checklists({
  selected,
  onChange,
}: {
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((other) => other !== id));
  return (
    <div id="technique-checklists" className="grid gap-4 md:grid-cols-3">
      {TECHNIQUE_CATEGORIES.map((category) => (
        <fieldset key={category} className="grid min-w-0 gap-2">
          <legend className="mb-2 text-sm font-semibold">{category} techniques</legend>
          <ul className="grid max-h-56 gap-1 overflow-y-auto rounded-md border p-2">
            {TECHNIQUES.filter((technique) => technique.category === category).map((technique) => (
              <li key={technique.id}>
                <label
                  className="flex cursor-pointer items-start gap-2 rounded px-1 py-1 text-sm hover:bg-accent"
                  title={technique.description}
                >
                  <input
                    type="checkbox"
                    aria-label={technique.name}
                    aria-describedby={`technique-${technique.id}`}
                    className="mt-0.5 size-4 shrink-0 accent-primary"
                    checked={selected.includes(technique.id)}
                    onChange={(event) => toggle(technique.id, event.target.checked)}
                  />
                  <span className="grid gap-0.5">
                    <span className="flex flex-wrap items-center gap-1 font-medium">
                      {technique.name}
                      {MOST_EFFECTIVE_IDS.has(technique.id) && (
                        <Badge variant="secondary">Most effective</Badge>
                      )}
                    </span>
                    <span
                      id={`technique-${technique.id}`}
                      className="text-xs text-muted-foreground"
                    >
                      {technique.description}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
