/**
 * Regional news, written as templates about what happens in one region: its
 * Alzheimer Cafés, walking groups, information markets, the collecte, its
 * volunteers and the towns it serves. Places are the region's real
 * municipalities; people, venues and numbers are fictional.
 */
import { link, paragraphs } from './helpers';
import { joinDutch } from './regions';
import { type RegionalTemplate, VENUES, WEEKDAYS, dutchNumber, helplineLine, monthName, person, season } from './news-kit';

const LECTURES = ['slapen en onrust', 'omgaan met veranderend gedrag', 'wonen en zorg in de buurt', 'dementie op jonge leeftijd', 'regelzaken en geld', 'bewegen en gezond blijven'];

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const REGIONAL_TEMPLATES: readonly RegionalTemplate[] = [
  {
    months: [8, 9],
    write(rng, at, region) {
      const town = rng.pick(region.towns);
      const venue = rng.pick(VENUES);
      return {
        title: `Alzheimer Café ${town} start nieuw seizoen`,
        intro: `Na de zomer gaat het Alzheimer Café in ${town} weer van start. Elke ${rng.pick(['eerste', 'tweede', 'derde'])} ${rng.pick(WEEKDAYS.slice(0, 4))} van de maand ben je welkom in ${venue}.`,
        key: `seizoen-${town}-${at.year}`,
        category: 'Alzheimer Cafés',
        image: 'cafe',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Wat staat er op het programma?',
            html: paragraphs(
              `De eerste avond gaat over ${rng.pick(LECTURES)}. Later in het seizoen komen onder meer een casemanager, een notaris en een ergotherapeut vertellen over hun werk.`,
              'De inloop is vanaf 19.00 uur, het programma begint om 19.30 uur. Toegang en koffie zijn gratis, aanmelden is niet nodig.',
            ),
          },
        ],
      };
    },
  },
  {
    write(rng, at, region) {
      const town = rng.pick(region.towns);
      const venue = rng.pick(VENUES);
      return {
        title: `Alzheimer Café ${town} verhuist naar ${venue}`,
        intro: `Vanaf ${monthName(at)} komt het Alzheimer Café in ${town} samen in ${venue}. Daar is meer ruimte en de plek is goed bereikbaar met de bus.`,
        category: 'Alzheimer Cafés',
        image: 'cafe',
        blocks: [
          {
            kind: 'html',
            html: paragraphs(
              `"De oude zaal werd echt te klein", vertelt ${person(rng, 45, 75).name}, gastvrouw van het eerste uur. "We hebben nu ook een rustige hoek voor wie even niet in de drukte wil zitten."`,
              'Het vaste tijdstip blijft hetzelfde. Er is voldoende parkeerruimte en de ingang is zonder drempels.',
            ),
          },
        ],
      };
    },
  },
  {
    months: [3, 4, 5, 6, 7, 8, 9, 10],
    write(rng, at, region) {
      const town = rng.pick(region.towns);
      return {
        title: `Wandelgroep in ${town} zoekt nieuwe deelnemers`,
        intro: `Elke ${rng.pick(WEEKDAYS)}ochtend wandelt een groep mensen met en zonder dementie een rondje van ongeveer een uur door ${town}. Nieuwe wandelaars zijn van harte welkom.`,
        category: 'Activiteiten',
        image: 'wandeling',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Samen buiten',
            html: paragraphs(
              `De groep start om 10.00 uur bij ${rng.pick(VENUES)} en sluit af met koffie. Vrijwilligers lopen mee en letten erop dat niemand achterblijft.`,
              `"Mijn vrouw kijkt er de hele week naar uit", zegt een van de deelnemers. Partners en mantelzorgers mogen natuurlijk mee.`,
            ),
          },
        ],
      };
    },
  },
  {
    write(rng, at, region) {
      const town = rng.pick(region.towns);
      const stands = rng.int(12, 30);
      return {
        title: `Informatiemarkt over dementie in ${town}`,
        intro: `Op ${rng.pick(WEEKDAYS)} ${rng.int(2, 27)} ${monthName(at)} vond in ${town} een informatiemarkt over dementie plaats, met ${stands} kramen van zorg, welzijn en vrijwilligers.`,
        category: 'Evenementen',
        image: 'koffie',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Alles op één plek',
            html: paragraphs(
              `Bezoekers konden terecht met vragen over thuiszorg, dagbesteding, wonen en geld. Ook de gemeente ${town} en de huisartsen uit de buurt waren er.`,
              `Ruim ${rng.int(2, 6) * 100} mensen kwamen langs. "We horen dat mensen vaak niet weten welke hulp er is", zegt de organisatie van regio ${region.name}. "Vandaag gingen veel bezoekers met een tas vol informatie naar huis."`,
            ),
          },
        ],
      };
    },
  },
  {
    months: [11, 12],
    write(rng, at, region) {
      const collectors = rng.int(180, 900);
      const euros = rng.int(80, 450) * 100;
      return {
        title: `Collecte in regio ${region.name} brengt ${dutchNumber(euros)} euro op`,
        intro: `${dutchNumber(collectors)} collectanten in regio ${region.name} gingen in de collecteweek langs de deuren. Samen haalden ze ${dutchNumber(euros)} euro op.`,
        key: `collecte-${region.name}-${at.year}`,
        category: 'Collecte',
        image: 'vrijwilliger',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Dank aan alle collectanten',
            html: paragraphs(
              `In ${joinDutch([...region.towns])} waren collectanten op pad, in weer en wind. Een deel gebruikte de QR-code op de collectebus, zodat mensen zonder contant geld ook konden geven.`,
              `Ook volgend jaar zijn collectanten welkom. Meld je aan via ${link('/collecte', 'de collecte')}.`,
            ),
          },
        ],
      };
    },
  },
  {
    months: [8, 9, 10],
    write(rng, at, region) {
      const town = rng.pick(region.towns);
      return {
        title: `Collectanten gezocht in ${town}`,
        intro: `In november is het collecteweek. In ${town} zijn nog ${rng.int(8, 40)} straten zonder collectant. Help jij mee?`,
        category: 'Collecte',
        image: 'vrijwilliger',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Twee uur is genoeg',
            html: paragraphs(
              'Je collecteert in je eigen straat, op een moment dat het jou uitkomt. Je krijgt alles wat je nodig hebt van de organisator in je buurt.',
              `Aanmelden kan via ${link('/collecte', 'de collecte')}.`,
            ),
          },
        ],
      };
    },
  },
  {
    write(rng, at, region) {
      const town = rng.pick(region.towns);
      return {
        title: `${town} wil dementievriendelijke gemeente worden`,
        intro: `De gemeente ${town} en regio ${region.name} werken samen aan een dementievriendelijke gemeente. Winkels, de bibliotheek en het gemeentehuis doen mee.`,
        category: 'Zorg en beleid',
        image: 'handen',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Wat houdt dat in?',
            html: paragraphs(
              `Medewerkers volgen een korte training over dementie. Ze leren signalen herkennen en rustig reageren als iemand de weg kwijt is of niet meer weet hoe betalen werkt.`,
              `${capital(season(at))} volgden al ${rng.int(40, 200)} medewerkers de training. Wil je als organisatie meedoen? Neem contact op met de regio.`,
            ),
          },
        ],
      };
    },
  },
  {
    write(rng, at, region) {
      const town = rng.pick(region.towns);
      return {
        title: `Nieuwe gespreksgroep voor mantelzorgers in ${town}`,
        intro: `In ${town} start een gespreksgroep voor mantelzorgers van mensen met dementie. De groep komt ${rng.pick(['zes', 'acht'])} keer samen, elke twee weken.`,
        category: 'Activiteiten',
        image: 'koffie',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Even tijd voor jezelf',
            html: paragraphs(
              'In een kleine groep praat je met anderen die hetzelfde meemaken. Een ervaren begeleider leidt de gesprekken. Onderwerpen zijn onder meer grenzen stellen, schuldgevoel en hulp vragen.',
              `De bijeenkomsten zijn op ${rng.pick(WEEKDAYS.slice(0, 5))}middag in ${rng.pick(VENUES)}. Deelname is gratis. ${helplineLine(rng)}`,
            ),
          },
        ],
      };
    },
  },
  {
    write(rng, at, region) {
      const n = rng.int(12, 40);
      return {
        title: `${n} nieuwe vrijwilligers in regio ${region.name}`,
        intro: `${capital(season(at))} begonnen ${n} nieuwe vrijwilligers in regio ${region.name}. Ze volgden eerst de training 'Omgaan met dementie'.`,
        category: 'Vrijwilligers',
        image: 'vrijwilliger',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Welkom',
            html: paragraphs(
              `De nieuwe vrijwilligers gaan aan de slag in de Alzheimer Cafés, als maatje of bij voorlichting in ${rng.pick(region.towns)}. "Ik wilde iets doen voor mensen in mijn eigen buurt", vertelt een van hen.`,
              `Wil je ook vrijwilliger worden? ${link('/contact', 'Neem contact op')} of vraag de regio wat er mogelijk is.`,
            ),
          },
        ],
      };
    },
  },
  {
    write(rng, at, region) {
      const town = rng.pick(region.towns);
      return {
        title: `Koor voor mensen met en zonder dementie in ${town}`,
        intro: `Zingen verbindt. In ${town} zingt sinds kort een koor voor mensen met dementie en hun naasten. Nieuwe zangers zijn welkom, ervaring is niet nodig.`,
        category: 'Activiteiten',
        image: 'koffie',
        blocks: [
          {
            kind: 'html',
            html:
              paragraphs(
                `Het koor repeteert elke ${rng.pick(WEEKDAYS)} in ${rng.pick(VENUES)}. Er worden vooral bekende liedjes gezongen: van Nederlandstalige klassiekers tot liedjes van vroeger.`,
                `"Mijn man vergeet veel, maar de teksten kent hij nog allemaal", vertelt ${person(rng).name}.`,
              ) + '<blockquote><p>"Als we zingen, zijn we gewoon samen."</p></blockquote>',
          },
        ],
      };
    },
  },
  {
    write(rng, at, region) {
      const town = rng.pick(region.towns);
      return {
        title: `Theatervoorstelling over dementie in ${town}`,
        intro: `In ${town} speelde een theatergroep de voorstelling '${rng.pick(['Waar was ik?', 'Het geheugen van de kamer', 'Zij is er nog', 'Vergeet me niet'])}'. Na afloop praatte het publiek na over dementie.`,
        category: 'Evenementen',
        image: 'cafe',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Herkenning en een lach',
            html: paragraphs(
              `De voorstelling volgt een echtpaar na de diagnose dementie. ${rng.int(80, 300)} bezoekers zagen de voorstelling. Veel van hen herkenden hun eigen situatie.`,
              `Regio ${region.name} organiseerde het nagesprek samen met de bibliotheek van ${town}.`,
            ),
          },
        ],
      };
    },
  },
  {
    write(rng, at, region) {
      return {
        title: `Regio ${region.name} zoekt gastvrouwen en gastheren`,
        intro: `Voor de Alzheimer Cafés in ${region.towns.slice(0, 2).join(' en ')} zoekt regio ${region.name} gastvrouwen en gastheren. Heb je één avond per maand tijd?`,
        category: 'Vrijwilligers',
        image: 'vrijwilliger',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Wat je doet',
            html: paragraphs(
              'Je ontvangt de bezoekers, schenkt koffie en thee en zorgt dat iedereen zich welkom voelt. Je hoeft geen kennis van dementie te hebben: die krijg je van ons.',
              'Interesse? Neem contact op met de regio. We maken graag kennis.',
            ),
          },
        ],
      };
    },
  },
  {
    write(rng, at, region) {
      const town = rng.pick(region.towns);
      const topic = rng.pick(LECTURES);
      return {
        title: `Lezing over ${topic} in ${town}`,
        intro: `Op ${rng.pick(WEEKDAYS)}avond ${rng.int(2, 27)} ${monthName(at)} vertelde een specialist ouderengeneeskunde in ${town} over ${topic}. De zaal zat vol.`,
        category: 'Evenementen',
        image: 'onderzoek',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Veel vragen uit de zaal',
            html: paragraphs(
              `Na de lezing was er ruim tijd voor vragen. Die gingen vooral over de dagelijkse praktijk: wat doe je als iemand ${rng.pick(['\'s nachts gaat dwalen', 'niet wil eten', 'boos wordt', 'steeds hetzelfde vraagt'])}?`,
              `Regio ${region.name} organiseert ${season(at)} meer lezingen. ${helplineLine(rng)}`,
            ),
          },
        ],
      };
    },
  },
  {
    write(rng, at, region) {
      const town = rng.pick(region.towns);
      return {
        title: `Odensehuis in ${town} opent de deuren`,
        intro: `In ${town} is een Odensehuis geopend: een ontmoetingsplek waar mensen met beginnende dementie zelf bepalen wat ze doen. Een indicatie is niet nodig.`,
        category: 'Activiteiten',
        image: 'tuin',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Zelf bepalen',
            html: paragraphs(
              `Het Odensehuis is ${rng.int(3, 5)} dagen per week open. Bezoekers koken samen, werken in de tuin, maken muziek of lezen de krant. Vrijwilligers helpen waar nodig.`,
              `"Hier ben ik niet mijn diagnose", zegt een van de eerste bezoekers. Lees meer over ${link('/onze-ondersteuning/ontmoetingsplekken', 'ontmoetingsplekken')}.`,
            ),
          },
        ],
      };
    },
  },
  {
    write(rng, at, region) {
      const town = rng.pick(region.towns);
      return {
        title: `Danssalon voor mensen met dementie in ${town}`,
        intro: `${capital(season(at))} organiseert regio ${region.name} elke maand een danssalon in ${town}. Met live muziek, koffie en gebak.`,
        category: 'Activiteiten',
        image: 'handen',
        blocks: [
          {
            kind: 'html',
            html: paragraphs(
              'Op de dansvloer maakt het niet uit wat je nog weet. Muziek en beweging roepen herinneringen en plezier op, voor mensen met dementie en voor hun partners.',
              `De danssalon is op ${rng.pick(WEEKDAYS)}middag van 14.00 tot 16.00 uur. De toegang is gratis.`,
            ),
          },
        ],
      };
    },
  },
  {
    write(rng, at, region) {
      const town = rng.pick(region.towns);
      return {
        title: `Inloopspreekuur over dementie in ${town}`,
        intro: `Heb je vragen over dementie? Loop dan binnen bij het nieuwe spreekuur in ${town}, elke ${rng.pick(['eerste', 'laatste'])} ${rng.pick(WEEKDAYS.slice(0, 5))} van de maand.`,
        category: 'Activiteiten',
        image: 'telefoon',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Zonder afspraak',
            html: paragraphs(
              `Een vrijwilliger van regio ${region.name} en een casemanager staan klaar om je vragen te beantwoorden. Je hoeft geen afspraak te maken.`,
              `Het spreekuur is in ${rng.pick(VENUES)}, van 10.00 tot 12.00 uur. ${helplineLine(rng)}`,
            ),
          },
        ],
      };
    },
  },
  {
    months: [4, 5, 6, 7, 8, 9],
    write(rng, at, region) {
      const town = rng.pick(region.towns);
      return {
        title: `Samen fietsen op de duofiets in ${town}`,
        intro: `Met de duofiets kunnen mensen met dementie weer naar buiten, samen met een vrijwilliger. In ${town} is ${season(at)} een tweede duofiets bijgekomen.`,
        category: 'Activiteiten',
        image: 'fietsen',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Wind door je haren',
            html: paragraphs(
              `Op de duofiets zit je naast elkaar. De vrijwilliger stuurt, jij trapt mee zo veel als je wilt. Er zijn routes langs ${rng.pick(['de rivier', 'de polder', 'het bos', 'de dijk'])} van een tot twee uur.`,
              `Vorig seizoen maakten ${rng.int(30, 90)} mensen een of meer ritten. Vrijwilligers die willen fietsen, zijn van harte welkom.`,
            ),
          },
        ],
      };
    },
  },
  {
    months: [9],
    write(rng, at, region) {
      const town = rng.pick(region.towns);
      return {
        title: `Wandeltocht op Wereld Alzheimer Dag in ${town}`,
        intro: `Rond Wereld Alzheimer Dag liepen in ${town} ${rng.int(80, 400)} mensen mee met de wandeltocht van regio ${region.name}.`,
        key: `wad-${region.name}-${at.year}`,
        category: 'Evenementen',
        image: 'wandeling',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Met en zonder dementie',
            html: paragraphs(
              `Er waren routes van ${rng.pick(['drie', 'vijf'])} en tien kilometer. Onderweg stonden vrijwilligers klaar met koffie en informatie over hulp in de buurt.`,
              `"Vandaag waren we gewoon samen buiten, tussen mensen die het begrijpen", vertelt een deelnemer uit ${rng.pick(region.towns)}.`,
            ),
          },
        ],
      };
    },
  },
  {
    write(rng, at, region) {
      const town = rng.pick(region.towns);
      return {
        title: `Huisartsen in ${town} werken samen met de regio`,
        intro: `Huisartsen in ${town} verwijzen mensen met dementie en hun naasten voortaan ook naar de activiteiten van regio ${region.name}, zoals het Alzheimer Café.`,
        category: 'Zorg en beleid',
        image: 'handen',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Sneller de weg vinden',
            html: paragraphs(
              'Na de diagnose weten mensen vaak niet waar ze terechtkunnen. Door de samenwerking krijgen ze direct een folder mee met de activiteiten in de buurt.',
              `"Medicijnen zijn er maar beperkt, steun en ontmoeting wel", zegt een van de huisartsen. Sinds de start in ${monthName(at)} kwamen er al ${rng.int(10, 40)} nieuwe bezoekers naar het Alzheimer Café.`,
            ),
          },
        ],
      };
    },
  },
  {
    write(rng, at, region) {
      const n = rng.int(3, 9);
      return {
        title: `Regio ${region.name} blikt terug op een druk ${season(at).replace('dit ', '').replace('deze ', '')}`,
        intro: `In de afgelopen maanden organiseerde regio ${region.name} ${n} voorlichtingen, een informatiemarkt en elke maand de Alzheimer Cafés. Een korte terugblik.`,
        category: 'Organisatie',
        image: rng.pick(['herfst', 'bankje', 'zee']),
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Wat we deden',
            html: paragraphs(
              `De voorlichtingen waren onder meer in ${joinDutch([...region.towns])}. ${dutchNumber(rng.int(3, 12) * 100)} mensen bezochten een Alzheimer Café.`,
              'Dank aan alle vrijwilligers die dit mogelijk maakten. Ideeën voor een activiteit? Laat het ons weten.',
            ),
          },
        ],
      };
    },
  },
];
