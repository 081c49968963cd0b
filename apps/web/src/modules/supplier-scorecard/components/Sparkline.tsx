/** A criterion's trend as a small line (0-100 from bottom to top); gaps where a month was not measured. */
export function Sparkline({ values, label, width = 120, height = 28 }: { values: readonly (number | null)[]; label: string; width?: number; height?: number }) {
  const n = values.length;
  const x = (i: number) => (n <= 1 ? width / 2 : (i * (width - 4)) / (n - 1) + 2);
  const y = (v: number) => height - 2 - (v / 100) * (height - 4);
  const segments: string[] = [];
  let current: string[] = [];
  values.forEach((v, i) => {
    if (v === null) {
      if (current.length) segments.push(current.join(' '));
      current = [];
    } else current.push(`${x(i).toFixed(1)},${y(v).toFixed(1)}`);
  });
  if (current.length) segments.push(current.join(' '));
  return (
    <svg width={width} height={height} role="img" aria-label={label} style={{ display: 'block' }}>
      <line x1={0} x2={width} y1={y(60)} y2={y(60)} stroke="#f0f0f0" />
      {segments.map((points, i) =>
        points.includes(' ') ? <polyline key={i} points={points} fill="none" stroke="#1677ff" strokeWidth={1.5} /> : <circle key={i} cx={points.split(',')[0]} cy={points.split(',')[1]} r={2} fill="#1677ff" />,
      )}
    </svg>
  );
}
