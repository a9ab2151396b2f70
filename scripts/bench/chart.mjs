// The throughput table as an SVG bar chart (docs/performance-throughput.svg):
// one group per route, one bar per cache state, length = requests per second.

const COLORS = ['#1b6e3a', '#1f5fa8', '#a65b00', '#6b4c9a'];
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * @param {{ title: string, subtitle: string, states: { name: string, label: string }[],
 *   rows: { route: string, values: (null | { missing: string } | { rps: number, ratio: number | null })[] }[] }} data
 */
export function throughputSvg({ title, subtitle, states, rows }) {
  const width = 860;
  const labelW = 150;
  const barMax = 500;
  const barH = 16;
  const gap = 4;
  const groupGap = 18;
  const top = 78;
  const max = Math.max(1, ...rows.flatMap((r) => r.values.map((v) => v?.rps ?? 0)));
  const groupH = states.length * (barH + gap) - gap;
  const height = top + rows.length * (groupH + groupGap) + 10;
  const out = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="t d" font-family="system-ui, sans-serif" font-size="13">`,
    `<title id="t">${esc(title)}</title>`,
    `<desc id="d">${esc(subtitle)}</desc>`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="12" y="22" font-size="16" font-weight="bold" fill="#1a1a1a">${esc(title)}</text>`,
    `<text x="12" y="42" fill="#444">${esc(subtitle)}</text>`,
  );
  states.forEach((state, i) => {
    const x = 12 + i * 200;
    out.push(
      `<rect x="${x}" y="52" width="12" height="12" fill="${COLORS[i % COLORS.length]}"/>`,
      `<text x="${x + 18}" y="63" fill="#1a1a1a">${esc(state.label)}</text>`,
    );
  });
  rows.forEach((row, r) => {
    const y0 = top + r * (groupH + groupGap);
    out.push(`<text x="12" y="${y0 + groupH / 2 + 4}" font-weight="bold" fill="#1a1a1a">${esc(row.route)}</text>`);
    row.values.forEach((value, i) => {
      const y = y0 + i * (barH + gap);
      if (!value || value.rps === undefined) {
        out.push(`<text x="${labelW}" y="${y + barH - 4}" fill="#666" font-style="italic">${esc(value?.missing ?? 'not measured')}</text>`);
        return;
      }
      const w = Math.max(1, Math.round((value.rps / max) * barMax));
      const ratio = value.ratio === null || value.ratio === undefined ? '' : ` (${value.ratio.toFixed(2)}× ceiling)`;
      out.push(
        `<rect x="${labelW}" y="${y}" width="${w}" height="${barH}" fill="${COLORS[i % COLORS.length]}"/>`,
        `<text x="${labelW + w + 6}" y="${y + barH - 4}" fill="#1a1a1a">${esc(Math.round(value.rps).toLocaleString('en-US'))} req/s${esc(ratio)}</text>`,
      );
    });
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}
