/** Dutch texts: Development-only pages (the block gallery). */
export const gallery = {
  title: 'Blokkengalerij',
  intro: 'Elk voorbeeld van elk bloktype, zoals de website het toont. Alleen zichtbaar in de ontwikkelomgeving.',
  notBuilt: 'Dit bloktype wordt elders gebouwd.',
  example: (kind: string, name: string) => `${kind}: ${name}`,
} as const;

/** Dutch texts: the form kit's gallery (/_formulieren, development only). */
export const formGallery = {
  title: 'Formulieronderdelen',
  intro: 'Elk onderdeel van de formulierenkit met zijn voorbeelden, ook met fouten. Alleen zichtbaar in de ontwikkelomgeving.',
  parts: {
    errorSummary: 'Foutenoverzicht',
    textField: 'Tekstveld',
    textArea: 'Tekstvak',
    radioFieldset: 'Keuzerondjes',
    checkboxes: 'Selectievakjes',
    fileUpload: 'Bestand uploaden',
    submitButton: 'Verzendknop',
    postForm: 'Formulier',
  },
} as const;
