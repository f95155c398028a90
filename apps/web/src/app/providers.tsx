import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { TranslatorProvider } from '../lib/use-translation.tsx';
import { i18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';

/** Device-neutral providers; each shell adds its own UI library's provider. */
export const AppProviders = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <TranslatorProvider translator={i18n}>{children}</TranslatorProvider>
  </QueryClientProvider>
);
