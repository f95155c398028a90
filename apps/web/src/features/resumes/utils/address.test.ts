import { describe, expect, it } from 'vitest';
import { withRegion } from './address.ts';

describe('withRegion', () => {
  it('puts the region in front of the street and replaces an earlier region', () => {
    expect(withRegion('', '', 'China Shanghai')).toBe('China Shanghai');
    expect(withRegion('88 Zhangjiang Road', '', 'China Shanghai')).toBe('China Shanghai 88 Zhangjiang Road');
    expect(
      withRegion('China Shanghai 88 Zhangjiang Road', 'China Shanghai', 'China Beijing Haidian District'),
    ).toBe('China Beijing Haidian District 88 Zhangjiang Road');
  });
});
