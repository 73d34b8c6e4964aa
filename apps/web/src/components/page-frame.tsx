import Container from '@mui/material/Container';
import { Outlet } from 'react-router';

/** The padding around a plain page (as the profile area has it): the pages inside set their own width. */
export function PageFrame() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 2, sm: 3 } }}>
      <Outlet />
    </Container>
  );
}
