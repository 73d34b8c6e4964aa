import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

const TILE = 32;
const COLS = 10;
const ROWS = 6;

type Mood = 'play' | 'lost' | 'build';

function Tree({ x, y }: { x: number; y: number }) {
  const cx = x * TILE + 16;
  const cy = y * TILE + 14;
  return (
    <g>
      <ellipse cx={cx} cy={cy + 14} rx={10} ry={3} fill="#000" opacity={0.18} />
      <rect x={cx - 2.5} y={cy + 4} width={5} height={9} rx={1.5} fill="#7c4a21" />
      <circle cx={cx} cy={cy} r={11} fill="#166534" />
      <circle cx={cx - 4} cy={cy - 3} r={5} fill="#22a04b" opacity={0.7} />
    </g>
  );
}

function Carrot({ x, y }: { x: number; y: number }) {
  const cx = x * TILE + 16;
  const cy = y * TILE + 16;
  return (
    <g transform={`rotate(-20 ${cx} ${cy})`}>
      <path
        d={`M${cx - 3} ${cy - 8} l-4 -6 M${cx} ${cy - 8} l0 -8 M${cx + 3} ${cy - 8} l4 -6`}
        stroke="#4ade80"
        strokeWidth={2.6}
        strokeLinecap="round"
      />
      <path
        d={`M${cx - 6} ${cy - 8} h12 l-6 20 z`}
        fill="#fb923c"
        stroke="#c2410c"
        strokeWidth={1.2}
        strokeLinejoin="round"
      />
      <path
        d={`M${cx - 3} ${cy - 3} h4 M${cx - 2} ${cy + 2} h3`}
        stroke="#c2410c"
        strokeWidth={1}
        strokeLinecap="round"
      />
    </g>
  );
}

function Hero({ x, y }: { x: number; y: number }) {
  const cx = x * TILE + 16;
  const cy = y * TILE + 18;
  return (
    <g>
      <ellipse cx={cx} cy={cy + 11} rx={10} ry={3} fill="#000" opacity={0.22} />
      <ellipse
        cx={cx - 4}
        cy={cy - 15}
        rx={3.2}
        ry={9}
        fill="#f8fafc"
        stroke="#cbd5e1"
        strokeWidth={1}
      />
      <ellipse
        cx={cx + 4}
        cy={cy - 15}
        rx={3.2}
        ry={9}
        fill="#f8fafc"
        stroke="#cbd5e1"
        strokeWidth={1}
      />
      <ellipse cx={cx - 4} cy={cy - 14} rx={1.3} ry={5.5} fill="#fda4af" />
      <ellipse cx={cx + 4} cy={cy - 14} rx={1.3} ry={5.5} fill="#fda4af" />
      <circle cx={cx} cy={cy} r={11} fill="#f8fafc" stroke="#cbd5e1" strokeWidth={1} />
      <circle cx={cx + 4} cy={cy - 2} r={1.8} fill="#0f172a" />
      <circle cx={cx - 3} cy={cy - 2} r={1.8} fill="#0f172a" />
      <circle cx={cx + 0.5} cy={cy + 2.5} r={1.5} fill="#fb7185" />
      <circle cx={cx - 7} cy={cy + 3} r={2} fill="#fda4af" opacity={0.6} />
      <circle cx={cx + 7} cy={cy + 3} r={2} fill="#fda4af" opacity={0.6} />
    </g>
  );
}

function XMark({ x, y }: { x: number; y: number }) {
  const cx = x * TILE + 16;
  const cy = y * TILE + 16;
  return (
    <path
      d={`M${cx - 7} ${cy - 7} L${cx + 7} ${cy + 7} M${cx + 7} ${cy - 7} L${cx - 7} ${cy + 7}`}
      stroke="#fde047"
      strokeWidth={3.5}
      strokeLinecap="round"
      opacity={0.9}
    />
  );
}

function Crate({ x, y }: { x: number; y: number }) {
  const px = x * TILE + 5;
  const py = y * TILE + 6;
  return (
    <g>
      <rect
        x={px}
        y={py}
        width={22}
        height={20}
        rx={2}
        fill="#b7793f"
        stroke="#7c4a21"
        strokeWidth={1.5}
      />
      <path
        d={`M${px} ${py} L${px + 22} ${py + 20} M${px + 22} ${py} L${px} ${py + 20}`}
        stroke="#7c4a21"
        strokeWidth={1.5}
      />
    </g>
  );
}

/**
 * A small top-down tile map in the style of the game: grass, a path, a river with a bridge,
 * carrots and the rabbit hero. `mood` picks the scene: hopping to a carrot, lost, or building.
 */
