import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// A learner's first program, as the editor shows it. Code is the same in every language.
const LINES: Array<Array<[text: string, kind: 'kw' | 'fn' | 'num' | 'str' | 'plain']>> = [
  [
    ['from', 'kw'],
    [' player ', 'plain'],
    ['import', 'kw'],
    [' *', 'plain'],
  ],
  [],
  [
    ['move_forward', 'fn'],
    ['(', 'plain'],
    ['2', 'num'],
    [')', 'plain'],
  ],
  [
    ['collect', 'fn'],
    ['(', 'plain'],
    ['"carrot"', 'str'],
    [')', 'plain'],
  ],
  [
    ['for', 'kw'],
    [' step ', 'plain'],
    ['in', 'kw'],
    [' ', 'plain'],
    ['range', 'fn'],
    ['(', 'plain'],
    ['3', 'num'],
    ['):', 'plain'],
  ],
  [
    ['    move_forward', 'fn'],
    ['()', 'plain'],
  ],
];

const COLORS = {
  kw: '#c084fc',
  fn: '#7dd3fc',
  num: '#fbbf24',
  str: '#86efac',
  plain: '#e2e8f0',
} as const;

export function CodeCard({ caption }: { caption: string }) {
  return (
    <Box
      sx={{
        borderRadius: 3,
        bgcolor: '#0b1220',
        border: '1px solid rgba(148, 163, 184, 0.2)',
        boxShadow: '0 20px 50px rgba(0,0,0,0.5)',
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          px: 1.5,
          py: 1,
          bgcolor: 'rgba(148,163,184,0.08)',
        }}
      >
        {['#f87171', '#fbbf24', '#4ade80'].map((color) => (
          <Box key={color} sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color }} />
        ))}
        <Typography variant="caption" sx={{ ml: 1, color: '#94a3b8', fontWeight: 700 }}>
          {caption}
        </Typography>
      </Box>
      <Box
        component="pre"
        dir="ltr"
        sx={{
          m: 0,
          px: 2,
          py: 1.5,
          fontFamily: '"JetBrains Mono", "Fira Code", ui-monospace, Menlo, Consolas, monospace',
          fontSize: { xs: 13, sm: 14 },
          lineHeight: 1.7,
        }}
      >
        {LINES.map((tokens, line) => (
          <Box key={line} sx={{ display: 'flex' }}>
            <Box
              component="span"
              sx={{ width: 24, color: '#475569', userSelect: 'none', flexShrink: 0 }}
            >
              {line + 1}
            </Box>
            <code>
              {tokens.map(([text, kind], index) => (
                <Box component="span" key={index} sx={{ color: COLORS[kind] }}>
                  {text}
                </Box>
              ))}
            </code>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
