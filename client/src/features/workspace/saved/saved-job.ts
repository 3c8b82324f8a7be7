/**
 * The long rewrite the workspace sent as a job and has not yet seen end (decision 239): kept
 * beside the saved workspace, so that a reload, or the tab opened again, finds the job on the
 * server and shows it. A key of its own: the saved workspace's shape and version stay as they are.
 */
export const SAVED_JOB_KEY = 'redraft.workspace.job.v1';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readSavedJob(): string | null {
  try {
    const id = localStorage.getItem(SAVED_JOB_KEY);
    return id && UUID.test(id) ? id : null;
  } catch {
    return null;
  }
}

export function saveJob(id: string | null): void {
  try {
    if (id) localStorage.setItem(SAVED_JOB_KEY, id);
    else localStorage.removeItem(SAVED_JOB_KEY);
  } catch {
    // Storage disabled: the job still runs; a reload does not find it.
  }
}
