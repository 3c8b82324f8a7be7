import { Fragment, type ReactNode, Suspense, useEffect } from 'react';
import { LoadingPlaceholder } from '@/components/loading-placeholder';
import { Separator } from '@/components/ui/separator';
import { useDetection } from '@/features/detection/detection-context';
import { AutoDetectSwitch, DetectorSelect } from '@/features/detection/detection-controls';
import { InstructionsDictation } from '@/features/dictation/instructions-dictation';
import { lazyNamed } from '@/lib/lazy-named';
import { TextHandoffProvider } from '@/lib/text-handoff';
import { useStatus } from '@/lib/use-status';
import { useRefreshUser } from '@/lib/user-query';
import { HomeProviders } from './home-providers';
import { HOME_SECTIONS, type HomeSectionId } from './home-sections';
import { HomeWorkspace } from './home-workspace';
import { NearViewBody } from './near-view-body';

// Only the workspace is on the first screen: the sections below it load as they come near the
// view (or when handed a text), so a first visit fetches only what it shows
// (docs/decisions/085-first-page-loads-workspace-only.md,
// docs/decisions/215-sections-load-as-they-come-near.md).
const DocumentsSection = lazyNamed(
  () => import('@/features/documents/documents-section'),
  'DocumentsSection',
);
const StyleLibrarySection = lazyNamed(
  () => import('@/features/library/style-library-section'),
  'StyleLibrarySection',
);
const ContentLibrarySection = lazyNamed(
  () => import('@/features/library/content-library-section'),
  'ContentLibrarySection',
);
const HumanizerSection = lazyNamed(
  () => import('@/features/humanizer/humanizer-section'),
  'HumanizerSection',
);
const AnalysisSection = lazyNamed(
  () => import('@/features/analysis/analysis-section'),
  'AnalysisSection',
);
/** Section bodies that are built; the others show their heading and purpose until they land. */
const SECTION_BODIES: Partial<Record<HomeSectionId, () => ReactNode>> = {
  workspace: () => <HomeWorkspace />,
  documents: () => <DocumentsBody />,
  'style-library': () => <StyleLibrarySection />,
  'content-library': () => <ContentLibrarySection />,
  'gpt-bypass': () => <Humanizer />,
  'intelligence-analysis': () => <AnalysisBody />,
};

/** Document Processing with detection's switches; an upload is auto-detected when asked. */
function DocumentsBody() {
  const { scheduleAutoDetect } = useDetection();
  return (
    <DocumentsSection
      detectionControls={
        <>
          <AutoDetectSwitch />
          <DetectorSelect />
        </>
      }
      onAdded={scheduleAutoDetect}
    />
  );
}

/** The humanizer reads provider availability and refreshes the balance through the app's hooks. */
function Humanizer() {
  const { data: status } = useStatus();
  const refreshUser = useRefreshUser();
  return <HumanizerSection services={status?.services} onCharged={refreshUser} />;
}

/** The analysis composed with the status (provider badges) and a dictation control. */
function AnalysisBody() {
  const { data: status } = useStatus();
  return (
    <AnalysisSection
      services={status?.services}
      renderDictation={(onText, subject) => (
        <InstructionsDictation onText={onText} subject={subject} />
      )}
    />
  );
}

/** The spec puts dividers before the GPT Bypass and Intelligence Analysis sections. */
const DIVIDER_BEFORE = new Set<HomeSectionId>(['gpt-bypass', 'intelligence-analysis']);

/**
 * The section the address names (`/#gpt-bypass`), brought into view once the page is drawn. The
 * browser does so only for an element that exists when it looks: the first screen in the page
 * (docs/decisions/223-first-screen-in-the-page.md) has the Sections links but not the sections,
 * so a link clicked before the app had run changed the address and moved nothing.
 */
function useSectionInAddress() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!HOME_SECTIONS.some((section) => section.id === id)) return;
    let frame = 0;
    let release = () => {};
    const goThere = () => {
      // The workspace removes the shell as it takes the first screen over.
      if (document.getElementById('shell')) {
        frame = requestAnimationFrame(goThere);
        return;
      }
      release = keepAtTop(document.getElementById(id));
    };
    frame = requestAnimationFrame(goThere);
    return () => {
      cancelAnimationFrame(frame);
      release();
    };
  }, []);
}

/** How long a section named by the address is held at the top while the page above it settles. */
const SETTLE_MS = 3000;

/**
 * Brings `target` to the top and keeps it there while the sections above it load (each changes
 * the page's height as it comes near), until the page settles or the reader moves on.
 */
function keepAtTop(target: HTMLElement | null): () => void {
  if (!target) return () => {};
  target.scrollIntoView();
  const resized = new ResizeObserver(() => target.scrollIntoView());
  resized.observe(document.body);
  const moves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const release = () => {
    resized.disconnect();
    clearTimeout(timer);
    for (const move of moves) window.removeEventListener(move, release);
  };
  const timer = setTimeout(release, SETTLE_MS);
  for (const move of moves) window.addEventListener(move, release, { passive: true });
  return release;
}

export function HomePage() {
  useSectionInAddress();
  return (
    <TextHandoffProvider>
      <HomeProviders>
        <main className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-6">
          <div className="grid min-w-0 gap-3">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
              Your writing workspace
            </h1>
            {/* One row at every width: on a phone the links scroll sideways. */}
            <nav
              aria-label="Sections"
              className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 text-sm [scrollbar-width:thin]"
            >
              {HOME_SECTIONS.map((section) => (
                <a
                  key={section.id}
                  href={`#${section.id}`}
                  className="shrink-0 whitespace-nowrap rounded-full border bg-background px-3 py-1 text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {section.title}
                </a>
              ))}
            </nav>
          </div>
          {HOME_SECTIONS.map((section) => {
            const body = SECTION_BODIES[section.id];
            return (
              <Fragment key={section.id}>
                {DIVIDER_BEFORE.has(section.id) && <Separator />}
                <section
                  id={section.id}
                  aria-labelledby={`${section.id}-title`}
                  // The sections below the workspace are not laid out or painted while off screen:
                  // a rewrite streaming in the workspace repaints the page many times a second
                  // (paint and pre-paint of a 100k stream: 500 ms without this, 240 with it).
                  className={
                    section.id === 'workspace'
                      ? 'grid gap-3'
                      : 'grid gap-3 [content-visibility:auto] [contain-intrinsic-size:auto_900px]'
                  }
                >
                  <div>
                    <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight">
                      {section.title}
                    </h2>
                    <p className="text-muted-foreground">{section.description}</p>
                  </div>
                  {body &&
                    (section.id === 'workspace' ? (
                      <Suspense fallback={<LoadingPlaceholder className="h-64" />}>
                        {body()}
                      </Suspense>
                    ) : (
                      <NearViewBody section={section.id}>{body()}</NearViewBody>
                    ))}
                </section>
              </Fragment>
            );
          })}
        </main>
      </HomeProviders>
    </TextHandoffProvider>
  );
}
