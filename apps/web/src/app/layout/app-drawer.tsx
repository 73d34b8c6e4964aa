import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import LoginRounded from '@mui/icons-material/LoginRounded';
import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import RateReviewRounded from '@mui/icons-material/RateReviewRounded';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { authPagePath, returnPathFor } from '../../lib/auth-links.ts';
import { useTranslation } from 'react-i18next';
import { useFeedbackLauncher } from '../../features/feedback/use-feedback-launcher.tsx';
import { COURSES, DEFAULT_COURSE, findCourse } from '../../lib/courses.ts';
import { SIDEBAR_WIDTH, SUPPORT_EMAIL } from '../../lib/config.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { CourseOutline } from './course-outline.tsx';
import type { ClassRules } from '../../lib/class-rules.ts';
import { NAV_LINKS } from './nav-links.ts';
import { REGISTER_SCHOOL_PATH } from '../../lib/register-school.ts';

const NAV_ICONS = {
  'nav.creativeLevels': <AutoAwesomeRounded />,
  'nav.challenges': <EmojiEventsRounded />,
  'nav.teachersGuide': <MenuBookRounded />,
} as const;

interface AppDrawerProps {
  open: boolean;
  onClose: () => void;
  signedIn: boolean;
  isStudent: boolean;
  /** Organisation users buy through /schools, so the drawer offers them no Buy Course. */
  isOrgUser: boolean;
  /** The chosen student, whose progress the course outline shows. */
  studentId: number | null;
  /** A school student's class rules (which chapters the outline shows). */
  classRules?: ClassRules | null;
}

/** The left drawer of spec/platform.md §2 (width 300). */
export function AppDrawer({
  open,
  onClose,
  signedIn,
  isStudent,
  isOrgUser,
  studentId,
  classRules = null,
}: AppDrawerProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const location = useLocation();
  const { courseId } = useParams();
  const feedback = useFeedbackLauncher(signedIn);
  const [chosenCourse, setChosenCourse] = useState<string | null>(null);
  const course = findCourse(chosenCourse ?? courseId) ?? DEFAULT_COURSE;

  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
        slotProps={{
          paper: {
            sx: {
              width: SIDEBAR_WIDTH,
              bgcolor: 'background.default',
              borderRight: 1,
              borderColor: 'divider',
            },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, minHeight: 64 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('drawer.title')}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('nav.closeMenu')}>
            <ChevronLeftRounded />
          </IconButton>
        </Box>
        <Box sx={{ px: 2, pb: 1, display: 'grid', gap: 1 }} onClick={onClose}>
          <Button
            component={RouterLink}
            to={to('level-creator')}
            variant="contained"
            size="large"
            startIcon={<ConstructionRounded />}
            fullWidth
          >
            {t('drawer.levelCreator')}
          </Button>
        </Box>
        <List sx={{ px: 1 }} onClick={onClose}>
          {!signedIn && (
            <ListItemButton component={RouterLink} to={to(authPagePath('login', returnPathFor(location.pathname, location.search)))}>
              <ListItemIcon>
                <LoginRounded />
              </ListItemIcon>
              <ListItemText primary={t('drawer.logIn')} />
            </ListItemButton>
          )}
          {!isStudent && !isOrgUser && (
            <ListItemButton component={RouterLink} to={to('purchase')}>
              <ListItemIcon>
                <ShoppingCartRounded />
              </ListItemIcon>
              <ListItemText primary={t('drawer.buyCourse')} />
            </ListItemButton>
          )}
          {!isStudent && (
            <ListItemButton component={RouterLink} to={to(REGISTER_SCHOOL_PATH)} data-testid="register-institution">
              <ListItemIcon>
                <SchoolRounded />
              </ListItemIcon>
              <ListItemText primary={t('drawer.registerInstitution')} />
            </ListItemButton>
          )}
          {NAV_LINKS.map((link) => (
            <ListItemButton key={link.path} component={RouterLink} to={to(link.path)}>
              <ListItemIcon>{NAV_ICONS[link.labelKey]}</ListItemIcon>
              <ListItemText primary={t(link.labelKey)} />
              {link.isNew && (
                <Chip
                  label={t('nav.new')}
                  size="small"
                  color="secondary"
                  sx={{ height: 20, fontWeight: 800, fontSize: '0.7rem' }}
                />
              )}
            </ListItemButton>
          ))}
          <ListItemButton component="a" href={`mailto:${SUPPORT_EMAIL}`}>
            <ListItemIcon>
              <MailOutlineRounded />
            </ListItemIcon>
            <ListItemText primary={t('drawer.contactUs')} />
          </ListItemButton>
          <ListItemButton onClick={feedback.launch} data-testid="drawer-feedback">
            <ListItemIcon>
              <RateReviewRounded />
            </ListItemIcon>
            <ListItemText primary={t('feedback.button')} />
          </ListItemButton>
        </List>
        <Divider sx={{ mx: 2 }} />
        <Box sx={{ px: 2, pt: 2.5 }}>
          <TextField
            select
            fullWidth
            label={t('drawer.chooseCourse')}
            value={course.value}
            onChange={(event) => setChosenCourse(event.target.value)}
          >
            {COURSES.map((entry) => (
              <MenuItem key={entry.value} value={entry.value}>
                {t(entry.labelKey)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <CourseOutline course={course} studentId={studentId} onNavigate={onClose} classRules={classRules} />
      </Drawer>
      {feedback.dialog}
    </>
  );
}
