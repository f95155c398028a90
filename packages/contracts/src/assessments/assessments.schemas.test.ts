import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../common/messages.ts';
import {
  ASSESSMENT_STATUSES,
  ZAnswersBody,
  ZAnswerValue,
  ZAssessmentIdQuery,
  ZAssessmentPageQuery,
} from './assessments.schemas.ts';
import { ZTypingLog } from './typing.schemas.ts';

describe('assessment contracts', () => {
  it('names every status in both languages', () => {
    for (const status of ASSESSMENT_STATUSES) {
      expect(MESSAGES[`assessments.status.${status}`]).toBeDefined();
    }
    expect(MESSAGES['assessments.timeUp']).toEqual({
      en: 'Very regret! Test time is up',
      zh: '很遗憾！考试时间已到',
    });
  });

  it('takes a status filter as one number or a list, from JSON or a form', () => {
    expect(ZAssessmentPageQuery.parse({ status: 1 })).toEqual({ pageIndex: 1, pageSize: 10, status: [1] });
    expect(ZAssessmentPageQuery.parse({ status: ['1', '2'], pageSize: '5' }).status).toEqual([1, 2]);
    expect(ZAssessmentPageQuery.safeParse({ status: 7 }).success).toBe(false);
    expect(ZAssessmentPageQuery.parse({}).status).toBeUndefined();
  });

  it('accepts ids from a query string and refuses the rest', () => {
    expect(ZAssessmentIdQuery.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of ['', 'x', '0', '2.5', '3000000000']) {
      expect(ZAssessmentIdQuery.safeParse({ id }).success, id).toBe(false);
    }
  });

  it('accepts the answer shapes of every question kind', () => {
    const typing = { text: 'ab', durationMs: 500, events: [{ at: 0, type: 'input', text: 'a' }] };
    for (const value of [null, true, 'B', ['A', 'C'], typing]) {
      expect(ZAnswerValue.safeParse(value).success, JSON.stringify(value)).toBe(true);
    }
    const refused = ZAnswerValue.safeParse({ choice: 'A' });
    expect(refused.error?.issues[0]?.message).toBe('assessments.badAnswer');
    expect(ZAnswerValue.safeParse(7).success).toBe(false);
  });

  it('bounds the keystroke log and the answers of one call', () => {
    const events = Array.from({ length: 20_001 }, (_, i) => ({ at: i, type: 'input', text: 'a' }));
    expect(ZTypingLog.safeParse({ text: '', durationMs: 0, events }).success).toBe(false);
    expect(ZTypingLog.safeParse({ text: '', durationMs: -1, events: [] }).success).toBe(false);
    expect(
      ZTypingLog.safeParse({ text: '', durationMs: 0, events: [{ at: 0, type: 'paste' }] }).success,
    ).toBe(false);
    expect(ZAnswersBody.parse({ id: 3 })).toEqual({ id: 3, answers: [] });
    const tooMany = Array.from({ length: 301 }, () => ({ questionId: 1, value: null, clientSeq: 1 }));
    expect(ZAnswersBody.safeParse({ id: 3, answers: tooMany }).success).toBe(false);
  });
});
