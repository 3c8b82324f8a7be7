export interface FirstPageFile {
  file: string;
  raw: number;
  gzip: number;
}

export function firstPageJs(clientDir?: string): {
  files: FirstPageFile[];
  raw: number;
  gzip: number;
};
