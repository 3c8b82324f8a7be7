import { LIBRARY_MESSAGES } from '@common/library';
import { errorDoc, type FeatureDocs, noContent } from '../../openapi/route-docs';
import { uploadErrors, uploadForm } from '../documents/api-docs';

const ownerNote =
  '`kind` is `styles` (Personal Style Library) or `contents` (Content Reference Library). A signed-in user’s library belongs to the account, an anonymous visitor’s to the browser session.';

const reference = {
  id: 3,
  name: 'My essays',
  description: 'Plain, direct, first person',
  active: true,
  documentCount: 2,
};
const document = {
  id: 11,
  referenceId: 3,
  name: 'Essay on rivers',
  content: 'Rivers carry more than water…',
};

const notFound = errorDoc(
  'Another owner’s id, an id that cannot exist, or no session.',
  LIBRARY_MESSAGES.referenceNotFound,
);
const unknownKind = errorDoc('A kind other than styles or contents.', 'Unknown library');

export const libraryDocs: FeatureDocs = {
  tag: 'Libraries',
  description:
    'The Personal Style Library and the Content Reference Library: references and their documents, and the style match of a text.',
  routes: {
    'GET /api/library/:kind': {
      summary: 'List the references of a library',
      description: `${ownerNote} Empty without a session.`,
      responses: {
        200: {
          description: 'The references, oldest first.',
          examples: { 'One reference': { references: [reference] }, Empty: { references: [] } },
        },
        400: unknownKind,
      },
    },
    'POST /api/library/:kind': {
      summary: 'Create a reference',
      description: `${ownerNote} An empty name becomes \`Style N\` / \`Content N\`; a style reference always starts inactive.`,
      bodyExamples: {
        Named: { name: 'My essays', description: 'Plain, direct, first person' },
        'All defaults': {},
      },
      responses: {
        201: {
          description: 'The new reference.',
          examples: { Created: { reference: { ...reference, active: false, documentCount: 0 } } },
        },
        400: unknownKind,
        409: errorDoc(
          'The library holds its most references.',
          LIBRARY_MESSAGES.tooManyReferences('styles'),
        ),
      },
    },
    'PATCH /api/library/:kind/:id': {
      summary: 'Rename, describe, or switch a reference on or off',
      description: 'An empty name keeps the old one.',
      bodyExamples: { 'Switch on': { active: true }, Rename: { name: 'Letters' } },
      responses: {
        200: { description: 'The reference as it is now.', examples: { Updated: { reference } } },
        404: notFound,
      },
    },
    'DELETE /api/library/:kind/:id': {
      summary: 'Delete a reference and its documents',
      responses: { 204: noContent, 404: notFound },
    },
    'GET /api/library/:kind/:id/documents': {
      summary: 'List the documents of a reference',
      responses: {
        200: {
          description: 'The documents, with their text.',
          examples: { 'One document': { documents: [document] } },
        },
        404: notFound,
      },
    },
    'POST /api/library/:kind/:id/documents': {
      summary: 'Add a typed or pasted document to a reference',
      bodyExamples: {
        'A pasted essay': { name: 'Essay on rivers', content: 'Rivers carry more than water…' },
      },
      responses: {
        201: { description: 'The new document.', examples: { Added: { document } } },
        400: errorDoc(
          'A name or the content is missing.',
          LIBRARY_MESSAGES.nameRequired,
          LIBRARY_MESSAGES.contentRequired,
        ),
        404: notFound,
        409: errorDoc(
          'A limit of the reference or of the owner’s libraries.',
          LIBRARY_MESSAGES.tooManyDocuments,
          LIBRARY_MESSAGES.libraryFull(4_990_000),
        ),
        413: errorDoc(
          'The document is longer than a library document may be.',
          LIBRARY_MESSAGES.documentTooLong(2_500_000),
        ),
      },
    },
    'DELETE /api/library/:kind/:id/documents/:documentId': {
      summary: 'Delete a document of a reference',
      responses: {
        204: noContent,
        404: errorDoc('Not the caller’s, or no such document.', LIBRARY_MESSAGES.documentNotFound),
      },
    },
    'POST /api/library/:kind/:id/upload': {
      summary: 'Add an uploaded file to a reference',
      description: 'The document is named after the file. Reads .txt, .pdf, .docx, .doc and .rtf.',
      bodies: [uploadForm('file', 'The file, at most 25 MB.')],
      responses: {
        201: {
          description: 'The new document.',
          examples: { Added: { document: { ...document, name: 'essay' } } },
        },
        ...uploadErrors('file'),
        404: notFound,
        415: errorDoc(
          'Another kind of file (an image, audio).',
          LIBRARY_MESSAGES.unsupportedUpload,
        ),
        422: errorDoc('The file has no text (or cannot be read).', LIBRARY_MESSAGES.emptyUpload),
      },
    },
    'POST /api/library/style-match': {
      summary: 'How closely texts match the active style references',
      description:
        'Scores 0–100 per text against the documents of the caller’s active style references (docs/style-match.md).',
      bodyExamples: { 'Two texts': { texts: ['The first draft.', 'The rewrite.'] } },
      responses: {
        200: {
          description: 'One score per text, or null when no active style reference has documents.',
          examples: { Scored: { scores: [41, 77] }, 'No active style': { scores: null } },
        },
        400: errorDoc(
          'No texts, or more than four.',
          'Texts are required',
          'At most 4 texts at once',
        ),
      },
    },
  },
};
