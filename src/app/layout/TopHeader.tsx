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
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56, sm: 64 }, px: { xs: 1, sm: 2 } }}>
        <Typography
          component="a"
          href="#/"
          sx={{ display: { xs: 'none', md: 'block' }, fontWeight: 700, color: 'text.primary', textDecoration: 'none', mr: 2 }}
        >
          {owner.profile.name}
        </Typography>
        <HeaderNav />
        {/* The indicator sits in the spacer, not beside it: online it is empty and takes no gap. */}
        <div style={{ flex: 1, display: 'flex', justifyContent: 'flex-end' }}>
          <OfflineIndicator />
        </div>
        <AccountSlot />
      </Toolbar>
    </AppBar>
  );
}
