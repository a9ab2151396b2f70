const MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];

/** The calendar date in the Netherlands (Europe/Amsterdam), as YYYY-MM-DD. */
export function dutchDateIso(iso: string): string | null {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return null;
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(time));
  return /^\d{4}-\d{2}-\d{2}$/.test(parts) ? parts : null;
}

/** 'YYYY-MM-DD' as a card date: day, month name, year ('27 oktober 2026'). */
export function cardDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
}
