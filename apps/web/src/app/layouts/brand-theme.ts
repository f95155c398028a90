import type { ThemeConfig } from 'antd';

export const BRAND_COLOR = '#1f4fd1';
export const FONT_STACK =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif";

const themes = new Map<string, ThemeConfig>();

/** antd's theme in the customer's brand colour (company settings); one object per colour, kept. */
export const brandThemeFor = (color: string = BRAND_COLOR): ThemeConfig => {
  let theme = themes.get(color);
  if (!theme) themes.set(color, (theme = themeOf(color)));
  return theme;
};

const themeOf = (color: string): ThemeConfig => ({
  token: {
    colorPrimary: color,
    colorLink: color,
    borderRadius: 8,
    fontFamily: FONT_STACK,
    colorText: '#1d2433',
    colorTextSecondary: '#5b6475',
    // antd's defaults for these greys and the error red fall below 4.5:1 on white (WCAG AA).
    colorTextTertiary: '#646c7e',
    colorTextDescription: '#646c7e',
    colorTextPlaceholder: '#646c7e',
    colorError: '#cf1322',
  },
  components: {
    Button: { fontWeight: 500 },
  },
});
