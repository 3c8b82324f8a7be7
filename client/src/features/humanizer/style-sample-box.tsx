import { WRITING_SAMPLES } from '@common/writing-samples';
import { NativeSelect } from '@/components/ui/native-select';
import { Box, TextField } from './box';
import type { Humanizer } from './use-humanizer';

/** Box B: the voice to imitate (typed or a built-in writing sample) and the content reference. */
export function StyleSampleBox({
  h,
}: {
  h: Pick<
    Humanizer,
    'styleText' | 'setStyleText' | 'sampleId' | 'chooseSample' | 'contentText' | 'setContentText'
  >;
}) {
  return (
    <Box
      id="humanizer-box-b"
      title="Box B: Style sample"
      footer={
        <TextField
          id="humanizer-content"
          label="Content reference"
          value={h.contentText}
          onChange={h.setContentText}
          placeholder="Optional: text whose terms and emphasis the rewrite may follow (no facts are taken from it)."
          className="h-24"
        />
      }
      above={
        <NativeSelect
          aria-label="Default writing sample"
          value={h.sampleId}
          onChange={(event) => h.chooseSample(event.target.value)}
          className="h-8"
        >
          <option value="">Choose a writing sample…</option>
          {WRITING_SAMPLES.map((sample, index) => (
            <option key={sample.id} value={sample.id}>
              {sample.name} ({sample.category}){index === 0 ? ' · default' : ''}
            </option>
          ))}
        </NativeSelect>
      }
      value={h.styleText}
      onChange={h.setStyleText}
      placeholder="Paste a sample of the voice to imitate, or choose a writing sample."
      textClass="h-36 text-sm"
    />
  );
}
