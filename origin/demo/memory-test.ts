/**
 * The two memory tests as the origin serves them (`GET
 * /api/drupal/api/memory-test/{kind}`). Written for this project in plain
 * Dutch: the test for oneself follows the well-known warning signs of dementia
 * (memory, planning, familiar tasks, time and place, seeing, words, misplacing
 * things, judgement, withdrawing, mood); the test for another person compares
 * everyday abilities now with ten years ago.
 */
import type { MemoryTest } from '../../shared/contract/memory-test';
import { paragraphs, question as q, rich } from './helpers';

const AGE_OPTIONS: MemoryTest['age_question']['options'] = [
  { value: 'under64', label: 'Jonger dan 64 jaar' },
  { value: '64to74', label: '64 tot en met 74 jaar' },
  { value: '75plus', label: '75 jaar of ouder' },
  { value: 'notSay', label: 'Dat zeg ik liever niet' },
];

export const selfTest: MemoryTest = {
  kind: 'forMyself',
  title: 'Geheugentest voor jezelf',
  teaser: 'Je maakt je zorgen over je eigen geheugen of merkt dat je dingen anders doet dan vroeger.',
  duration: 'ongeveer 5 minuten',
  intro: rich(
    paragraphs(
      'Met deze test breng je in kaart hoe vaak je last hebt van vergeetachtigheid en andere veranderingen die bij dementie kunnen horen. De test is anoniem: we bewaren je antwoorden niet.',
      'Denk bij elke vraag aan de <strong>afgelopen zes maanden</strong> en vergelijk jezelf met hoe je vroeger was. Er zijn geen goede of foute antwoorden. Kies wat het beste bij je past.',
      'De test is geen diagnose. Maak je je zorgen? Bespreek ze dan altijd met je huisarts.',
    ),
  ),
  question_prompt: 'Hoe vaak merk je dit bij jezelf?',
  answer_options: [
    { value: 'option1', label: 'Nooit' },
    { value: 'option2', label: 'Zelden' },
    { value: 'option3', label: 'Soms' },
    { value: 'option4', label: 'Vaak' },
    { value: 'option5', label: 'Heel vaak' },
  ],
  age_question: { legend: 'Hoe oud ben je?', options: AGE_OPTIONS },
  steps: [
    {
      questions: [
        q('v1', 'Ik vergeet afspraken of dingen die ik van plan was.'),
        q('v2', 'Ik vergeet wat iemand me kort geleden heeft verteld.'),
        q('v3', 'Anderen zeggen dat ik iets al eerder heb gevraagd of verteld.'),
        q('v4', 'Ik heb briefjes of herinneringen nodig voor dingen die ik vroeger gewoon onthield.'),
        q('v5', 'Ik raak spullen kwijt en vind ze terug op een vreemde plek.', 'Bijvoorbeeld je sleutels in de koelkast.'),
        q('v6', 'Ik weet niet meer of ik iets al gedaan heb.', 'Bijvoorbeeld je medicijnen innemen of de deur op slot doen.'),
        q('v7', 'Ik weet niet goed meer wat er de afgelopen dagen is gebeurd.'),
        q('v8', 'Ik kom niet op de naam van iemand die ik goed ken.'),
        q('v9', 'Het lukt me slecht om iets nieuws te leren.', 'Bijvoorbeeld hoe een nieuwe telefoon of afstandsbediening werkt.'),
      ],
    },
    {
      questions: [
        q('v10', 'Het kost me moeite om iets te plannen of te regelen.', 'Bijvoorbeeld een verjaardag, een reis of de boodschappen voor de week.'),
        q('v11', 'Ik heb moeite met geldzaken, zoals rekeningen betalen of wisselgeld tellen.'),
        q('v12', 'Dingen die ik altijd goed kon, gaan minder goed.', 'Bijvoorbeeld koken, een spelletje spelen of de wasmachine aanzetten.'),
        q('v13', 'Ik raak de draad kwijt als ik met iets bezig ben.'),
        q('v14', 'Ik weet niet zeker welke dag of datum het is.'),
        q('v15', 'Ik raak de weg kwijt op een plek die ik goed ken.'),
        q('v16', 'Ik heb moeite met afstanden inschatten.', 'Bijvoorbeeld bij het parkeren, traplopen of iets pakken.'),
        q('v17', 'Ik weet even niet waar ik ben of hoe ik ergens gekomen ben.'),
      ],
    },
    {
      questions: [
        q('v18', 'Ik kan niet op het goede woord komen of ik gebruik een verkeerd woord.'),
        q('v19', 'Ik kan een gesprek of een tv-programma moeilijk volgen.'),
        q('v20', 'Ik vind het moeilijk om beslissingen te nemen.'),
        q('v21', 'Anderen vinden dat ik onverstandige keuzes maak.', 'Bijvoorbeeld met geld of in het verkeer.'),
        q('v22', 'Ik let minder op mijn verzorging of kleding dan vroeger.'),
        q('v23', "Ik heb minder zin in mijn hobby's, werk of afspraken met anderen."),
        q('v24', 'Ik ben sneller somber, angstig, achterdochtig of boos dan vroeger.'),
        q('v25', 'Mensen om me heen maken zich zorgen over mijn geheugen of zeggen dat ik veranderd ben.'),
      ],
    },
  ],
  meta_title: 'Geheugentest voor jezelf',
  meta_description:
    'Maak je je zorgen over je geheugen? Doe de anonieme geheugentest in ongeveer 5 minuten en ontdek of het verstandig is om naar de huisarts te gaan.',
};

