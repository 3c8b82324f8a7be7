import { findWritingSample, WRITING_SAMPLES } from '@common/writing-samples';
import { useLocalDraft } from '@/lib/use-local-draft';

const KEY = 'redraft.humanizer';

/**
 * The humanizer's texts: Box A, Box B, the content box, the custom instructions, Box C and the
 * job id that Box C's text came from. Each is kept in the browser, so a reload loses none.
 */
export function useHumanizerBoxes() {
  const [input, setInput] = useLocalDraft(`${KEY}.input`);
  const [styleText, setStyleText] = useLocalDraft(`${KEY}.style`);
  const [contentText, setContentText] = useLocalDraft(`${KEY}.content`);
  const [instructions, setInstructions] = useLocalDraft(`${KEY}.instructions`);
  const [output, setOutput] = useLocalDraft(`${KEY}.output`);
  const [jobId, setJobId] = useLocalDraft(`${KEY}.job`);
  return {
    input,
    setInput,
    styleText,
    setStyleText,
    /** The built-in sample Box B holds, or '' once it is typed over. */
    sampleId: WRITING_SAMPLES.find((sample) => sample.content === styleText)?.id ?? '',
    chooseSample: (id: string) => setStyleText(findWritingSample(id)?.content ?? ''),
    contentText,
    setContentText,
    instructions,
    setInstructions,
    output,
    setOutput,
    jobId,
    setJobId,
  };
}

export type HumanizerBoxes = ReturnType<typeof useHumanizerBoxes>;
