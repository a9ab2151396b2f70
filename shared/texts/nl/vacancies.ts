/** Dutch texts: volunteer and corporate vacancies (overview, vacancy pages, summaries). */
export const vacancies = {
  /** The place of a national vacancy in its summary (spec section 3). */
  nearby: 'In de buurt',
  fromHome: 'Vanuit huis',
} as const;
