import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import { OrganizationDetail } from './organization-detail.tsx';
import { StaffCardHead } from './staff-card-head.tsx';
import { useStaffText } from './i18n/use-staff-text.ts';

/** A school found by the staff search; its details list its admins and teachers, each a link to their account. */
export function OrganizationCard({
  organization,
  expanded,
  onToggle,
}: {
  organization: { id: number; name: string; slug: string };
  expanded: boolean;
  onToggle?: () => void;
}) {
  const t = useStaffText();
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <StaffCardHead
        title={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
            <SchoolRounded color="primary" />
            <Typography sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
              {organization.name}
            </Typography>
          </Box>
        }
        actions={
          onToggle && (
            <Button onClick={onToggle} aria-expanded={expanded}>
              {t('find.details')}
            </Button>
          )
        }
      />
      <Collapse in={expanded} unmountOnExit>
        <OrganizationDetail organizationId={organization.id} />
      </Collapse>
    </Paper>
  );
}
