import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';

/**
 * How the home page's sections hand text to each other without importing one another.
 *
 * A feature never imports another feature's components or contexts (bulletproof-react's
 * one-way rule). Instead:
 * - a section that *receives* text registers a receiver for its target
 *   (`useTextReceiver('humanizer-input', setBoxA)`);
 * - a section that *sends* calls `useSendText()('humanizer-input', text)`; the receiver runs and
 *   the page scrolls to the receiving section;
 * - a section that owns a text others may *read* (the workspace input, for Add Current Text)
 *   publishes it with `usePublishText('workspace-input', input)`, and readers call
 *   `useSharedText('workspace-input')`.
 * - a section that owns a text others may *add to* (dictation and uploads add to the workspace
 *   input) registers an editor with `useProvideTextEditor('workspace-input', editor)`, and the
 *   others write through `useTextEditor('workspace-input')` (no scrolling: they sit beside it).
 * The app route mounts one `TextHandoffProvider` around the sections.
 */
export type HandoffTarget =
  /** The workspace's 'Original Dictation' input (replaced). */
  | 'workspace-input'
  /** The workspace input, replaced, with the workspace ready for Homework Mode. */
  | 'workspace-homework'
  /** The humanizer's Box A. */
  | 'humanizer-input'
  /** The intelligence analysis' Document A. */
  | 'analysis-document-a';

/** Texts that one section owns and others may read. */
export type SharedTextKey = 'workspace-input' | 'workspace-output';

/** The home page anchor each target's section lives under, scrolled to after a hand-off. */
const TARGET_SECTION: Record<HandoffTarget, string> = {
  'workspace-input': 'workspace',
  'workspace-homework': 'workspace',
  'humanizer-input': 'gpt-bypass',
  'analysis-document-a': 'intelligence-analysis',
};

type Receiver = (text: string) => void;

/** Changes to a text its owner allows others to make. */
export interface TextEditor {
  /** Adds text after what is there, on a new paragraph. */
  append(text: string): void;
  /** Replaces the text by a function of it (live dictation's phrase by phrase). */
  update(change: (current: string) => string): void;
}

export class HandoffStore {
  private receivers = new Map<HandoffTarget, Receiver>();
  /** Texts sent to a section that was not loaded yet, delivered when its receiver registers. */
  private pending = new Map<HandoffTarget, string>();
  /** How to load each section the page loads only as it comes near the view. */
  private loaders = new Map<string, () => void>();
  private texts = new Map<SharedTextKey, string>();
  private editors = new Map<SharedTextKey, TextEditor>();

  registerEditor(key: SharedTextKey, editor: TextEditor): () => void {
    this.editors.set(key, editor);
    return () => {
      if (this.editors.get(key) === editor) this.editors.delete(key);
    };
  }

  editor(key: SharedTextKey): TextEditor | undefined {
    return this.editors.get(key);
  }
  private listeners = new Set<() => void>();

  register(target: HandoffTarget, receiver: Receiver): () => void {
    this.receivers.set(target, receiver);
    const waiting = this.pending.get(target);
    if (waiting !== undefined) {
      this.pending.delete(target);
      receiver(waiting);
    }
    return () => {
      if (this.receivers.get(target) === receiver) this.receivers.delete(target);
    };
  }

  /**
   * Delivers the text: at once to a mounted section, or to a section not loaded yet as soon as
   * it loads. False when no section on the page receives that target.
   */
  send(target: HandoffTarget, text: string): boolean {
    const receiver = this.receivers.get(target);
    if (receiver) {
      receiver(text);
      return true;
    }
    const load = this.loaders.get(TARGET_SECTION[target]);
    if (!load) return false;
    this.pending.set(target, text);
    load();
    return true;
  }

  registerLoader(section: string, load: () => void): () => void {
    this.loaders.set(section, load);
    return () => {
      if (this.loaders.get(section) === load) this.loaders.delete(section);
    };
  }

  publish(key: SharedTextKey, text: string) {
    if (this.texts.get(key) === text) return;
    this.texts.set(key, text);
    for (const listener of this.listeners) listener();
  }

  read(key: SharedTextKey): string {
    return this.texts.get(key) ?? '';
  }

