import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { SideNavigator } from './SideNavigator';
import { SiteFooter } from './SiteFooter';
import { TopHeader } from './TopHeader';

/** The shared chrome of Home, Projects and CV (spec §2): side navigator, top header, footer. */
export function SiteLayout({ children, footer = true }: { children: ReactNode; footer?: boolean }) {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SideNavigator />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopHeader />
        <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
          {children}
        </Box>
        {footer && <SiteFooter />}
      </Box>
    </Box>
  );
}
