import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../lib/i18n.ts';

describe('counted texts', () => {
  it('say one question, or several, in English and Chinese', async () => {
    const i18n = await initI18n('en-US');
    await i18n.loadNamespaces('hr');
    const meta = (count: number) => i18n.t('hr:assignForm.questionnaireMeta', { minutes: 30, count });
    expect(meta(1)).toBe('30 min · 1 question');
    expect(meta(12)).toBe('30 min · 12 questions');
    await changeLanguage('zh-CN');
    await i18n.loadNamespaces('hr');
    expect(meta(1)).toBe('30分钟 · 1题');
  });
});
