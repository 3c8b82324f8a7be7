export interface FirstPageFile {
  file: string;
  raw: number;
  gzip: number;
  /** Written into index.html, so fetched with the page, not on its own. */
  inline: boolean;
}

export function firstPageJs(clientDir?: string): {
  files: FirstPageFile[];
  raw: number;
  gzip: number;
};
