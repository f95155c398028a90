import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { boot } from './app/boot.ts';
import './styles/global.css';

const root = createRoot(document.getElementById('root')!);

boot()
  .then(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    ),
  )
  .catch((error: unknown) => {
    console.error(error);
    // i18n may not be up yet: the only text is shown in both languages.
    root.render(
      <p className="boot-failed">
        The careers site could not be loaded. Please refresh the page.
        <br />
        招聘网站加载失败，请刷新页面。
      </p>,
    );
  });
