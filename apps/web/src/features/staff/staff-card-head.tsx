import Box from '@mui/material/Box';

/** The top row of a staff search card: who or what it is on the left, its buttons on the right (wrapping on phones). */
export function StaffCardHead({
  title,
  actions,
}: {
  title: React.ReactNode;
  actions: React.ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      {title}
      {actions}
    </Box>
  );
}
