import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';

/** Device-neutral providers; each shell adds its own UI library's provider. */
export const AppProviders = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <I18nextProvider i18n={i18next}>{children}</I18nextProvider>
  </QueryClientProvider>
);
