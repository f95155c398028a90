// A lint fixture: half of an import cycle (architecture-lint.test.ts expects import-x/no-cycle to fire).
import { b } from './cycle-b.ts';

export const a = (): string => `a${b}`;
