/** Dutch texts: Development-only pages (the block gallery). */
export const gallery = {
  title: 'Blokkengalerij',
  intro: 'Elk voorbeeld van elk bloktype, zoals de website het toont. Alleen zichtbaar in de ontwikkelomgeving.',
  notBuilt: 'Dit bloktype wordt elders gebouwd.',
  example: (kind: string, name: string) => `${kind}: ${name}`,
} as const;
