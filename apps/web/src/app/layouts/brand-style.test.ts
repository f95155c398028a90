import { describe, expect, it } from 'vitest';
import { brandCss } from './brand-style.tsx';
import { brandThemeFor } from './brand-theme.ts';

describe('the brand colour of the company settings', () => {
  it('colours both kits: antd through its theme, antd-mobile and the hero through the page variables', () => {
    expect(brandThemeFor('#0b5d3b').token?.colorPrimary).toBe('#0b5d3b');
    expect(brandThemeFor('#0b5d3b')).toBe(brandThemeFor('#0b5d3b'));
    expect(brandCss('#0B5D3B')).toBe(
      'html:root{--brand:#0b5d3b;--brand-dark:#08432a;--brand-light:#377a5e;--brand-soft:#eef4f1;' +
        '--adm-color-primary:#0b5d3b}',
    );
    // Anything but a colour keeps the portal's own (the value is written into a style sheet).
    expect(brandCss('red;}body{display:none')).toContain('--brand:#1f4fd1;');
  });
});