export function TileScene({ mood = 'play', sx }: { mood?: Mood; sx?: SxProps<Theme> }) {
  // On the home page the code card covers the lower left, so the action happens up top there.
  const pathRow = mood === 'play' ? 1 : 3;
  const trees: Array<[number, number]> =
    mood === 'play'
      ? [
          [0, 3],
          [2, 4],
          [4, 0],
          [8, 3],
          [9, 5],
          [7, 5],
          [4, 3],
        ]
      : [
          [0, 0],
          [2, 1],
          [8, 0],
          [9, 5],
          [4, 5],
          [7, 1],
        ];
  const tiles = [];
  for (let row = 0; row < ROWS; row++) {
    for (let col = 0; col < COLS; col++) {
      const water = col === 6 && !(mood === 'play' && row === pathRow);
      const path = row === pathRow && mood !== 'lost' && col !== 6;
      const fill = water
        ? '#2563eb'
        : path
          ? '#c9a26b'
          : (row + col) % 2 === 0
            ? '#2f7d46'
            : '#2a7340';
      tiles.push(
        <rect
          key={`${col}-${row}`}
          x={col * TILE}
          y={row * TILE}
          width={TILE}
          height={TILE}
          fill={fill}
        />,
      );
      if (water) {
        tiles.push(
          <path
            key={`w${col}-${row}`}
            d={`M${col * TILE + 6} ${row * TILE + 12} q5 -4 10 0 t10 0 M${col * TILE + 4} ${row * TILE + 24} q5 -4 10 0 t10 0`}
            stroke="#93c5fd"
            strokeWidth={1.6}
            fill="none"
            opacity={0.7}
          />,
        );
      }
    }
  }

  return (
    <Box
      component="svg"
      viewBox={`0 0 ${COLS * TILE} ${ROWS * TILE}`}
      role="img"
      aria-hidden
      sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 3, ...sx }}
    >
      {tiles}
      {mood === 'play' && (
        <g>
          <rect x={6 * TILE} y={pathRow * TILE + 2} width={TILE} height={TILE - 4} fill="#a16207" />
          {[0, 1, 2, 3].map((plank) => (
            <rect
              key={plank}
              x={6 * TILE + plank * 8 + 1}
              y={pathRow * TILE + 2}
              width={6}
              height={TILE - 4}
              rx={1}
              fill="#ca8a04"
            />
          ))}
        </g>
      )}
      {trees.map(([x, y]) => (
        <Tree key={`${x}-${y}`} x={x} y={y} />
      ))}
      {mood === 'play' && (
        <>
          <path
            d={`M${1 * TILE + 16} ${pathRow * TILE + 6} Q${2 * TILE + 16} ${(pathRow - 1) * TILE + 2} ${3 * TILE + 16} ${pathRow * TILE + 6}`}
            stroke="#fef9c3"
            strokeWidth={2.5}
            strokeLinecap="round"
            strokeDasharray="0.1 6"
            fill="none"
          />
          <XMark x={5} y={pathRow} />
          <Carrot x={3} y={pathRow} />
          <Carrot x={8} y={pathRow} />
          <Carrot x={9} y={pathRow} />
          <Hero x={1} y={pathRow} />
        </>
      )}
      {mood === 'lost' && (
        <>
          <Hero x={3} y={3} />
          <g>
            <rect x={3 * TILE + 22} y={1 * TILE + 8} width={30} height={26} rx={8} fill="#f8fafc" />
            <path d={`M${3 * TILE + 26} ${1 * TILE + 32} l-4 8 l10 -8 z`} fill="#f8fafc" />
            <text
              x={3 * TILE + 37}
              y={1 * TILE + 28}
              textAnchor="middle"
              fontSize={20}
              fontWeight={900}
              fill="#15803d"
              fontFamily="Nunito Variable, sans-serif"
            >
              ?
            </text>
          </g>
        </>
      )}
      {mood === 'build' && (
        <>
          <Crate x={4} y={2} />
          <Crate x={5} y={2} />
          <Crate x={4} y={4} />
          <XMark x={5} y={4} />
          <g>
            <rect x={7 * TILE + 14} y={2 * TILE + 8} width={4} height={44} fill="#7c4a21" />
            <rect
              x={7 * TILE - 2}
              y={2 * TILE + 4}
              width={36}
              height={20}
              rx={3}
              fill="#fbbf24"
              stroke="#92400e"
              strokeWidth={1.5}
            />
            <path
              d={`M${7 * TILE + 2} ${2 * TILE + 20} l8 -12 M${7 * TILE + 12} ${2 * TILE + 20} l8 -12 M${7 * TILE + 22} ${2 * TILE + 20} l8 -12`}
              stroke="#1f2937"
              strokeWidth={3}
            />
          </g>
          <Hero x={2} y={3} />
          <Carrot x={1} y={4} />
        </>
      )}
    </Box>
  );
}
