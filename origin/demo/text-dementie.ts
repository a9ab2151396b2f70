/**
 * Page texts for the `/dementie` section: what dementia is and its most common forms.
 */
import { type PageText, HELPLINE_NUMBER, link, list, paragraphs } from './helpers';

const formsTable = [
  '<table>',
  '<caption>De vier meest voorkomende vormen in het kort</caption>',
  '<thead><tr><th scope="col">Vorm</th><th scope="col">Oorzaak</th><th scope="col">Vaak de eerste signalen</th></tr></thead>',
  '<tbody>',
  '<tr><td>Ziekte van Alzheimer</td><td>Ophoping van eiwitten die zenuwcellen beschadigen</td><td>Vergeten wat kort geleden is gebeurd</td></tr>',
  '<tr><td>Vasculaire dementie</td><td>Problemen met de bloedvaten in de hersenen</td><td>Trager denken, moeite met plannen</td></tr>',
  '<tr><td>Frontotemporale dementie</td><td>Schade aan de voorhoofds- en slaapkwabben</td><td>Veranderingen in gedrag, karakter of taal</td></tr>',
  '<tr><td>Lewy body-dementie</td><td>Eiwitklontjes (Lewy bodies) in de zenuwcellen</td><td>Wisselende alertheid, hallucinaties, stijfheid</td></tr>',
  '</tbody>',
  '</table>',
].join('');

