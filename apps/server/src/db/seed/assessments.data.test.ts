import { describe, expect, it } from 'vitest';
import { DEMO_QUESTIONNAIRES } from './assessments.data.ts';

// A time named in a description: "two minutes", "10 minutes", "限时两分钟", "10分钟".
const NAMED_TIME = /\b(\w+)\s+minutes?\b|限时|([零一二两三四五六七八九十\d]+)\s*分钟/i;

describe('demo questionnaires', () => {
  const typingTests = DEMO_QUESTIONNAIRES.filter((q) => q.questions.some((x) => x.kind === 'typing'));

  it('include the two typing tests', () => {
    expect(typingTests.map((q) => q.code)).toEqual(['typing-en', 'typing-zh']);
  });

  it('give a typing test one duration: the passage may be typed for as long as the attempt lasts', () => {
    for (const q of typingTests) {
      for (const question of q.questions.filter((x) => x.kind === 'typing')) {
        expect(question.typing?.durationSeconds, q.code).toBe(q.durationMinutes * 60);
      }
    }
  });

  it('name no time in a description, so it never contradicts the Duration shown beside it', () => {
    for (const q of DEMO_QUESTIONNAIRES) {
      expect(q.descriptionEn, q.code).not.toMatch(NAMED_TIME);
      expect(q.descriptionZh, q.code).not.toMatch(NAMED_TIME);
    }
  });
});
