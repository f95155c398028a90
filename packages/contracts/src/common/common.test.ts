import { describe, expect, it } from 'vitest';
import { MESSAGES, translate } from './messages.ts';
import { ZPageQuery } from './pagination.ts';
import { parseLang, pickBilingualText } from './i18n.ts';
import { ZPositionQuery } from '../jobs/jobs.schemas.ts';

describe('messages', () => {
  it('has both languages for every key, Chinese in Chinese', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(text.en.trim(), key).not.toBe('');
      expect(text.zh, key).toMatch(/[\u4e00-\u9fff]/);
    }
  });
  it('returns text that is not a key unchanged', () => {
    expect(translate('plain words', 'zh-cn')).toBe('plain words');
    expect(translate('jobs.offline', 'en-us')).toBe('This requisition is offline');
  });
});

describe('lang header', () => {
  it('maps zh variants to zh-cn and anything else to en-us', () => {
    expect(parseLang('zh-cn')).toBe('zh-cn');
    expect(parseLang('ZH-CN')).toBe('zh-cn');
    expect(parseLang('en-us')).toBe('en-us');
    expect(parseLang(undefined)).toBe('en-us');
    expect(parseLang(['zh-cn'])).toBe('en-us');
  });
});

describe('a text written in both languages', () => {
  it('comes back in the reader’s language, whichever comes first, a / inside a side kept', () => {
    const note = 'Includes 13th-month pay / bonus. / 含十三薪/奖金。';
    expect(pickBilingualText(note, 'en-us')).toBe('Includes 13th-month pay / bonus.');
    expect(pickBilingualText(note, 'zh-cn')).toBe('含十三薪/奖金。');
    expect(pickBilingualText('恭喜！Offer待您确认。 / Congratulations!', 'en-us')).toBe('Congratulations!');
    expect(pickBilingualText('恭喜！Offer待您确认。 / Congratulations!', 'zh-cn')).toBe(
      '恭喜！Offer待您确认。',
    );
  });
  it('leaves a text in one language, and no text, as it is', () => {
    expect(pickBilingualText('Video call / phone', 'zh-cn')).toBe('Video call / phone');
    expect(pickBilingualText('视频 / 电话', 'en-us')).toBe('视频 / 电话');
    expect(pickBilingualText(null, 'zh-cn')).toBeNull();
  });
});

describe('pagination (decisions §3)', () => {
  it('defaults and coerces page numbers', () => {
    expect(ZPageQuery.parse({})).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(ZPageQuery.parse({ pageIndex: '3', pageSize: '100' })).toEqual({ pageIndex: 3, pageSize: 100 });
  });
  it('refuses out-of-range pages', () => {
    expect(ZPageQuery.safeParse({ pageSize: 101 }).error?.issues[0]?.message).toBe('validation.pageSize');
    expect(ZPageQuery.safeParse({ pageSize: 0 }).success).toBe(false);
    expect(ZPageQuery.safeParse({ pageIndex: 0 }).error?.issues[0]?.message).toBe('validation.pageIndex');
    expect(ZPageQuery.safeParse({ pageIndex: 1.5 }).success).toBe(false);
  });
  it('drops empty job filters', () => {
    expect(ZPositionQuery.parse({ keyword: '  ', category: '', nature: null, country: '4' })).toEqual({
      pageIndex: 1,
      pageSize: 10,
      keyword: undefined,
      country: 4,
    });
  });
});
