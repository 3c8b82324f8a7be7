import type { ChangeDecision } from '@common/review-diff';

/** The decisions of one review and the earlier ones, for undo. */
export interface ReviewState {
  decisions: Record<number, ChangeDecision>;
  /** Earlier decisions, newest last; Undo goes back one. */
  history: Record<number, ChangeDecision>[];
}

export type ReviewAction =
  | { type: 'decide'; id: number; decision: ChangeDecision }
  | { type: 'decide-all'; ids: number[]; decision: ChangeDecision }
  | { type: 'undo' }
  | { type: 'reset'; decisions: Record<number, ChangeDecision> };

/** Undo reaches this many steps back; a review has rarely more decisions than that. */
const HISTORY_LIMIT = 200;

export function reviewReducer(state: ReviewState, action: ReviewAction): ReviewState {
  switch (action.type) {
    case 'decide': {
      if (state.decisions[action.id] === action.decision) return state;
      return remember(state, { ...state.decisions, [action.id]: action.decision });
    }
    case 'decide-all': {
      // Like Word's Accept All: the changes still to decide; a change already decided stays.
      const open = action.ids.filter((id) => !state.decisions[id]);
      if (open.length === 0) return state;
      const next = { ...state.decisions };
      for (const id of open) next[id] = action.decision;
      return remember(state, next);
    }
    case 'undo': {
      const previous = state.history.at(-1);
      if (!previous) return state;
      return { decisions: previous, history: state.history.slice(0, -1) };
    }
    case 'reset':
      return { decisions: action.decisions, history: [] };
  }
}

function remember(state: ReviewState, decisions: ReviewState['decisions']): ReviewState {
  return { decisions, history: [...state.history, state.decisions].slice(-HISTORY_LIMIT) };
}

/** The change after (step 1) or before (step -1) the current one, wrapping around. */
export function stepChange(ids: number[], current: number | null, step: 1 | -1): number | null {
  if (ids.length === 0) return null;
  const index = current === null ? -1 : ids.indexOf(current);
  if (index < 0) return step === 1 ? ids[0]! : ids.at(-1)!;
  return ids[(index + step + ids.length) % ids.length]!;
}
