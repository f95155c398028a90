// A lint fixture: the other half of the import cycle of cycle-a.ts.
import { a } from './cycle-a.ts';

export const b = 'b';
export const both = (): string => a();
