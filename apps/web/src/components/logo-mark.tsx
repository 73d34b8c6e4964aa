import Box from '@mui/material/Box';

/** The Codehop mark: a dotted hop from one tile to the next. index.html draws a copy as its boot splash. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <rect width="32" height="32" rx="9" fill="#4ade80" />
      <path
        d="M6.5 22.5C9.5 12 13 8.5 16 8.5s6.5 3.5 9.5 14"
        fill="none"
        stroke="#052e16"
        strokeWidth="2.8"
        strokeLinecap="round"
        strokeDasharray="0.1 4.6"
      />
      <circle cx="25.5" cy="22.5" r="3.2" fill="#052e16" />
      <path d="M8 26.5h17" stroke="#052e16" strokeWidth="2.2" strokeLinecap="round" opacity=".3" />
    </Box>
  );
}
