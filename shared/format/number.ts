/** Whole numbers as the site writes them: '1.240', with a Dutch thousands separator. */
export function dutchNumber(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
