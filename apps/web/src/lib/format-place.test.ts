import { describe, expect, it } from 'vitest';
import { formatPlace } from './format-place.ts';

describe('formatPlace', () => {
  it('names a Chinese place from the country down, in the list’s form', () => {
    expect(formatPlace({ countryName: '中国', stateName: '北京市', cityName: '海淀区' }, 'zh-CN')).toBe(
      '中国 · 北京市 · 海淀区',
    );
  });

  it('names an English place from the city up', () => {
    expect(formatPlace({ countryName: 'China', stateName: 'Beijing', cityName: 'Haidian' }, 'en-US')).toBe(
      'Haidian, Beijing, China',
    );
  });

  it('skips the parts a place does not have', () => {
    expect(formatPlace({ countryName: 'Malaysia', stateName: ' ', cityName: 'Kuala Lumpur' }, 'en-US')).toBe(
      'Kuala Lumpur, Malaysia',
    );
    expect(formatPlace({ countryName: '中国', cityName: null }, 'zh-CN')).toBe('中国');
  });
});