export const otherTest: MemoryTest = {
  kind: 'forOthers',
  title: 'Geheugentest voor een ander',
  teaser: 'Je maakt je zorgen over het geheugen van je partner, een ouder, familielid of vriend.',
  duration: 'ongeveer 5 minuten',
  intro: rich(
    paragraphs(
      'Met deze test sta je stil bij veranderingen die je ziet bij iemand om wie je je zorgen maakt. Je vult de test in over de ander, niet over jezelf. De test is anoniem: we bewaren je antwoorden niet.',
      'Vergelijk bij elke vraag hoe het <strong>nu</strong> gaat met hoe het <strong>tien jaar geleden</strong> ging. Deed de ander iets nooit, denk dan aan hoe het zou gaan als hij of zij het nu zou moeten doen.',
      'De test is geen diagnose. Praat over je zorgen, met de ander en met de huisarts.',
    ),
  ),
  question_prompt: 'Hoe gaat dit nu, vergeleken met tien jaar geleden?',
  answer_options: [
    { value: 'option1', label: 'Veel beter' },
    { value: 'option2', label: 'Iets beter' },
    { value: 'option3', label: 'Niet veranderd' },
    { value: 'option4', label: 'Iets slechter' },
    { value: 'option5', label: 'Veel slechter' },
  ],
  age_question: { legend: 'Hoe oud is de persoon om wie je je zorgen maakt?', options: AGE_OPTIONS },
  steps: [
    {
      questions: [
        q('a1', 'Onthouden wat er kort geleden in de familie of bij vrienden is gebeurd.'),
        q('a2', 'Onthouden wat er een paar dagen geleden is besproken.'),
        q('a3', 'Weten welke dag en welke maand het is.'),
        q('a4', 'Onthouden waar spullen horen te liggen.'),
        q('a5', 'Spullen terugvinden die ergens anders zijn neergelegd.'),
        q('a6', 'Apparaten in huis gebruiken.', 'Bijvoorbeeld de wasmachine, de magnetron of de afstandsbediening.'),
        q('a7', 'Iets nieuws leren.', 'Bijvoorbeeld een nieuw apparaat of een nieuwe route.'),
        q('a8', 'Een verhaal volgen in een boek, de krant of op tv.'),
      ],
    },
    {
      questions: [
        q('a9', 'Zelf beslissingen nemen over alledaagse dingen.'),
        q('a10', 'Afrekenen in een winkel en het wisselgeld controleren.'),
        q('a11', 'Geldzaken regelen.', 'Bijvoorbeeld rekeningen betalen of bankzaken doen.'),
        q('a12', 'Dagelijkse dingen uitrekenen of inschatten.', 'Bijvoorbeeld hoeveel eten er nodig is of hoe laat je moet vertrekken.'),
        q('a13', 'Begrijpen wat er om hem of haar heen gebeurt en daar goed op reageren.'),
        q('a14', 'Afspraken en verjaardagen onthouden.'),
        q('a15', 'Iets zelf regelen of in gang zetten.', 'Bijvoorbeeld een afspraak maken, een uitje plannen of een klus aanpakken.'),
        q('a16', 'Een gesprek volgen met meer mensen tegelijk.'),
      ],
    },
  ],
  meta_title: 'Geheugentest voor een ander',
  meta_description:
    'Maak je je zorgen over het geheugen van iemand in je omgeving? Doe de anonieme geheugentest voor een ander in ongeveer 5 minuten.',
};

export const MEMORY_TESTS: readonly MemoryTest[] = [selfTest, otherTest];