export const dementiePages: PageText[] = [
  {
    id: 100,
    alias: '/dementie',
    parentAlias: null,
    title: 'Over dementie',
    metaTitle: 'Over dementie | Dementiezorg Nederland',
    metaDescription: `Wat is dementie, welke vormen zijn er en wat betekent het voor het dagelijks leven? Betrouwbare informatie, rustig uitgelegd.`,
    intro: paragraphs(
      `Dementie raakt niet alleen de persoon die het krijgt, maar ook iedereen om hem of haar heen. Op deze pagina lees je wat dementie is, welke vormen er zijn en waar je terechtkunt met vragen.`,
    ),
    categories: ['Dementie'],
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Dementie is een verzamelnaam',
        html: paragraphs(
          `Dementie is geen ziekte op zichzelf, maar een verzamelnaam voor meer dan vijftig aandoeningen. Bij al deze aandoeningen gaan de hersenen steeds minder goed werken. Daardoor krijgt iemand moeite met onthouden, plannen, praten of het herkennen van mensen en dingen.`,
          `In Nederland leven naar schatting bijna 300.000 mensen met dementie. De meesten van hen wonen gewoon thuis, vaak met hulp van een partner, kinderen, buren of vrienden. Dementie komt vooral voor bij ouderen, maar ook mensen jonger dan 65 jaar kunnen het krijgen.`,
          `Lees meer in ${link('/dementie/wat-is-dementie', 'Wat is dementie?')} en in het overzicht van de ${link('/dementie/vormen-van-dementie', 'vormen van dementie')}.`,
        ),
      },
      {
        kind: 'text_with_title',
        title: 'Meer dan vergeetachtigheid',
        html:
          paragraphs(
            `Veel mensen denken bij dementie meteen aan vergeetachtigheid. Dat klopt vaak, maar dementie kan ook andere veranderingen geven. Iemand kan somberder of prikkelbaarder worden, de weg kwijtraken in een bekende omgeving of moeite krijgen met geldzaken.`,
            `Veelvoorkomende veranderingen zijn:`,
          ) +
          list([
            `vergeten wat net is gebeurd of gezegd`,
            `moeite met het vinden van woorden`,
            `niet meer weten welke dag of welk jaar het is`,
            `dingen kwijtraken en ze op vreemde plekken terugvinden`,
            `minder zin in activiteiten of in contact met anderen`,
          ]) +
          paragraphs(
            `Die veranderingen verlopen bij iedereen anders. Sommige mensen merken jarenlang weinig verschil, bij anderen gaat het sneller. Wat vrijwel altijd helpt: begrip, rust en een omgeving die meebeweegt.`,
          ),
      },
      {
        kind: 'html',
        html:
          `<h2>Heb je vragen over dementie?</h2>` +
          paragraphs(
            `Bel de ${link('/onze-ondersteuning/dementietelefoon', 'Dementietelefoon')} op <strong>${HELPLINE_NUMBER}</strong>. De lijn is gratis en elke dag bereikbaar van 9.00 tot 23.00 uur. Je kunt ook terecht bij een van onze ${link('/regios', "48 regio's")}.`,
          ),
      },
    ],
  },
  {
    id: 101,
    alias: '/dementie/wat-is-dementie',
    parentAlias: '/dementie',
    title: 'Wat is dementie?',
    metaTitle: 'Wat is dementie? | Dementiezorg Nederland',
    metaDescription: `Dementie is een verzamelnaam voor aandoeningen waarbij de hersenen steeds minder goed werken. Lees wat er gebeurt en wat de gevolgen zijn.`,
    intro: paragraphs(
      `Bij dementie raken de hersenen beschadigd. Informatie wordt minder goed verwerkt en opgeslagen. Hieronder leggen we uit wat er in de hersenen gebeurt en wat dat betekent voor het dagelijks leven.`,
    ),
    categories: ['Dementie'],
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Wat gebeurt er in de hersenen?',
        html: paragraphs(
          `Onze hersenen bestaan uit miljarden zenuwcellen die voortdurend signalen aan elkaar doorgeven. Zo kunnen we denken, voelen, bewegen en onthouden. Bij dementie raken steeds meer van die zenuwcellen en hun verbindingen beschadigd.`,
          `Welke klachten iemand krijgt, hangt af van de plek in de hersenen waar de schade begint. Zit die vooral in het gebied dat nieuwe herinneringen vastlegt, dan valt vergeetachtigheid als eerste op. Begint de schade voor in de hersenen, dan verandert soms eerder het gedrag of de persoonlijkheid.`,
        ),
      },
      {
        kind: 'text_with_title',
        title: 'Het verloop',
        html: paragraphs(
          `Dementie is progressief: de klachten nemen in de loop van de tijd toe. Hoe snel dat gaat, verschilt sterk per persoon en per vorm van dementie. Vaak wordt het verloop beschreven in fasen, van lichte klachten tot volledige afhankelijkheid van zorg. In de praktijk lopen die fasen in elkaar over.`,
          `Ook wanneer het denken achteruitgaat, blijven gevoelens vaak lang intact. Iemand met dementie kan nog genieten van muziek, een wandeling of een vertrouwd gezicht, ook als hij niet meer weet wie er op bezoek was.`,
        ),
      },
      {
        kind: 'html',
        html:
          `<h2>Is dementie te genezen?</h2>` +
          paragraphs(
            `Voor de meeste vormen van dementie bestaat nog geen medicijn dat de ziekte geneest of stopt. Er zijn wel middelen en behandelingen die sommige klachten kunnen verlichten. Daarnaast maakt goede begeleiding een groot verschil voor de kwaliteit van leven.`,
            `Wetenschappers werken wereldwijd aan nieuwe behandelingen. Met onze steun aan onderzoek dragen wij daar ook aan bij.`,
          ) +
          `<blockquote><p>"Mijn moeder weet niet meer welke dag het is, maar ze weet nog precies welk liedje haar vrolijk maakt."</p></blockquote>`,
      },
    ],
  },
  {
    id: 102,
    alias: '/dementie/vormen-van-dementie',
    parentAlias: '/dementie',
    title: 'Vormen van dementie',
    metaTitle: 'Vormen van dementie | Dementiezorg Nederland',
    metaDescription: `Er zijn meer dan vijftig vormen van dementie. Een overzicht van de meest voorkomende vormen, met de verschillen in klachten en verloop.`,
    intro: paragraphs(
      `Dementie kent veel verschillende vormen. Elke vorm heeft een eigen oorzaak en vaak ook een eigen verloop. Hier vind je een overzicht van de vormen die het meest voorkomen.`,
    ),
    categories: ['Dementie'],
    blocks: [
      {
        kind: 'text_with_title',
        title: 'De meest voorkomende vormen',
        html:
          paragraphs(
            `De ziekte van Alzheimer is verreweg de bekendste en meest voorkomende vorm. Daarna volgen vasculaire dementie, frontotemporale dementie en Lewy body-dementie. Soms heeft iemand een combinatie van vormen; dat heet gemengde dementie.`,
          ) + formsTable,
      },
      {
        kind: 'text_with_title',
        title: 'Dementie op jonge leeftijd',
        html: paragraphs(
          `Wanneer de eerste klachten ontstaan voor het 65e levensjaar, spreken we van dementie op jonge leeftijd. Dat komt minder vaak voor, maar de gevolgen zijn groot: mensen staan vaak nog midden in hun werk en hun gezin.`,
          `Bij jonge mensen wordt dementie vaak laat herkend, omdat de klachten eerst worden toegeschreven aan stress, een burn-out of een depressie. Twijfel je? Bespreek het met de huisarts en vraag zo nodig om een verwijzing naar een geheugenpoli met ervaring met jonge mensen.`,
        ),
      },
      {
        kind: 'html',
        html:
          `<h3>Lees verder</h3>` +
          list([
            link('/dementie/vormen-van-dementie/ziekte-van-alzheimer', 'Ziekte van Alzheimer'),
            link('/dementie/vormen-van-dementie/vasculaire-dementie', 'Vasculaire dementie'),
            link('/herkennen-en-diagnose', 'Signalen herkennen en een diagnose krijgen'),
          ]),
      },
    ],
  },
  {
    id: 103,
    alias: '/dementie/vormen-van-dementie/ziekte-van-alzheimer',
    parentAlias: '/dementie/vormen-van-dementie',
    title: 'Ziekte van Alzheimer',
    metaTitle: 'Ziekte van Alzheimer | Dementiezorg Nederland',
    metaDescription: `De ziekte van Alzheimer is de meest voorkomende vorm van dementie. Lees over de oorzaak, de eerste signalen en het verloop.`,
    intro: paragraphs(
      `De ziekte van Alzheimer is de meest voorkomende vorm van dementie. De ziekte begint meestal sluipend, met vergeetachtigheid die langzaam toeneemt.`,
    ),
    categories: ['Dementie', 'Onderzoek'],
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Wat is de ziekte van Alzheimer?',
        html: paragraphs(
          `Bij de ziekte van Alzheimer hopen zich in de hersenen eiwitten op: amyloïd tussen de zenuwcellen en tau in de zenuwcellen. Daardoor raken de cellen beschadigd en sterven ze uiteindelijk af. De schade begint meestal in de hippocampus, het deel van de hersenen dat belangrijk is voor het opslaan van nieuwe herinneringen.`,
          `Daarom zijn problemen met het kortetermijngeheugen vaak het eerste signaal. Herinneringen van lang geleden blijven meestal nog lange tijd bewaard.`,
        ),
      },
      {
        kind: 'text_with_title',
        title: 'Signalen en verloop',
        html:
          paragraphs(
            `In het begin vergeet iemand vooral recente gebeurtenissen, afspraken en gesprekken. Later kunnen ook taal, oriëntatie en alledaagse handelingen moeilijker worden. Signalen die vaak worden genoemd:`,
          ) +
          list([
            `vergeten wat kort geleden is gebeurd`,
            `vaker dezelfde vraag stellen`,
            `moeite met het volgen van een gesprek`,
            `minder overzicht over geld en post`,
          ]) +
          paragraphs(
            `Het verloop is geleidelijk en verschilt per persoon. Veel mensen leven na de diagnose nog jaren, soms meer dan tien jaar.`,
          ),
      },
      {
        kind: 'html',
        html:
          `<h2>Behandeling</h2>` +
          paragraphs(
            `De ziekte van Alzheimer is nog niet te genezen. Bij sommige mensen kunnen medicijnen de klachten een tijd wat verminderen. Ook niet-medische ondersteuning helpt: een vaste dagstructuur, bewegen, contact met anderen en hulp van een casemanager dementie.`,
            `Wereldwijd wordt onderzoek gedaan naar medicijnen die het ziekteproces zelf afremmen. Je arts kan je vertellen wat er op dit moment in Nederland beschikbaar is.`,
          ),
      },
    ],
  },
  {
    id: 104,
    alias: '/dementie/vormen-van-dementie/vasculaire-dementie',
    parentAlias: '/dementie/vormen-van-dementie',
    title: 'Vasculaire dementie',
    metaTitle: 'Vasculaire dementie | Dementiezorg Nederland',
    metaDescription: `Vasculaire dementie ontstaat door problemen met de bloedvaten in de hersenen. Lees over oorzaken, klachten en wat je zelf kunt doen.`,
    intro: paragraphs(
      `Bij vasculaire dementie krijgen delen van de hersenen te weinig bloed en zuurstof. Na de ziekte van Alzheimer is het de meest voorkomende vorm van dementie.`,
    ),
    categories: ['Dementie'],
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Hoe ontstaat vasculaire dementie?',
        html: paragraphs(
          `Vasculaire dementie ontstaat door schade aan de bloedvaten in de hersenen. Dat kan gebeuren na een of meer herseninfarcten of hersenbloedingen, maar ook door het langzaam vernauwen van kleine bloedvaatjes. Het hersenweefsel dat daardoor te weinig bloed krijgt, raakt beschadigd.`,
          `Risicofactoren zijn onder meer een hoge bloeddruk, diabetes, een hoog cholesterol, roken en weinig bewegen. Dezelfde factoren vergroten ook de kans op hart- en vaatziekten.`,
        ),
      },
      {
        kind: 'text_with_title',
        title: 'Klachten',
        html: paragraphs(
          `De klachten hangen af van de plek van de schade. Vaak valt op dat iemand trager denkt, moeite heeft met plannen en organiseren of sneller emotioneel is. Vergeetachtigheid komt ook voor, maar staat minder op de voorgrond dan bij alzheimer.`,
          `Het verloop gaat soms met sprongen: een periode waarin het redelijk stabiel blijft, en dan ineens een duidelijke achteruitgang, bijvoorbeeld na een nieuw infarct.`,
        ),
      },
      {
        kind: 'html',
        html:
          `<h2>Wat kun je zelf doen?</h2>` +
          paragraphs(
            `Schade aan de hersenen is niet te herstellen, maar je kunt wel helpen nieuwe schade te voorkomen. Een goede behandeling van bloeddruk, bloedsuiker en cholesterol is daarom belangrijk.`,
          ) +
          list([
            `Neem medicijnen voor bloeddruk of diabetes trouw in.`,
            `Beweeg elke dag, ook al is het maar een korte wandeling.`,
            `Stop met roken.`,
            `Eet gevarieerd, met veel groente en weinig zout.`,
          ]) +
          paragraphs(`Bespreek met je huisarts wat voor jou belangrijk is.`),
      },
    ],
  },
];
