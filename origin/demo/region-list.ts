/**
 * The 48 regional branches: real Dutch areas, the town of the (fictional)
 * office with the first four digits of a postcode in that town, and the real
 * municipalities each branch serves. Street names and numbers are made up.
 */
export interface RegionData {
  name: string;
  locality: string;
  /** The four digits of the postcode; the generator adds the two letters. */
  postcodeDigits: string;
  municipalities: string[];
}

export const REGIONS: readonly RegionData[] = [
  { name: 'Groningen', locality: 'Groningen', postcodeDigits: '9711', municipalities: ['Groningen', 'Het Hogeland', 'Westerkwartier', 'Eemsdelta'] },
  { name: 'Oost-Groningen', locality: 'Stadskanaal', postcodeDigits: '9501', municipalities: ['Stadskanaal', 'Oldambt', 'Veendam', 'Pekela'] },
  { name: 'Friesland', locality: 'Leeuwarden', postcodeDigits: '8911', municipalities: ['Leeuwarden', 'Súdwest-Fryslân', 'Smallingerland', 'Heerenveen'] },
  { name: 'Drenthe', locality: 'Assen', postcodeDigits: '9401', municipalities: ['Assen', 'Emmen', 'Hoogeveen', 'Meppel'] },
  { name: 'Twente', locality: 'Enschede', postcodeDigits: '7511', municipalities: ['Enschede', 'Hengelo', 'Almelo', 'Oldenzaal'] },
  { name: 'IJssel-Vecht', locality: 'Zwolle', postcodeDigits: '8011', municipalities: ['Zwolle', 'Kampen', 'Hardenberg', 'Dalfsen'] },
  { name: 'Stedendriehoek', locality: 'Apeldoorn', postcodeDigits: '7311', municipalities: ['Apeldoorn', 'Deventer', 'Zutphen', 'Lochem'] },
  { name: 'Achterhoek', locality: 'Doetinchem', postcodeDigits: '7001', municipalities: ['Doetinchem', 'Winterswijk', 'Oost Gelre', 'Berkelland'] },
  { name: 'Arnhem e.o.', locality: 'Arnhem', postcodeDigits: '6811', municipalities: ['Arnhem', 'Rheden', 'Renkum', 'Zevenaar'] },
  { name: 'Nijmegen e.o.', locality: 'Nijmegen', postcodeDigits: '6511', municipalities: ['Nijmegen', 'Wijchen', 'Berg en Dal', 'Heumen'] },
  { name: 'Rivierenland', locality: 'Tiel', postcodeDigits: '4001', municipalities: ['Tiel', 'Culemborg', 'West Betuwe', 'Buren'] },
  { name: 'Noord-Veluwe', locality: 'Harderwijk', postcodeDigits: '3841', municipalities: ['Harderwijk', 'Ermelo', 'Nunspeet', 'Elburg'] },
  { name: 'Gelderse Vallei', locality: 'Ede', postcodeDigits: '6711', municipalities: ['Ede', 'Wageningen', 'Barneveld', 'Scherpenzeel'] },
  { name: 'Flevoland', locality: 'Lelystad', postcodeDigits: '8232', municipalities: ['Lelystad', 'Dronten', 'Noordoostpolder', 'Zeewolde'] },
  { name: 'Almere', locality: 'Almere', postcodeDigits: '1315', municipalities: ['Almere'] },
  { name: 'Eemland', locality: 'Amersfoort', postcodeDigits: '3811', municipalities: ['Amersfoort', 'Leusden', 'Baarn', 'Soest'] },
  { name: 'Utrecht stad', locality: 'Utrecht', postcodeDigits: '3511', municipalities: ['Utrecht'] },
  { name: 'Utrechtse Heuvelrug', locality: 'Zeist', postcodeDigits: '3701', municipalities: ['Zeist', 'Utrechtse Heuvelrug', 'De Bilt', 'Wijk bij Duurstede'] },
  { name: 'Gooi en Vechtstreek', locality: 'Hilversum', postcodeDigits: '1211', municipalities: ['Hilversum', 'Gooise Meren', 'Huizen', 'Wijdemeren'] },
  { name: 'Amsterdam', locality: 'Amsterdam', postcodeDigits: '1011', municipalities: ['Amsterdam', 'Diemen'] },
  { name: 'Amstelland en Meerlanden', locality: 'Amstelveen', postcodeDigits: '1181', municipalities: ['Amstelveen', 'Haarlemmermeer', 'Aalsmeer', 'Uithoorn'] },
  { name: 'Zaanstreek-Waterland', locality: 'Zaandam', postcodeDigits: '1506', municipalities: ['Zaanstad', 'Purmerend', 'Edam-Volendam', 'Waterland'] },
  { name: 'Kennemerland', locality: 'Haarlem', postcodeDigits: '2011', municipalities: ['Haarlem', 'Velsen', 'Heemstede', 'Bloemendaal'] },
  { name: 'Noord-Kennemerland', locality: 'Alkmaar', postcodeDigits: '1811', municipalities: ['Alkmaar', 'Heiloo', 'Castricum', 'Dijk en Waard'] },
  { name: 'Noord-Holland Noord', locality: 'Den Helder', postcodeDigits: '1781', municipalities: ['Den Helder', 'Schagen', 'Hollands Kroon', 'Texel'] },
  { name: 'West-Friesland', locality: 'Hoorn', postcodeDigits: '1621', municipalities: ['Hoorn', 'Enkhuizen', 'Medemblik', 'Drechterland'] },
  { name: 'Leiden e.o.', locality: 'Leiden', postcodeDigits: '2311', municipalities: ['Leiden', 'Leiderdorp', 'Oegstgeest', 'Katwijk'] },
  { name: 'Duin- en Bollenstreek', locality: 'Noordwijk', postcodeDigits: '2201', municipalities: ['Noordwijk', 'Teylingen', 'Lisse', 'Hillegom'] },
  { name: 'Haaglanden', locality: 'Den Haag', postcodeDigits: '2511', municipalities: ['Den Haag', 'Rijswijk', 'Leidschendam-Voorburg', 'Wassenaar'] },
  { name: 'Delft-Westland-Oostland', locality: 'Delft', postcodeDigits: '2611', municipalities: ['Delft', 'Westland', 'Pijnacker-Nootdorp', 'Lansingerland'] },
  { name: 'Zoetermeer', locality: 'Zoetermeer', postcodeDigits: '2711', municipalities: ['Zoetermeer'] },
  { name: 'Midden-Holland', locality: 'Gouda', postcodeDigits: '2801', municipalities: ['Gouda', 'Waddinxveen', 'Bodegraven-Reeuwijk', 'Zuidplas'] },
  { name: 'Alphen aan den Rijn e.o.', locality: 'Alphen aan den Rijn', postcodeDigits: '2405', municipalities: ['Alphen aan den Rijn', 'Kaag en Braassem', 'Nieuwkoop'] },
  { name: 'Rotterdam e.o.', locality: 'Rotterdam', postcodeDigits: '3011', municipalities: ['Rotterdam', 'Capelle aan den IJssel', 'Krimpen aan den IJssel', 'Barendrecht'] },
  { name: 'Nieuwe Waterweg Noord', locality: 'Schiedam', postcodeDigits: '3111', municipalities: ['Schiedam', 'Vlaardingen', 'Maassluis'] },
  { name: 'Voorne-Putten', locality: 'Spijkenisse', postcodeDigits: '3201', municipalities: ['Nissewaard', 'Voorne aan Zee'] },
  { name: 'Hoeksche Waard', locality: 'Oud-Beijerland', postcodeDigits: '3261', municipalities: ['Hoeksche Waard'] },
  { name: 'Drechtsteden', locality: 'Dordrecht', postcodeDigits: '3311', municipalities: ['Dordrecht', 'Zwijndrecht', 'Papendrecht', 'Sliedrecht'] },
  { name: 'Alblasserwaard-Vijfheerenlanden', locality: 'Gorinchem', postcodeDigits: '4201', municipalities: ['Gorinchem', 'Molenlanden', 'Vijfheerenlanden', 'Hardinxveld-Giessendam'] },
  { name: 'Zeeland', locality: 'Goes', postcodeDigits: '4461', municipalities: ['Middelburg', 'Vlissingen', 'Goes', 'Terneuzen'] },
  { name: 'West-Brabant', locality: 'Breda', postcodeDigits: '4811', municipalities: ['Breda', 'Roosendaal', 'Bergen op Zoom', 'Etten-Leur'] },
  { name: 'Midden-Brabant', locality: 'Tilburg', postcodeDigits: '5038', municipalities: ['Tilburg', 'Waalwijk', 'Oisterwijk', 'Dongen'] },
  { name: 'Noordoost-Brabant', locality: "'s-Hertogenbosch", postcodeDigits: '5211', municipalities: ["'s-Hertogenbosch", 'Oss', 'Meierijstad', 'Maashorst'] },
  { name: 'Zuidoost-Brabant', locality: 'Eindhoven', postcodeDigits: '5611', municipalities: ['Eindhoven', 'Helmond', 'Veldhoven', 'Geldrop-Mierlo'] },
  { name: 'De Kempen', locality: 'Eersel', postcodeDigits: '5521', municipalities: ['Eersel', 'Bladel', 'Bergeijk', 'Reusel-De Mierden'] },
  { name: 'Noord-Limburg', locality: 'Venlo', postcodeDigits: '5911', municipalities: ['Venlo', 'Venray', 'Horst aan de Maas', 'Peel en Maas'] },
  { name: 'Midden-Limburg', locality: 'Roermond', postcodeDigits: '6041', municipalities: ['Roermond', 'Weert', 'Maasgouw', 'Leudal'] },
  { name: 'Zuid-Limburg', locality: 'Maastricht', postcodeDigits: '6211', municipalities: ['Maastricht', 'Heerlen', 'Sittard-Geleen', 'Kerkrade'] },
];

/** Generic street names found in almost every Dutch town. */
export const STREET_NAMES: readonly string[] = [
  'Stationsweg',
  'Kerkstraat',
  'Molenweg',
  'Marktplein',
  'Julianalaan',
  'Wilhelminastraat',
  'Beatrixlaan',
  'Parkweg',
  'Schoolstraat',
  'Dorpsstraat',
  'Lindelaan',
  'Zuiderstraat',
];
