import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import type { StaffUserSummary } from '@codehop/api';
import { useStaffText } from './i18n/use-staff-text.ts';

/**
 * Who an account is, as staff recognise it: a family's or a teacher's e-mail and name; a school
 * student by username, school and class (their login's e-mail is made up and means nothing).
 */
export function AccountName({ account }: { account: StaffUserSummary }) {
  const t = useStaffText();
  const atSchool = account.school_student;
  if (!atSchool)
    return (
      <>
        <Typography sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>{account.email}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {account.full_name}
        </Typography>
      </>
    );
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>{atSchool.username}</Typography>
        <Chip size="small" icon={<SchoolRounded />} label={t('find.schoolStudent')} />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {atSchool.class_name
          ? t('find.schoolAndClass', { school: atSchool.school_name, class: atSchool.class_name })
          : t('find.schoolNoClass', { school: atSchool.school_name })}
      </Typography>
    </>
  );
}
