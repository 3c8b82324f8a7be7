/** The home page's sections, in the spec's order; each id is a scroll anchor (/#id). */
export const HOME_SECTIONS = [
  {
    id: 'workspace',
    title: 'Dictation Workspace',
    description:
      'Dictate, type or paste text and have an AI model rewrite it into clearer, fuller prose.',
  },
  {
    id: 'documents',
    title: 'Document Processing',
    description:
      'Bring in PDF, Word, text, audio and image files; their text lands in the workspace.',
  },
  {
    id: 'style-library',
    title: 'Personal Style Library',
    description: 'Samples of your own writing that rewrites can follow.',
  },
  {
    id: 'content-library',
    title: 'Content Reference Library',
    description: 'Reference documents whose content rewrites can draw on.',
  },
  {
    id: 'gpt-bypass',
    title: 'GPT Bypass',
    description:
      'Humanize a text so that it reads less like AI, with your style and content samples.',
  },
  {
    id: 'intelligence-analysis',
    title: 'Intelligence Analysis',
    description:
      'Analyse one document or compare two, evaluate originality, and request an intelligent rewrite.',
  },
] as const;

export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id'];
