import { accountDocs } from '../features/account/api-docs';
import { analysisDocs } from '../features/analysis/api-docs';
import { checkoutDocs } from '../features/checkout/api-docs';
import { detectionDocs } from '../features/detection/api-docs';
import { dictationDocs } from '../features/dictation/api-docs';
import { documentDocs } from '../features/documents/api-docs';
import { humanizerDocs } from '../features/humanizer/api-docs';
import { libraryDocs } from '../features/library/api-docs';
import { settingsDocs } from '../features/settings/api-docs';
import { speechDocs } from '../features/speech/api-docs';
import { statusDocs } from '../features/status/api-docs';
import { workspaceDocs } from '../features/workspace/api-docs';
import { writingDocs } from '../features/writing/api-docs';
import { healthDocs } from '../plugins/health-docs';
import { referenceDocs } from './api-docs';
import type { FeatureDocs } from './route-docs';

/**
 * Every feature's route docs, in the order the reference shows them. A route registered
 * without an entry here is still in the document, marked `x-undocumented`, and fails the
 * OpenAPI test until it has one.
 */
export const ALL_FEATURE_DOCS: readonly FeatureDocs[] = [
  statusDocs,
  settingsDocs,
  workspaceDocs,
  libraryDocs,
  documentDocs,
  dictationDocs,
  speechDocs,
  detectionDocs,
  analysisDocs,
  humanizerDocs,
  writingDocs,
  accountDocs,
  checkoutDocs,
  referenceDocs,
  healthDocs,
];
