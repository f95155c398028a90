import { describe, expect, it } from 'vitest';
import {
  ApplicationStep,
  canMoveApplication,
  isApplicationClosed,
  nextApplicationStatuses,
} from './applications.schemas.ts';

describe('the application flow', () => {
  it('offers HR only forward moves; an offer and a hire come from their own actions', () => {
    expect(nextApplicationStatuses(1)).toEqual([2, 3, 6, 7]);
    expect(nextApplicationStatuses(2)).toEqual([3, 6, 7]);
    expect(nextApplicationStatuses(3)).toEqual([6, 7]);
    expect(nextApplicationStatuses(4)).toEqual([6, 7]);
    for (const closed of [5, 6, 7]) expect(nextApplicationStatuses(closed)).toEqual([]);
  });

  it('issues an offer only from interview (or again at offer), hires only by an accepted offer', () => {
    expect([1, 2, 3, 4].filter((s) => canMoveApplication(s, 4, ApplicationStep.Offer))).toEqual([3, 4]);
    expect([1, 2, 3, 4].filter((s) => canMoveApplication(s, 5, ApplicationStep.Move))).toEqual([]);
    expect(canMoveApplication(4, 5, ApplicationStep.Answer)).toBe(true);
    expect(canMoveApplication(3, 6, ApplicationStep.Result)).toBe(true);
    expect(canMoveApplication(4, 6, ApplicationStep.Result)).toBe(false);
    expect(canMoveApplication(99, 1, ApplicationStep.Move)).toBe(false);
    expect([1, 2, 3, 4, 5, 6, 7].filter(isApplicationClosed)).toEqual([5, 6, 7]);
  });
});
