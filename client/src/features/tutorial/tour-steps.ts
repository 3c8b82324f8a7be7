import {
  AudioLinesIcon,
  FileDownIcon,
  type LucideIcon,
  MicIcon,
  ScanSearchIcon,
  SparklesIcon,
} from 'lucide-react';

export interface TourStep {
  title: string;
  body: string;
  icon: LucideIcon;
}

/** The guided tour shown in the tutorial's video area, one step per stage of the work. */
export const TOUR_STEPS: TourStep[] = [
  {
    title: 'Dictate, type or upload',
    body: 'Speak into the microphone (Alt+D), type, or drop a PDF, Word file, image or recording into the workspace. Your draft is kept in this browser.',
    icon: MicIcon,
  },
  {
    title: 'Rewrite with AI',
    body: 'Pick a model and a preset, add instructions if you like, and press Transform (Ctrl+Enter). The rewrite streams in as it is written; long documents go chunk by chunk.',
    icon: SparklesIcon,
  },
  {
    title: 'Check how AI-like it reads',
    body: 'AI Detection scores the input or the output, highlights the sentences that read most machine-made, and gives a full report you can download.',
    icon: ScanSearchIcon,
  },
  {
    title: 'Listen to it',
    body: 'Choose a voice and play the output aloud, then download the narration as an MP3.',
    icon: AudioLinesIcon,
  },
  {
    title: 'Export',
    body: 'Download the result as a text file, PDF, Word document or LaTeX source.',
    icon: FileDownIcon,
  },
];
