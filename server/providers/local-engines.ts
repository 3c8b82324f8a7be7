import { createRequire } from 'node:module';
import { hasNativeTesseract } from './tesseract-native';

const require = createRequire(import.meta.url);

function isInstalled(moduleName: string): boolean {
  try {
    require.resolve(moduleName);
    return true;
  } catch {
    return false;
  }
}

/** Engines that run inside Redraft itself and need no key: available when installed. */
export interface LocalEngines {
  tesseract: boolean;
}

export function detectLocalEngines(): LocalEngines {
  return {
    tesseract:
      hasNativeTesseract() ||
      (isInstalled('tesseract.js') && isInstalled('@tesseract.js-data/eng')),
  };
}
