// What the tutorial's demo types and what the provider fakes answer, so the video shows a
// believable session. The fakes speak the providers' real wire formats, so the app streams,
// scores and renders these replies exactly as it would a real model's.
import { answers, STEP_MARKERS, type Step } from '../../tests/support/analysis-answers';

export const DRAFT =
  'notes for the newsletter: the library is open late on thursdays now, kids club moved to ' +
  'saturday mornings, and we need volunteers for the book sale, its the 14th, bring a friend';

export const REWRITE =
  'The library now stays open late on Thursdays, so there is more time to browse after work. ' +
  "Kids' Club has moved to Saturday mornings.\n\n" +
  'We are also looking for volunteers for the book sale on the 14th. If you can spare an hour, ' +
  'please sign up at the front desk, and feel free to bring a friend.';

/** An essay in the even, signposted voice that detectors and readers take for a machine's. */
export const AI_STYLED =
  "In today's fast-paced world, remote work has become an increasingly popular option for " +
  'many organizations. Furthermore, it offers numerous benefits, such as flexibility and a ' +
  'better work-life balance. Additionally, companies can access a diverse talent pool. ' +
  'However, it is important to note that remote work also presents unique challenges. ' +
  'Ultimately, organizations must carefully balance these factors to ensure success.';

export const HUMANIZED =
  'Remote work is here to stay. People like fitting work around the rest of their lives, and ' +
  'firms can hire whoever suits the job, wherever they live.\n\n' +
  'It has a cost, though: talking across time zones is harder, and some people get lonely.';

export const ESSAY =
  'Cities grow where trade routes cross. A river crossing gathers people, and people gather ' +
  'more people. Geography sets the first settlement; institutions decide whether it lasts, ' +
  'because a market needs rules that strangers can trust.';

/** The structured answers each phase of the intelligence analysis asks for. */
export function analysisAnswer(system: string): unknown {
  const steps = answers('intelligence', ESSAY, 72);
  const step = (Object.keys(STEP_MARKERS) as Step[]).find((name) =>
    system.includes(STEP_MARKERS[name]),
  );
  return step ? steps[step] : undefined;
}

/** The rewrite for a prompt: the humanizer's passes get the plain version, the rest the tidy one. */
export function replyFor(lastUserText: string): string {
  return lastUserText.includes('remote work') ? HUMANIZED : REWRITE;
}
