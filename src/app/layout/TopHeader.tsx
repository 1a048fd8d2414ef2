import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { owner } from '../../content/owner';
import { AccountSlot } from './AccountSlot';
import { HeaderNav } from './HeaderNav';
import { OfflineIndicator } from './OfflineIndicator';

export function TopHeader() {
  return (
    <AppBar position="sticky" color="default" elevation={2} className="no-print" sx={{ bgcolor: 'background.paper' }}>
      {/* Below 600 px the links and the account fill the row, so 'Offline' takes a line of its
          own under them (wrapping; empty online, it adds nothing: no row gap, lines centred). */}
      <Toolbar
        sx={{
          columnGap: 1,
          rowGap: 0,
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          alignContent: 'center',
          minHeight: { xs: 56, sm: 64 },
          px: { xs: 1, sm: 2 },
        }}
      >
        <Typography
          component="a"
          href="#/"
          sx={{ display: { xs: 'none', md: 'block' }, fontWeight: 700, color: 'text.primary', textDecoration: 'none', mr: 2 }}
        >
          {owner.profile.name}
        </Typography>
        <HeaderNav />
        <div style={{ flex: 1 }} />
        <OfflineIndicator />
        <AccountSlot />
      </Toolbar>
    </AppBar>
  );
}
