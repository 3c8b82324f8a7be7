import type { WritingCheckSlot } from '@/lib/writing-slot';
import { TextChecks } from './text-checks';

/** The writing feature's parts for the slot the app fills (client/src/lib/writing-slot.tsx). */
export const writingCheckSlot: WritingCheckSlot = { TextChecks };
