import { useMemo } from 'react';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { getRuntimeConfig } from '../../config/runtime-config.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { desktopButtonConfig } from '../../components/ui/button-config-desktop.tsx';
import { HR_SECTIONS } from '../../config/hr-paths.ts';
import { useActiveTabInView } from './use-active-tab-in-view.ts';
import '../../components/console/console.css';

// The greys and the error red darker than antd's defaults, for 4.5:1 contrast (WCAG AA); the primary
// colour is the company settings' brand colour.
const themeOf = (colorPrimary: string) => ({
  token: {
    colorPrimary,
    borderRadius: 8,
    colorTextTertiary: '#646c7e',
    colorTextDescription: '#646c7e',
    colorTextPlaceholder: '#646c7e',
    colorError: '#cf1322',
  },
});

/** The HR console: its own navigation above the page of the section. Desktop first; the phone scrolls the tabs. */
export const HrConsoleLayout = () => {
  const { t } = useTranslation('hr');
  const language = useLanguage();
  const { customerName, brandColor } = getRuntimeConfig();
  const theme = useMemo(() => themeOf(brandColor), [brandColor]);
  const tabs = useActiveTabInView<HTMLElement>();
  return (
    <ConfigProvider locale={language === 'zh-CN' ? zhCN : enUS} theme={theme} button={desktopButtonConfig}>
      <App>
        <div className="hr-console">
          <div className="hr-console__bar">
            <div className="site-container">
              <p className="hr-console__eyebrow">
                {language === 'zh-CN' ? customerName.zh : customerName.en}
              </p>
              <h1 className="hr-console__title">{t('console.title')}</h1>
              <nav ref={tabs} className="hr-console__nav" aria-label={t('console.nav')}>
                {HR_SECTIONS.map((section) => (
                  <NavLink key={section.key} to={section.to} className="hr-console__tab">
                    {t(`nav.${section.key}`)}
                  </NavLink>
                ))}
              </nav>
            </div>
          </div>
          <div className="site-container hr-console__body">
            <Outlet />
          </div>
        </div>
      </App>
    </ConfigProvider>
  );
};
