/**
 * The demo trainings (two general, fourteen for a profession or role: spec
 * section 9), the landing page's texts with the GOED method, and the carer
 * self-test, as the origin's training endpoints serve them (docs/training.md).
 */
import { CARER_TEST } from './carer-test';
import { paragraphs, rich } from './helpers';
import { goedQuestion, MATCH_QUESTIONS, scene, SIGNALS_LESSON } from './training-common';
import { SPECS_A, type TrainingSpec } from './training-scenes-a';
import { SPECS_B } from './training-scenes-b';


function training(spec: TrainingSpec, index: number): Record<string, unknown> {
  const [first, second, third] = spec.scenes;
  const match = MATCH_QUESTIONS[index % MATCH_QUESTIONS.length]!;
  return {
    id: 7001 + index,
    slug: spec.slug,
    title: spec.title,
    audience: spec.audience,
    role: spec.role,
    teaser: spec.teaser,
    duration: 'ongeveer 15 minuten',
    intro: rich(
      paragraphs(
        spec.teaser,
        'Je beantwoordt vijf korte vragen over situaties die je zomaar kunt tegenkomen. Na elk antwoord lees je wat goed was en waarom. Tussendoor leer je de signalen van dementie herkennen. Haal je genoeg punten, dan krijg je een certificaat.',
      ),
    ),
    pass_percentage: 80,
    steps: [
      first,
      SIGNALS_LESSON,
      second,
      scene('wat-zie-je', 'Wat zie je, en wat zit erachter?', ['Gedrag dat je niet verwacht, heeft vaak een reden die je niet meteen ziet.'], match),
      scene('goed-methode', 'De GOED-methode', [spec.goedLead, 'Met de GOED-methode weet je in vier stappen wat je kunt doen.'], goedQuestion('Wat doe je, en in welke volgorde?')),
      third,
    ],
    meta_description: `${spec.title}: gratis online training van ongeveer 15 minuten, met certificaat. ${spec.teaser}`,
  };
}

const INDEX = {
  id: 7000,
  title: 'Training omgaan met veranderend gedrag',
  intro: rich(
    paragraphs(
      'Iemand met dementie reageert soms anders dan je verwacht: in de winkel, in de bus of aan de balie. Met deze gratis online training leer je in een kwartier hoe je rustig en vriendelijk helpt. Je hebt geen account nodig.',
      'Kies de training die past bij je werk of je rol. Er zijn twee algemene trainingen en veertien trainingen voor een beroep of rol.',
    ),
  ),
  goed: [
    { letter: 'G', word: 'Geruststellen', text: 'Zeg rustig dat je er bent en wilt helpen.' },
    { letter: 'O', word: 'Oogcontact maken', text: 'Ga op ooghoogte staan en kijk de persoon vriendelijk aan.' },
    { letter: 'E', word: 'Even meedenken', text: 'Vraag wat iemand wil en zoek samen een oplossing.' },
    { letter: 'D', word: 'Dankjewel', text: 'Sluit vriendelijk af, zodat de persoon zich gezien voelt.' },
  ],
  certificate_text:
    'Heb je minstens 80 procent van de punten, dan vul je je naam in en krijg je een certificaat als afbeelding. Je kunt het downloaden, het wordt naar je gemaild en je kunt het delen. Wil je daarna nog tips, dan sturen we je die om de twee maanden.',
  meta_description: 'Gratis online training: leer in een kwartier hoe je iemand met dementie rustig helpt, met de GOED-methode. Met certificaat, zonder account.',
};

export function buildTrainingContent(): {
  trainings: { slug: string; weight: number; payload: Record<string, unknown> }[];
  trainingDocuments: { key: string; payload: Record<string, unknown> }[];
} {
  const specs = [...SPECS_A, ...SPECS_B];
  return {
    trainings: specs.map((spec, i) => ({ slug: spec.slug, weight: i, payload: training(spec, i) })),
    trainingDocuments: [
      { key: 'index', payload: INDEX },
      { key: 'carer-test', payload: CARER_TEST },
    ],
  };
}
