/**
 * The humanization techniques (spec: about 40, in three categories, the first 8 Advanced ones
 * shown as most effective). Each description is the instruction the model receives.
 *
 * They are written from what separates human from machine prose, and most of them move one of
 * the signals the local detector weighs (docs/detector.md): the spread of sentence lengths
 * (burstiness) and of paragraph lengths, the share of long sentences, stock connectives and
 * hedges ("furthermore", "it is important to note"), promotional "model vocabulary" ("vibrant",
 * "pivotal", "showcase"), commas early in a sentence, and the rarer punctuation people use
 * (semicolons, colons, dashes, brackets). None of them may add or change a fact.
 */
export const TECHNIQUE_CATEGORIES = ['Advanced', 'Core', 'Combo'] as const;
export type TechniqueCategory = (typeof TECHNIQUE_CATEGORIES)[number];

export interface Technique {
  id: string;
  name: string;
  category: TechniqueCategory;
  description: string;
}

/** How many of the Advanced techniques are shown as most effective. */
export const MOST_EFFECTIVE_COUNT = 8;

export const TECHNIQUES: readonly Technique[] = [
  // Advanced: the first eight are the most effective (they move the detector's heaviest signals).
  {
    id: 'sentence-length-swings',
    name: 'Sentence length swings',
    category: 'Advanced',
    description:
      'Vary sentence length hard: put a sentence of three to six words next to one of thirty or more, and never let three sentences in a row have a similar length.',
  },
  {
    id: 'uneven-paragraphs',
    name: 'Uneven paragraphs',
    category: 'Advanced',
    description:
      'Make paragraphs clearly unequal: let one be a single sentence and another run long, instead of tidy blocks of the same size.',
  },
  {
    id: 'drop-stock-transitions',
    name: 'Drop stock transitions',
    category: 'Advanced',
    description:
      'Delete stock connectives and hedges (furthermore, moreover, additionally, however at a sentence start, overall, ultimately, notably, in conclusion, it is important to note, it is worth noting); let the order of ideas carry the logic.',
  },
  {
    id: 'plain-vocabulary',
    name: 'Plain vocabulary',
    category: 'Advanced',
    description:
      'Replace promotional, abstract words (vibrant, rich, diverse, pivotal, crucial, vital, significant, unique, remarkable, showcase, foster, enhance, ensure, landscape, realm, numerous, a wide range of, plays a role) with the plain word a person would say.',
  },
  {
    id: 'working-punctuation',
    name: 'Working punctuation',
    category: 'Advanced',
    description:
      'Use the punctuation people reach for when thinking on the page: a semicolon joining two close clauses, a colon before an example, a dash for an afterthought, brackets for an aside. A few per paragraph, where they fit.',
  },
  {
    id: 'no-intro-commas',
    name: 'No wind-up openers',
    category: 'Advanced',
    description:
      'Do not open sentences with an introductory phrase and a comma ("In today\'s world,", "As a result,", "In this way,"). Start most sentences with their subject.',
  },
  {
    id: 'one-long-thought',
    name: 'One long running thought',
    category: 'Advanced',
    description:
      'Once or twice in the text, let a sentence run on as a person thinking aloud does, chaining clauses with and, but, because and which, over thirty-five words.',
  },
  {
    id: 'kill-the-summary',
    name: 'Kill the summary',
    category: 'Advanced',
    description:
      'Remove closing paragraphs or sentences that only restate what was said ("In summary", "Overall", "Ultimately, …"). End on the last real point.',
  },
  {
    id: 'concrete-verbs',
    name: 'Concrete verbs',
    category: 'Advanced',
    description:
      'Turn abstract nouns back into verbs: "made a decision" becomes "decided", "the implementation of" becomes "putting in place".',
  },
  {
    id: 'break-triplets',
    name: 'Break the triplets',
    category: 'Advanced',
    description:
      'Machine prose lists things in threes. Where the text has a list of three adjectives or clauses, keep two, or make one of the three much longer than the others, without dropping any fact.',
  },
  {
    id: 'committed-claims',
    name: 'Committed claims',
    category: 'Advanced',
    description:
      'Cut needless hedges (can potentially, may help to, it could be argued that) where the text clearly means the claim; keep a hedge only where the doubt is real.',
  },
  {
    id: 'specific-over-general',
    name: 'Specific over general',
    category: 'Advanced',
    description:
      'Where the text speaks in general terms about something it names elsewhere, refer to that named thing. Never invent a detail, example, number or name that is not in the text.',
  },
  // Core
  {
    id: 'contractions',
    name: 'Contractions',
    category: 'Core',
    description:
      "Use contractions where a person would (it's, don't, can't, they're), not everywhere.",
  },
  {
    id: 'active-voice',
    name: 'Active voice',
    category: 'Core',
    description:
      'Prefer the active voice: say who did what. Keep the passive only where the doer is unknown or beside the point.',
  },
  {
    id: 'short-punch',
    name: 'Short punch sentences',
    category: 'Core',
    description: 'Put a very short sentence (two to five words) after a dense one, now and then.',
  },
  {
    id: 'question',
    name: 'A real question',
    category: 'Core',
    description:
      'Turn one statement into a question the text then answers, where the argument invites it.',
  },
  {
    id: 'first-person',
    name: 'A present writer',
    category: 'Core',
    description:
      'Let the writer appear once or twice (I think, as far as I can tell, we) if the text is an argument or an explanation; never invent experiences.',
  },
  {
    id: 'varied-openers',
    name: 'Varied openers',
    category: 'Core',
    description:
      'Do not start consecutive sentences with the same word or the same structure; vary between subject, verb, object and clause openings.',
  },
  {
    id: 'everyday-words',
    name: 'Everyday words',
    category: 'Core',
    description:
      'Choose the shorter everyday word when it says the same (use, not utilize; help, not facilitate; start, not commence).',
  },
  {
    id: 'fewer-adverbs',
    name: 'Fewer adverbs',
    category: 'Core',
    description:
      'Cut intensifying adverbs (very, really, truly, incredibly, significantly, effectively) unless removing them changes the meaning.',
  },
  {
    id: 'no-both-sides',
    name: 'No false balance',
    category: 'Core',
    description:
      'Do not add "on the one hand / on the other hand" balancing the original does not have; keep the stance the text takes.',
  },
  {
    id: 'direct-address',
    name: 'Direct address',
    category: 'Core',
    description:
      'Where the text gives advice or instructions, speak to the reader as "you" instead of "individuals" or "one".',
  },
  {
    id: 'aside',
    name: 'One aside per paragraph',
    category: 'Core',
    description:
      'Allow at most one aside per paragraph, in brackets or between dashes, that comments on the point just made, using only what the text says.',
  },
  {
    id: 'fragments',
    name: 'Deliberate fragments',
    category: 'Core',
    description:
      'Allow one or two sentence fragments for emphasis ("Not quite." "Which is the point."), as people write them.',
  },
  {
    id: 'keep-quirks',
    name: 'Keep the quirks',
    category: 'Core',
    description:
      "Keep the original's odd but correct word choices and idioms instead of smoothing them into standard phrasing.",
  },
  {
    id: 'no-headings',
    name: 'Prose, not slides',
    category: 'Core',
    description:
      'Turn bullet lists and bold lead-ins into running prose, unless the text is a list by nature (steps, ingredients, references).',
  },
  {
    id: 'plain-starts',
    name: 'Plain starts',
    category: 'Core',
    description:
      'Open the text with its point or its subject, never with a scene-setting line about the modern world or the importance of the topic.',
  },
  {
    id: 'and-but-starts',
    name: 'And, But, So',
    category: 'Core',
    description: 'Start a sentence or two with And, But or So, where it reads naturally.',
  },
  {
    id: 'mixed-register',
    name: 'Mixed register',
    category: 'Core',
    description:
      'Mix in one or two informal phrases among formal ones, as a knowledgeable person does when explaining aloud, without becoming slangy.',
  },
  {
    id: 'cut-signposting',
    name: 'Cut signposting',
    category: 'Core',
    description:
      'Delete sentences that announce what comes next ("Let us explore", "This essay will discuss", "Here are some key points").',
  },
  // Combo: several techniques at once, for a named register.
  {
    id: 'combo-conversational',
    name: 'Conversational explainer',
    category: 'Combo',
    description:
      'Write as a person explaining this to a colleague over coffee: contractions, direct address, short and long sentences mixed, one question, no stock transitions, no summary at the end.',
  },
  {
    id: 'combo-essayist',
    name: 'Essayist',
    category: 'Combo',
    description:
      "Write as a thoughtful essayist: a present writer's voice, long running sentences beside short ones, semicolons and dashes, concrete verbs, and uneven paragraphs.",
  },
  {
    id: 'combo-academic-human',
    name: 'Human academic',
    category: 'Combo',
    description:
      "Keep an academic register but write as a careful scholar does: precise plain terms, committed claims where evidence is given, colons and brackets for qualifications, no 'it is important to note', no 'plays a crucial role', paragraphs of unequal length.",
  },
  {
    id: 'combo-reporter',
    name: 'Reporter',
    category: 'Combo',
    description:
      'Write like a reporter: the main fact first, active verbs, named people and places where the text names them, short paragraphs of unequal length, no adjectives of praise.',
  },
  {
    id: 'combo-blogger',
    name: 'Personal blog',
    category: 'Combo',
    description:
      'Write as a personal blog post: first person, contractions, fragments now and then, And/But starts, one aside in brackets per paragraph, no signposting.',
  },
  {
    id: 'combo-minimal',
    name: 'Minimal edit',
    category: 'Combo',
    description:
      "Change as little as possible: only remove stock transitions and model vocabulary, break up sentences of uniform length, and vary paragraph length; keep the rest of the author's wording.",
  },
  {
    id: 'combo-student',
    name: 'Student essay',
    category: 'Combo',
    description:
      'Write as a capable undergraduate: clear but not polished, a slightly uneven rhythm, first person where an opinion is given, plain words, no grand opening or closing lines.',
  },
  {
    id: 'combo-professional',
    name: 'Professional memo',
    category: 'Combo',
    description:
      'Write as an experienced professional writing to colleagues: direct, active, brief where possible, one or two longer sentences for reasoning, no hype words, no summary paragraph.',
  },
  {
    id: 'combo-storyteller',
    name: 'Storyteller',
    category: 'Combo',
    description:
      'Carry the content as a narrative in time order where the text allows it: sentences that move, a pause now and then with a very short line, dialogue kept word for word.',
  },
  {
    id: 'combo-max',
    name: 'Everything at once',
    category: 'Combo',
    description:
      'Apply the eight most effective techniques together: sentence length swings, uneven paragraphs, no stock transitions, plain vocabulary, working punctuation, no wind-up openers, one long running thought and no closing summary.',
  },
];

const BY_ID = new Map(TECHNIQUES.map((technique) => [technique.id, technique]));

export function findTechnique(id: string): Technique | undefined {
  return BY_ID.get(id);
}

/** The Advanced techniques shown first, as most effective. */
export const MOST_EFFECTIVE_IDS = new Set(
  TECHNIQUES.filter((technique) => technique.category === 'Advanced')
    .slice(0, MOST_EFFECTIVE_COUNT)
    .map((technique) => technique.id),
);
