/** Dutch texts: the tips mail series (carer tips monthly, training tips every two months; spec section 9). */
import { HELPLINE } from './site';

export interface TipMail {
  subject: string;
  paragraphs: readonly string[];
}

export const tipsMails = {
  greeting: 'Hallo,',
  signature: 'Hartelijke groet,\nDementiezorg Nederland',
  helpline: `Wil je met iemand praten? Bel de ${HELPLINE.label}: ${HELPLINE.number}, ${HELPLINE.hours}.`,
  counter: (n: number, total: number) => `Dit is mail ${n} van ${total}.`,
  last: 'Dit was de laatste mail van deze reeks. We hebben je e-mailadres gewist.',
  unsubscribe: 'Wil je geen tips meer? Meld je met één klik af:',
  unsubscribeButton: 'Afmelden',
  series: {
    mantelzorg: [
      {
        subject: 'Tip 1: kleine pauzes tellen ook',
        paragraphs: [
          'Een hele dag vrij is vaak niet haalbaar. Een kwartier voor jezelf wel: een wandeling om het blok, een kop koffie in de tuin, een paar bladzijden uit een boek.',
          'Plan die pauzes in, net zoals je een afspraak bij de huisarts inplant. Zo schiet het er niet bij in.',
        ],
      },
      {
        subject: 'Tip 2: vraag om hulp, en wees concreet',
        paragraphs: [
          '"Laat maar weten als ik iets kan doen" horen mantelzorgers vaak. Het helpt als jij zegt wat je nodig hebt: boodschappen op donderdag, een middag oppassen, meerijden naar het ziekenhuis.',
          'Maak een lijstje van taken die een ander kan overnemen. Dan heb je het klaar als iemand het vraagt.',
        ],
      },
      {
        subject: 'Tip 3: praat met lotgenoten',
        paragraphs: [
          'In een Alzheimer Café of gespreksgroep ontmoet je mensen die hetzelfde meemaken. Daar hoef je niets uit te leggen.',
          'Op onze website vind je de bijeenkomsten bij jou in de buurt.',
        ],
      },
      {
        subject: 'Tip 4: regel zaken op tijd',
        paragraphs: [
          'Een levenstestament, een machtiging voor de bank, een indicatie voor zorg: het is fijner om dit te regelen zolang je naaste nog kan meebeslissen.',
          'Een casemanager dementie kan je helpen om te zien wat er geregeld moet worden.',
        ],
      },
      {
        subject: 'Tip 5: zorg voor je eigen gezondheid',
        paragraphs: [
          'Slaap je slecht of voel je je vaak somber? Ga dan ook zelf naar de huisarts. Jouw gezondheid telt net zo goed.',
          'Respijtzorg, zoals een logeeropvang of dagbesteding, geeft je tijd om op adem te komen.',
        ],
      },
      {
        subject: 'Tip 6: kijk terug, en vooruit',
        paragraphs: [
          'Een half jaar geleden deed je de mantelzorgtest. Hoe gaat het nu? Doe de test gerust nog eens, om te zien of er iets veranderd is.',
          'Wat heeft je het afgelopen half jaar geholpen? Houd dat vast. En wat kan anders? Bespreek het met iemand die je vertrouwt.',
        ],
      },
    ],
    training: [
      {
        subject: 'Tip 1: de GOED-methode in het kort',
        paragraphs: [
          'Geruststellen, Oogcontact maken, Even meedenken, Dankjewel. Hang de vier woorden op een plek waar je ze ziet tijdens je werk, bijvoorbeeld bij de kassa of de balie.',
        ],
      },
      {
        subject: 'Tip 2: rust is besmettelijk',
        paragraphs: [
          'Als iemand met dementie onrustig wordt, neemt hij vaak jouw stemming over. Praat langzaam, adem rustig en ga niet in discussie.',
          'Zo help je niet alleen de ander, maar ook jezelf.',
        ],
      },
      {
        subject: 'Tip 3: vertel het je collega\'s',
        paragraphs: [
          'Wat jij in de training leerde, helpt je collega\'s ook. Vertel erover in het werkoverleg of stuur de link van de training door.',
          'Hoe meer mensen weten wat ze kunnen doen, hoe dementievriendelijker je werkplek wordt.',
        ],
      },
      {
        subject: 'Tip 4: maak je werkplek overzichtelijk',
        paragraphs: [
          'Duidelijke borden, een rustig hoekje en een bankje om even te zitten maken een groot verschil voor mensen met dementie.',
          'Kijk eens met een frisse blik rond: wat zou verwarrend kunnen zijn?',
        ],
      },
      {
        subject: 'Tip 5: weet wie je kunt bellen',
        paragraphs: [
          `Zet de nummers klaar die je nodig kunt hebben: 112 bij direct gevaar, 0900-8844 voor de politie zonder spoed, en de Dementietelefoon (${HELPLINE.number}) voor vragen.`,
        ],
      },
      {
        subject: 'Tip 6: blijf oefenen',
        paragraphs: [
          'Een jaar geleden haalde je je certificaat. Doe de training gerust nog eens, of kies een training voor een ander beroep of voor in je buurt.',
          'Dank je wel dat je je inzet voor mensen met dementie.',
        ],
      },
    ],
  } satisfies Record<string, readonly TipMail[]>,
  certificate: {
    subject: 'Je certificaat: {training}',
    paragraphs: [
      'Gefeliciteerd! Je hebt de training {training} gehaald.',
      'Je certificaat zit als afbeelding bij deze mail. Je kunt het ook bekijken, downloaden en delen via deze link:',
    ],
    button: 'Bekijk je certificaat',
    download: 'Direct downloaden (jpg):',
  },
} as const;
