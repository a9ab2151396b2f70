/**
 * Dutch texts: the rich-text editor (its toolbar, the link question, the
 * textarea's convention) and the editors' image picker (spec sections 4 and 8:
 * every message of the image list in Dutch). Handed to the editor island as
 * props, so its chunk carries only these; hence no functions, but templates
 * with named placeholders (shared/texts/fill.ts).
 */
export const editor = {
  toolbarLabel: 'Opmaak van je tekst',
  /** Each button: its name, and the shortcut shown in its tooltip ('Ctrl' becomes ⌘ on a Mac). */
  buttons: {
    bold: { label: 'Vet', keys: 'Ctrl+B' },
    italic: { label: 'Cursief', keys: 'Ctrl+I' },
    underline: { label: 'Onderstrepen', keys: 'Ctrl+U' },
    bullet: { label: 'Lijst met opsommingstekens', keys: 'Ctrl+Shift+8' },
    ordered: { label: 'Genummerde lijst', keys: 'Ctrl+Shift+7' },
    heading: { label: 'Tussenkop', keys: 'Ctrl+Alt+2' },
    subheading: { label: 'Kleine tussenkop', keys: 'Ctrl+Alt+3' },
    quote: { label: 'Citaat', keys: 'Ctrl+Shift+9' },
    blue: { label: 'Blauwe tekst', keys: 'Ctrl+Shift+L' },
    link: { label: 'Link', keys: 'Ctrl+K' },
    image: { label: 'Afbeelding', keys: 'Ctrl+Shift+I' },
    undo: { label: 'Ongedaan maken', keys: 'Ctrl+Z' },
  },
  toolbarHelp: 'Gebruik de pijltjestoetsen om tussen de knoppen te gaan.',
  link: {
    title: 'Link toevoegen',
    urlLabel: 'Webadres',
    urlHint: 'Bijvoorbeeld https://www.dementie.nl. Laat je dit leeg, dan gebeurt er niets.',
    titleLabel: 'Titel van de link (niet verplicht)',
    titleHint: 'Wat de lezer ziet als de muis op de link staat.',
    textLabel: 'Tekst van de link',
    submit: 'Link toevoegen',
    remove: 'Link weghalen',
    cancel: 'Annuleren',
    unsafe: 'Dit webadres kunnen we niet gebruiken. Begin met https:// of www.',
  },
  convention: 'Zonder opmaakknoppen: een witregel begint een nieuwe alinea, een regel die begint met ‘- ’ wordt een opsomming, **woorden tussen twee sterretjes** worden vet en een webadres wordt een link.',
  editorLabel: '{label}, tekstvak met opmaak',
} as const;

export const picker = {
  title: 'Afbeeldingenbank',
  intro: 'Kies een afbeelding. Klik of druk op Enter om er een te selecteren, en kies dan ‘Gebruik deze afbeelding’ (of dubbelklik).',
  readOnly: 'Je kunt hier een afbeelding kiezen. Uploaden en verwijderen kunnen alleen beheerders en experts.',
  open: 'Kies een afbeelding',
  close: 'Sluit',
  // Spec section 8, "Image list messages".
  states: {
    connectionError: 'Er is geen verbinding. Controleer je internet en probeer het opnieuw.',
    failed: 'De afbeeldingen konden niet worden geladen.',
    unauthorized: 'Je hebt geen toegang tot de afbeeldingen.',
    notLoaded: 'De afbeeldingen zijn nog niet geladen.',
    loading: 'Afbeeldingen laden…',
    empty: 'Er staan nog geen afbeeldingen in de opslag. Begin met het uploaden van een afbeelding!',
    uploading: 'Afbeelding wordt geüpload…',
  },
  count: '{shown} van {total} afbeeldingen',
  loadMore: 'Meer laden',
  retry: 'Probeer opnieuw',
  selected: 'Geselecteerd: {name}',
  confirm: 'Gebruik deze afbeelding',
  reset: 'Selectie wissen',
  nothingSelected: 'Er is nog geen afbeelding geselecteerd.',
  chosen: 'Gekozen afbeelding: {name}',
  urlLabel: 'Of plak het adres van een afbeelding uit de bank',
  urlHint: 'Het adres begint met /blobstorage/pictures/.',
  urlSubmit: 'Gebruik dit adres',
  urlMissing: 'Vul het adres van de afbeelding in.',
  urlForeign: 'Dit adres is geen afbeelding uit de afbeeldingenbank van deze website.',
  custom: 'custom',
  altLabel: 'Beschrijving van de afbeelding',
  altHint: 'Voor wie de afbeelding niet kan zien.',
  upload: {
    open: 'Afbeelding uploaden',
    title: 'Afbeelding uploaden',
    fileLabel: 'Kies een afbeelding',
    fileHint: 'JPEG, PNG of WebP, hoogstens 5 MB.',
    altLabel: 'Wat staat er op de afbeelding?',
    submit: 'Uploaden',
    cancel: 'Annuleren',
    preview: 'Voorbeeld van de gekozen afbeelding',
    done: '‘{name}’ is geüpload.',
    errors: {
      FileMissing: 'Kies een afbeelding om te uploaden.',
      FileTooBig: 'Deze afbeelding is groter dan 5 MB. Kies een kleinere.',
      FileType: 'Dit bestand is geen JPEG-, PNG- of WebP-afbeelding.',
      ResizeFailed: 'De verkleinde versies van de afbeelding konden niet worden gemaakt. Probeer een andere afbeelding.',
      StorageFailed: 'Het opslaan is niet gelukt. Probeer het later opnieuw.',
      NotAllowed: 'Alleen beheerders en experts kunnen afbeeldingen uploaden.',
    },
  },
  remove: {
    button: 'Verwijder ‘{name}’',
    // Spec section 8: 'Are you sure you want to delete '{name}'?'
    confirm: 'Weet je zeker dat je ‘{name}’ wilt verwijderen?',
    yes: 'Ja, verwijder',
    no: 'Nee, bewaar',
    done: '‘{name}’ en alle verkleinde versies zijn verwijderd.',
    failed: 'Het verwijderen is niet gelukt. De afbeelding staat er nog.',
  },
  library: {
    title: 'Afbeeldingenbank',
    intro: 'De afbeeldingen die beheerders en experts in blogs en antwoorden gebruiken. Bij elke upload maakt de website verkleinde versies voor de pagina’s.',
    uploaded: 'Geüpload op {date}',
    size: '{width} × {height} pixels',
    copies: 'Verkleinde versies',
  },
} as const;
