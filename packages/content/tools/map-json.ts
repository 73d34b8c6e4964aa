/**
 * Tiled JSON with each layer's tiles one map row per line: small, readable diffs when a level's
 * map changes, instead of one number per line or one endless line.
 */
export function formatMapJson(tiled: Record<string, unknown>): string {
  const width = typeof tiled['width'] === 'number' ? tiled['width'] : 1;
  const rows: string[] = [];
  const text = JSON.stringify(
    tiled,
    (key, value: unknown) => {
      if (key === 'data' && Array.isArray(value)) {
        const lines: string[] = [];
        for (let i = 0; i < value.length; i += width) lines.push(value.slice(i, i + width).join(','));
        rows.push(lines.join(',\n        '));
        return `@@ROWS${rows.length - 1}@@`;
      }
      return value;
    },
    2,
  );
  return `${text.replace(/"@@ROWS(\d+)@@"/g, (_whole, index: string) => `[\n        ${rows[Number(index)] ?? ''}\n      ]`)}\n`;
}
