import { useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AccountCircleRounded from '@mui/icons-material/AccountCircleRounded';
import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import BusinessRounded from '@mui/icons-material/BusinessRounded';
import ClassRounded from '@mui/icons-material/ClassRounded';
import FaceRounded from '@mui/icons-material/FaceRounded';
import FamilyRestroomRounded from '@mui/icons-material/FamilyRestroomRounded';
import GroupRounded from '@mui/icons-material/GroupRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import MilitaryTechRounded from '@mui/icons-material/MilitaryTechRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import SupervisorAccountRounded from '@mui/icons-material/SupervisorAccountRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@codehop/api';
import { AvatarImage } from '../../components/avatar-image.tsx';
import { ChooseAvatarDialog } from '../../components/choose-avatar-dialog.tsx';
import {
  ChooseStudentDialog,
  useChooseStudentAndGo,
} from '../../components/choose-student-dialog.tsx';
import { useNotify } from '../../components/notification-provider.tsx';
import {
  accountMenuItems,
  accountRole,
  type AccountMenuItem,
  type AccountMenuLabel,
} from '../../lib/account-menu.ts';
import { useLogout } from '../../lib/api/logout.ts';
import { useStudents } from '../../lib/api/students.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

const MENU_ICONS: Record<AccountMenuLabel, ComponentType> = {
  'account.menu.profile': PersonRounded,
  'account.menu.myProfile': PersonRounded,
  'account.menu.chooseStudent': GroupRounded,
  'account.menu.chooseAvatar': FaceRounded,
  'account.menu.chooseCourse': MenuBookRounded,
  'account.menu.courses': MenuBookRounded,
  'account.menu.certificates': WorkspacePremiumRounded,
  'account.menu.badges': MilitaryTechRounded,
  'account.menu.organizationDetails': ApartmentRounded,
  'account.menu.teachers': SupervisorAccountRounded,
  'account.menu.classes': ClassRounded,
  'account.menu.students': SchoolRounded,
  'account.menu.familyStudents': FamilyRestroomRounded,
  'account.menu.billing': ReceiptLongRounded,
  'account.menu.buyCourse': ShoppingCartRounded,
  'account.menu.forInstitutions': BusinessRounded,
  'account.menu.staffArea': SupportAgentRounded,
  'account.menu.logOut': LogoutRounded,
};

/** The top bar's account button and menu, per role (spec/platform.md §2). */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'student' | 'avatar' | null>(null);
  const guardian = accountRole(user) !== 'student';
  const students = useStudents(guardian);
  const chooseStudent = useChooseStudentAndGo();
  const logout = useLogout();
  const student = user.student_details;
  const name = student?.username ?? user.full_name ?? user.email;
  const items = accountMenuItems(user, guardian ? (students.data ?? []) : []);

  function close() {
    setAnchor(null);
  }

  function run(item: AccountMenuItem) {
    close();
    if (item.kind === 'student') {
      if (!item.chosen) chooseStudent.mutate(item.student);
    } else if (item.kind === 'link') {
      if (item.needsStudent && user.student_id === null) setDialog('student');
      else void navigate(to(item.path));
    } else if (item.kind === 'action') {
      if (item.action === 'chooseStudent') setDialog('student');
      else if (item.action === 'chooseAvatar') setDialog(student ? 'avatar' : 'student');
      else
        // The promise settles even though this menu unmounts once the user is forgotten.
        void logout
          .mutateAsync()
          .catch(() => undefined)
          .then(() => notify(t('account.loggedOut'), 'info'));
    }
  }

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-label={t('account.menuLabel', { name })}
        endIcon={<ExpandMoreRounded sx={{ display: { xs: 'none', sm: 'block' } }} />}
        sx={{ gap: 1, pl: 0.5, pr: { xs: 0.5, sm: 1.5 }, borderRadius: 6, minHeight: 48 }}
      >
        {student ? (
          <AvatarImage character={student.character} size={36} decorative />
        ) : (
          <AccountCircleRounded sx={{ fontSize: 36 }} />
        )}
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'block' },
            maxWidth: 160,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {name}
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260, maxHeight: 'calc(100dvh - 96px)' } } }}
      >
        {items.map((item) => menuEntry(item, run, t))}
      </Menu>
      <ChooseStudentDialog open={dialog === 'student'} onClose={() => setDialog(null)} />
      {student && dialog === 'avatar' && (
        <ChooseAvatarDialog open onClose={() => setDialog(null)} student={student} />
      )}
    </>
  );
}

function menuEntry(
  item: AccountMenuItem,
  run: (item: AccountMenuItem) => void,
  t: ReturnType<typeof useTranslation>['t'],
) {
  switch (item.kind) {
    case 'email':
      return (
        <Box key="email" sx={{ px: 2, py: 1 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('account.signedInAs')}
          </Typography>
          <Typography sx={{ fontWeight: 700, wordBreak: 'break-all' }}>{item.email}</Typography>
        </Box>
      );
    case 'divider':
      return <Divider key={`divider-${item.id}`} />;
    case 'student':
      return (
        <MenuItem
          key={`student-${item.student.id}`}
          onClick={() => run(item)}
          selected={item.chosen}
          sx={{ minHeight: 52 }}
        >
          <ListItemIcon sx={{ mr: 1 }}>
            <AvatarImage character={item.student.character} size={32} decorative />
          </ListItemIcon>
          <ListItemText
            primary={item.student.username}
            secondary={item.chosen ? t('account.chooseStudent.chosen') : undefined}
          />
          {item.chosen && <CheckRounded color="primary" fontSize="small" />}
        </MenuItem>
      );
    default: {
      const Icon = MENU_ICONS[item.label];
      return (
        <MenuItem key={item.label} onClick={() => run(item)} sx={{ minHeight: 48 }}>
          <ListItemIcon>
            <Icon />
          </ListItemIcon>
          {t(item.label)}
        </MenuItem>
      );
    }
  }
}
