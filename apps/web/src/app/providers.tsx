import '@fontsource-variable/nunito';
// Scripts Nunito lacks, served by us like Nunito: each face declares its unicode-range, so a
// browser downloads one only when a page shows its letters (Hindi, Thai, Arabic, Hebrew).
import '@fontsource-variable/noto-sans-arabic';
import '@fontsource-variable/noto-sans-devanagari';
import '@fontsource-variable/noto-sans-hebrew';
import '@fontsource-variable/noto-sans-thai';
import type { ReactNode } from 'react';
import { useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { NotificationProvider } from '../components/notification-provider.tsx';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { FLAG_FONT_FACE } from './flag-font.ts';
import { CodeLeftToRight } from './code-direction.tsx';
import { DirectionProvider } from './direction.tsx';
import { OfflineNotices } from '../features/offline/offline-notices.tsx';

/** Everything every screen needs: theme, translations, server data cache, notices. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <CodeLeftToRight />
        <DirectionProvider>
          <CssBaseline enableColorScheme />
          <GlobalStyles styles={FLAG_FONT_FACE} />
          <NotificationProvider>{children}</NotificationProvider>
          <OfflineNotices />
        </DirectionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