  /** Whether the text's owner has published it yet. */
  has(key: SharedTextKey): boolean {
    return this.texts.has(key);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

const HandoffContext = createContext<HandoffStore | null>(null);

export function TextHandoffProvider({ children }: { children: ReactNode }) {
  const store = useMemo(() => new HandoffStore(), []);
  return <HandoffContext.Provider value={store}>{children}</HandoffContext.Provider>;
}

function useStore(): HandoffStore {
  const store = useContext(HandoffContext);
  if (!store) throw new Error('Text hand-offs need a TextHandoffProvider');
  return store;
}

/** Receives the texts sent to `target` while the calling component is mounted. */
export function useTextReceiver(target: HandoffTarget, receive: Receiver) {
  const store = useStore();
  // The latest callback, so a receiver that closes over state need not re-register.
  const latest = useRef(receive);
  latest.current = receive;
  useEffect(() => store.register(target, (text) => latest.current(text)), [store, target]);
}

/** Sends a text to another section and scrolls to it; false when nothing received it. */
export function useSendText(): (target: HandoffTarget, text: string) => boolean {
  const store = useStore();
  return useCallback(
    (target, text) => {
      const delivered = store.send(target, text);
      if (delivered) scrollToSection(TARGET_SECTION[target]);
      return delivered;
    },
    [store],
  );
}

/**
 * Lets a hand-off load a section the page has not loaded yet (it loads as it comes near the
 * view): the text waits until the section's receiver registers.
 */
export function useSectionLoader(section: string, load: () => void) {
  const store = useStore();
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => store.registerLoader(section, () => latest.current()), [store, section]);
}

/** Publishes a text this section owns, for other sections to read. */
export function usePublishText(key: SharedTextKey, text: string) {
  const store = useStore();
  useEffect(() => store.publish(key, text), [store, key, text]);
}

/** Lets other sections add to a text this section owns, while it is mounted. */
export function useProvideTextEditor(key: SharedTextKey, editor: TextEditor) {
  const store = useStore();
  const latest = useRef(editor);
  latest.current = editor;
  useEffect(
    () =>
      store.registerEditor(key, {
        append: (text) => latest.current.append(text),
        update: (change) => latest.current.update(change),
      }),
    [store, key],
  );
}

/** Writes to a text another section owns; nothing happens while that section is not mounted. */
export function useTextEditor(key: SharedTextKey): TextEditor {
  const store = useStore();
  return useMemo(
    () => ({
      append: (text) => store.editor(key)?.append(text),
      update: (change) => store.editor(key)?.update(change),
    }),
    [store, key],
  );
}

/**
 * A reader of a text another section publishes, for callbacks: the component does not re-render
 * as the text changes (the workspace's input changes on every keystroke).
 */
export function useReadSharedText(key: SharedTextKey): () => string {
  const store = useStore();
  return useCallback(() => store.read(key), [store, key]);
}

/** Whether a text another section publishes is empty; re-renders only when that changes. */
export function useSharedTextIsEmpty(key: SharedTextKey): boolean {
  const store = useStore();
  return useSyncExternalStore(
    store.subscribe,
    () => store.read(key) === '',
    () => true,
  );
}

/** The current value of a text another section publishes ('' until it does). */
export function useSharedText(key: SharedTextKey): string {
  const store = useStore();
  return useSyncExternalStore(
    store.subscribe,
    () => store.read(key),
    () => '',
  );
}

/**
 * Calls `listener` with each new value of a published text (and at once with the current one,
 * once its owner has published it), without re-rendering: for what records the text's history.
 */
export function useSharedTextListener(key: SharedTextKey, listener: (text: string) => void) {
  const store = useStore();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    let seen: string | undefined;
    const check = () => {
      if (!store.has(key)) return;
      const text = store.read(key);
      if (text === seen) return;
      seen = text;
      latest.current(text);
    };
    check();
    return store.subscribe(check);
  }, [store, key]);
}

function scrollToSection(id: string) {
  const section = document.getElementById(id);
  // jsdom and old browsers lack scrollIntoView; the text has arrived either way.
  section?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
}
