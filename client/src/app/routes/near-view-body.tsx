import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { LoadingPlaceholder } from '@/components/loading-placeholder';
import { useSectionLoader } from '@/lib/text-handoff';

/**
 * How near the view a section below the first screen starts to load: one screen ahead, so a
 * reader scrolling down finds it ready, while a first visit that never scrolls fetches nothing
 * for it (docs/decisions/215-sections-load-as-they-come-near.md).
 */
const AHEAD = '100% 0px 100% 0px';

/**
 * The sections this tab has loaded: after a reload they load at once, so the page is as tall as
 * it was and the browser can put the reader back where they were.
 */
const LOADED_KEY = 'redraft.sections.loaded';

function loadedBefore(): string[] {
  try {
    const sections = JSON.parse(sessionStorage.getItem(LOADED_KEY) ?? '[]');
    return Array.isArray(sections) ? sections : [];
  } catch {
    return [];
  }
}

function rememberLoaded(section: string) {
  try {
    const sections = loadedBefore();
    if (!sections.includes(section)) {
      sessionStorage.setItem(LOADED_KEY, JSON.stringify([...sections, section]));
    }
  } catch {
    // Storage blocked: after a reload the section loads as it comes near, as on a first visit.
  }
}

/**
 * A section's body, loaded when the section comes near the view or when another section hands
 * it a text; until then a quiet box of about its size holds its place.
 */
export function NearViewBody({ section, children }: { section: string; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => loadedBefore().includes(section));
  useSectionLoader(section, () => setNear(true));
  useEffect(() => {
    const element = place.current;
    if (near) return rememberLoaded(section);
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, section]);

  if (!near) {
    return (
      <div
        ref={place}
        aria-hidden="true"
        data-testid="section-waiting"
        className="h-64 rounded-xl border bg-muted/40"
      />
    );
  }
  return <Suspense fallback={<LoadingPlaceholder className="h-64" />}>{children}</Suspense>;
}
