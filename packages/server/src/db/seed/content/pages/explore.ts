import type { Translated } from '../../catalogTypes'
import type { SeedContentPage } from '../contentTypes'

const croatia: Translated = {
  en: 'Croatia',
  de: 'Kroatien',
  it: 'Croazia',
  hr: 'Hrvatska',
  sl: 'Hrvaška',
}

const slovenia: Translated = {
  en: 'Slovenia',
  de: 'Slowenien',
  it: 'Slovenia',
  hr: 'Slovenija',
  sl: 'Slovenija',
}

const italy: Translated = {
  en: 'Italy',
  de: 'Italien',
  it: 'Italia',
  hr: 'Italija',
  sl: 'Italija',
}

/** Destination guides: one per region of the group, with sights, food, getting around and our properties there. */
export const explorePage: SeedContentPage = {
  id: 'explore',
  title: {
    en: 'Explore our regions',
    de: 'Unsere Regionen entdecken',
    it: 'Alla scoperta delle nostre regioni',
    hr: 'Upoznajte naše regije',
    sl: 'Spoznajte naše regije',
  },
  description: {
    en: 'Guides to the seven regions of our hotels, villas and apartments: what to see, what to eat and how to get around, from Istria to the Dolomites.',
    de: 'Reiseführer zu den sieben Regionen unserer Häuser: Sehenswertes, regionale Küche und Anreise, von Istrien bis in die Dolomiten.',
    it: 'Guide alle sette regioni dei nostri hotel, ville e appartamenti: cosa vedere, cosa mangiare e come muoversi, dall’Istria alle Dolomiti.',
    hr: 'Vodiči kroz sedam regija naših hotela, vila i apartmana: što vidjeti, što jesti i kako se kretati, od Istre do Dolomita.',
    sl: 'Vodniki po sedmih regijah naših hotelov, vil in apartmajev: kaj videti, kaj jesti in kako se premikati, od Istre do Dolomitov.',
  },
  intro: {
    en: 'Our fourteen properties lie in seven regions between the Adriatic and the Alps, each with its own landscape, cooking and way of getting about. These guides gather what our receptionists and hosts are asked most often: the places worth a detour, the dishes to order and the easiest way to get there.',
    de: 'Unsere vierzehn Häuser liegen in sieben Regionen zwischen Adria und Alpen, jede mit eigener Landschaft, eigener Küche und eigenen Wegen. In diesen Reiseführern steht, wonach unsere Rezeptionisten und Gastgeber am häufigsten gefragt werden: die Orte, die einen Umweg lohnen, die Gerichte, die man bestellen sollte, und der einfachste Weg dorthin.',
    it: 'Le nostre quattordici strutture si trovano in sette regioni tra l’Adriatico e le Alpi, ognuna con il suo paesaggio, la sua cucina e il suo modo di spostarsi. Queste guide raccolgono ciò che i nostri receptionist e i nostri host si sentono chiedere più spesso: i luoghi che valgono una deviazione, i piatti da ordinare e il modo più semplice per arrivarci.',
    hr: 'Naših četrnaest objekata nalazi se u sedam regija između Jadrana i Alpa, a svaka ima svoj krajolik, svoju kuhinju i svoje putove. U ovim vodičima skupili smo ono što naše recepcionare i domaćine gosti najčešće pitaju: mjesta vrijedna obilaska, jela koja treba naručiti i najlakši put do njih.',
    sl: 'Naših štirinajst nastanitev leži v sedmih regijah med Jadranom in Alpami, vsaka s svojo pokrajino, kuhinjo in potmi. V teh vodnikih smo zbrali, kar naše receptorje in gostitelje gostje najpogosteje vprašajo: kraje, vredne ovinka, jedi, ki jih je treba naročiti, in najlažjo pot do njih.',
  },
  entries: [
    {
      id: 'explore-istria',
      group: croatia,
      title: {
        en: 'Istria',
        de: 'Istrien',
        it: 'Istria',
        hr: 'Istra',
        sl: 'Istra',
      },
      summary: {
        en: 'A heart-shaped peninsula of Venetian harbour towns, hill villages above truffle forests and family vineyards, with Rovinj and Poreč on its west coast.',
        de: 'Eine herzförmige Halbinsel mit venezianischen Hafenstädtchen, Bergdörfern über Trüffelwäldern und Familienweingütern, mit Rovinj und Poreč an der Westküste.',
        it: 'Una penisola a forma di cuore, con porti veneziani, borghi sopra i boschi del tartufo e cantine di famiglia, e Rovigno e Parenzo sulla costa occidentale.',
        hr: 'Poluotok u obliku srca s lučkim gradićima venecijanskog lica, mjestima na brežuljcima iznad šuma tartufa i obiteljskim vinarijama, s Rovinjem i Porečom na zapadnoj obali.',
        sl: 'Polotok v obliki srca z beneškimi pristaniškimi mesti, hribovskimi vasmi nad gozdovi tartufov in družinskimi vinogradi ter z Rovinjem in Porečem na zahodni obali.',
      },
      body: {
        en: 'Start in Rovinj, where the lanes of the old town climb to the church of St Euphemia and its bell tower, with a view over the whole archipelago. Poreč has the Euphrasian Basilica, a sixth-century church with golden mosaics on the UNESCO World Heritage List. Inland, the hill towns of Motovun, Grožnjan and Hum stand above the Mirna valley, and in the south the Roman amphitheatre of Pula and the islands of Brijuni National Park make an easy day out. The Lim Bay, a fjord-like inlet between Rovinj and Poreč, is best seen from a boat.\n\nIstrian cooking is built on olive oil, truffles and wine. Try fuži or pljukanci pasta with black or white truffles, Istrian pršut ham, maneštra bean soup and boškarin, the beef of the grey long-horned Istrian cattle. Oysters and mussels come fresh from the Lim Bay. With them drink a Malvazija, the fresh white of the region, or a Teran, its deep red; many wine and olive oil estates welcome visitors for tastings.\n\nA car is the easiest way to reach the hill towns, which buses serve only a few times a day. Regular buses link Rovinj, Poreč and Pula along the coast, and in summer catamarans sail from Rovinj and Poreč to Venice. Cyclists can follow the Parenzana, a trail on the bed of the old narrow-gauge railway from Trieste to Poreč, through tunnels and over viaducts past Motovun and Grožnjan.',
        de: 'Beginnen Sie in Rovinj, wo die Gassen der Altstadt zur Kirche der heiligen Euphemia und ihrem Glockenturm hinaufführen, mit Blick über den ganzen Archipel. Poreč besitzt die Euphrasius-Basilika, eine Kirche aus dem 6. Jahrhundert mit goldenen Mosaiken, die zum UNESCO-Welterbe gehört. Im Landesinneren thronen die Bergstädtchen Motovun, Grožnjan und Hum über dem Tal der Mirna, und im Süden sind das römische Amphitheater von Pula und die Inseln des Nationalparks Brijuni ein leichter Tagesausflug. Den Limski-Kanal, einen fjordartigen Meeresarm zwischen Rovinj und Poreč, erleben Sie am besten vom Boot aus.\n\nDie istrische Küche lebt von Olivenöl, Trüffeln und Wein. Probieren Sie Fuži oder Pljukanci mit schwarzen oder weißen Trüffeln, istrischen Pršut, die Bohnensuppe Maneštra und Boškarin, das Fleisch des grauen, langhörnigen istrischen Rinds. Austern und Miesmuscheln kommen frisch aus dem Limski-Kanal. Dazu passt ein Malvazija, der frische Weißwein der Region, oder ein Teran, ihr tiefdunkler Rotwein; viele Wein- und Olivenölgüter laden zu Verkostungen ein.\n\nDie Bergstädtchen erreichen Sie am einfachsten mit dem Auto, denn Busse fahren dort nur wenige Male am Tag. Entlang der Küste verbinden regelmäßige Busse Rovinj, Poreč und Pula, und im Sommer fahren Katamarane von Rovinj und Poreč nach Venedig. Radfahrer folgen der Parenzana, einem Radweg auf der Trasse der alten Schmalspurbahn von Triest nach Poreč, durch Tunnel und über Viadukte an Motovun und Grožnjan vorbei.',
        it: 'Si comincia da Rovigno, dove le calli del centro storico salgono fino alla chiesa di Sant’Eufemia e al suo campanile, con la vista su tutto l’arcipelago. Parenzo custodisce la Basilica Eufrasiana, una chiesa del VI secolo con mosaici dorati, patrimonio dell’umanità UNESCO. Nell’entroterra i borghi di Montona, Grisignana e Colmo dominano la valle del Quieto, mentre a sud l’anfiteatro romano di Pola e le isole del Parco nazionale di Brioni sono una comoda gita di un giorno. Il Canale di Leme, un’insenatura simile a un fiordo tra Rovigno e Parenzo, si ammira meglio dalla barca.\n\nLa cucina istriana si fonda su olio d’oliva, tartufo e vino. Assaggi i fuži o i pljukanci al tartufo nero o bianco, il prosciutto istriano, la maneštra di fagioli e il boškarin, la carne del bue grigio istriano dalle lunghe corna. Ostriche e cozze arrivano fresche dal Canale di Leme. Da bere, una Malvasia istriana, il bianco fresco della regione, o un Terrano, il suo rosso intenso; molte cantine e molti frantoi accolgono i visitatori per le degustazioni.\n\nPer raggiungere i borghi dell’entroterra l’auto è la soluzione più comoda, perché gli autobus passano solo poche volte al giorno. Lungo la costa autobus regolari collegano Rovigno, Parenzo e Pola, e d’estate i catamarani partono da Rovigno e Parenzo per Venezia. Chi va in bicicletta può seguire la Parenzana, la pista ricavata sul tracciato della vecchia ferrovia a scartamento ridotto tra Trieste e Parenzo, tra gallerie e viadotti, passando per Montona e Grisignana.',
        hr: 'Počnite u Rovinju, gdje se uličice stare jezgre penju do crkve sv. Eufemije i njezina zvonika, s pogledom na cijeli arhipelag. U Poreču je Eufrazijeva bazilika, crkva iz 6. stoljeća sa zlatnim mozaicima, upisana na UNESCO-ov popis svjetske baštine. U unutrašnjosti gradići Motovun, Grožnjan i Hum bdiju nad dolinom Mirne, a na jugu su rimski amfiteatar u Puli i otoci Nacionalnog parka Brijuni lagan jednodnevni izlet. Limski kanal, zaljev nalik fjordu između Rovinja i Poreča, najljepši je s broda.\n\nIstarska kuhinja počiva na maslinovu ulju, tartufima i vinu. Kušajte fuže ili pljukance s crnim ili bijelim tartufima, istarski pršut, maneštru od graha i boškarina, meso sivog istarskog goveda dugih rogova. Kamenice i dagnje stižu svježe iz Limskog kanala. Uz to popijte malvaziju, svježe bijelo vino ovoga kraja, ili teran, njegovo tamno crno vino; mnoge vinarije i uljare rado primaju posjetitelje na kušanje.\n\nDo gradića u unutrašnjosti najlakše je automobilom jer autobusi onamo voze tek nekoliko puta na dan. Uz obalu redovite autobusne linije povezuju Rovinj, Poreč i Pulu, a ljeti katamarani iz Rovinja i Poreča plove do Venecije. Biciklisti mogu slijediti Parenzanu, stazu na trasi stare uskotračne pruge od Trsta do Poreča, kroz tunele i preko vijadukata pokraj Motovuna i Grožnjana.',
        sl: 'Začnite v Rovinju, kjer se ulice starega mestnega jedra vzpenjajo do cerkve sv. Evfemije in njenega zvonika, od koder se odpre pogled na vse otočje. V Poreču stoji Evfrazijeva bazilika, cerkev iz 6. stoletja z zlatimi mozaiki, ki je na Unescovem seznamu svetovne dediščine. V notranjosti se nad dolino Mirne dvigajo hribovska mesteca Motovun, Grožnjan in Hum, na jugu pa sta rimski amfiteater v Pulju in otoki narodnega parka Brioni preprost enodnevni izlet. Limski kanal, zaliv, podoben fjordu, med Rovinjem in Porečem si je najlepše ogledati z ladje.\n\nIstrska kuhinja temelji na oljčnem olju, tartufih in vinu. Poskusite fuže ali pljukance s črnimi ali belimi tartufi, istrski pršut, fižolovo mineštro in boškarina, meso sivega istrskega goveda z dolgimi rogovi. Ostrige in klapavice prihajajo sveže iz Limskega kanala. Zraven se prileže malvazija, sveže belo vino tega konca, ali teran, njegovo temno rdeče; številne vinske kleti in oljarne rade sprejmejo obiskovalce na pokušino.\n\nDo hribovskih mestec je najlaže priti z avtom, saj avtobusi tja vozijo le nekajkrat na dan. Ob obali redne avtobusne linije povezujejo Rovinj, Poreč in Pulj, poleti pa iz Rovinja in Poreča plujejo katamarani v Benetke. Kolesarji lahko sledijo Parenzani, poti po trasi stare ozkotirne železnice od Trsta do Poreča, skozi predore in čez viadukte mimo Motovuna in Grožnjana.',
      },
      facts: {
        en: [
          'Nearest airports: Pula (PUY), about 45 km from Rovinj; Trieste (TRS) and Rijeka (RJK), about 2 hours by car',
          'Best season: May to June and September to October; truffle season in autumn',
          'Our properties: Hotel Cissa in Rovinj, Oliveto Villas near Poreč',
        ],
        de: [
          'Nächste Flughäfen: Pula (PUY), etwa 45 km von Rovinj; Triest (TRS) und Rijeka (RJK), jeweils etwa 2 Autostunden',
          'Beste Reisezeit: Mai bis Juni und September bis Oktober; Trüffelsaison im Herbst',
          'Unsere Häuser: Hotel Cissa in Rovinj, Oliveto Villen bei Poreč',
        ],
        it: [
          'Aeroporti più vicini: Pola (PUY), a circa 45 km da Rovigno; Trieste (TRS) e Fiume (RJK), a circa 2 ore d’auto',
          'Periodo migliore: da maggio a giugno e da settembre a ottobre; stagione del tartufo in autunno',
          'Le nostre strutture: Hotel Cissa a Rovigno, Ville Oliveto vicino a Parenzo',
        ],
        hr: [
          'Najbliže zračne luke: Pula (PUY), oko 45 km od Rovinja; Trst (TRS) i Rijeka (RJK), oko 2 sata vožnje',
          'Najbolje vrijeme: od svibnja do lipnja i od rujna do listopada; sezona tartufa u jesen',
          'Naši objekti: Hotel Cissa u Rovinju, Vile Oliveto kraj Poreča',
        ],
        sl: [
          'Najbližja letališča: Pulj (PUY), približno 45 km od Rovinja; Trst (TRS) in Reka (RJK), približno 2 uri vožnje',
          'Najboljši čas: od maja do junija in od septembra do oktobra; sezona tartufov jeseni',
          'Naše nastanitve: Hotel Cissa v Rovinju, Vile Oliveto pri Poreču',
        ],
      },
    },
    {
      id: 'explore-kvarner',
      group: croatia,
      title: {
        en: 'Kvarner',
        de: 'Kvarner',
        it: 'Quarnero',
        hr: 'Kvarner',
        sl: 'Kvarner',
      },
      summary: {
        en: 'A deep bay under Učka mountain, where Habsburg-era Opatija faces the islands of Krk, Cres and Rab across the water.',
        de: 'Eine tiefe Bucht unter dem Učka-Gebirge, wo das habsburgische Opatija über das Wasser auf die Inseln Krk, Cres und Rab blickt.',
        it: 'Un ampio golfo ai piedi del Monte Maggiore, dove l’Abbazia degli Asburgo guarda, al di là del mare, le isole di Krk, Cres e Rab.',
        hr: 'Duboki zaljev podno Učke, gdje habsburška Opatija preko mora gleda na otoke Krk, Cres i Rab.',
        sl: 'Globok zaliv pod Učko, kjer habsburška Opatija čez morje gleda na otoke Krk, Cres in Rab.',
      },
      body: {
        en: 'Opatija grew into a fashionable resort in the late 19th century, and its villas and parks still line the Lungomare, a seaside promenade that runs for twelve kilometres from Volosko through Opatija to Lovran. Above the coast, Učka Nature Park has beech forests and the Vojak peak, with a view over the whole bay on a clear day. On Krk, walk the walls and the cathedral square of Krk town, visit the Franciscan monastery on the islet of Košljun off Punat, and drive to Vrbnik, a village on a cliff above the sea, and to the long pebble beach of Baška.\n\nKvarner scampi are the pride of local kitchens, served raw, grilled or na buzaru, in a sauce of wine, garlic and tomato. In autumn Lovran celebrates its chestnuts, the maruni, and Opatija’s cake shops keep the Viennese tradition alive. Krk has its own handmade pasta, šurlice, often served with lamb goulash, a sheep’s cheese and a pršut of its own, and the vineyards around Vrbnik give Žlahtina, a light white wine best drunk young.\n\nRijeka Airport lies on Krk itself, which the Krk Bridge links to the mainland. City buses run from Rijeka along the coast to Opatija and Lovran, and on the island buses connect Krk town with Baška, Punat and Malinska. Car ferries cross from Valbiska on Krk to Merag on Cres, and in summer fast catamarans link Rijeka with Cres, Lošinj and Rab. For the villages of Krk and the road up Učka you will want a car or a bicycle.',
        de: 'Opatija wurde im späten 19. Jahrhundert zum mondänen Kurort, und seine Villen und Parks säumen bis heute den Lungomare, eine Uferpromenade, die sich zwölf Kilometer von Volosko über Opatija bis Lovran zieht. Oberhalb der Küste bietet der Naturpark Učka Buchenwälder und den Gipfel Vojak, von dem aus man an klaren Tagen die ganze Bucht überblickt. Auf Krk lohnen die Stadtmauern und der Domplatz der Stadt Krk, das Franziskanerkloster auf dem Inselchen Košljun vor Punat, das Dorf Vrbnik auf einer Klippe über dem Meer und der lange Kiesstrand von Baška.\n\nDie Kvarner-Scampi sind der Stolz der heimischen Küchen, roh, gegrillt oder „na buzaru“ in einer Soße aus Wein, Knoblauch und Tomaten. Im Herbst feiert Lovran seine Maroni, die Maruni, und in den Konditoreien von Opatija lebt die Wiener Tradition weiter. Krk hat seine eigenen handgemachten Nudeln, Šurlice, oft mit Lammgulasch serviert, dazu einen eigenen Schafskäse und Pršut, und in den Weinbergen um Vrbnik wächst der Žlahtina, ein leichter Weißwein, den man jung trinkt.\n\nDer Flughafen Rijeka liegt auf Krk selbst, das die Krk-Brücke mit dem Festland verbindet. Stadtbusse fahren von Rijeka die Küste entlang nach Opatija und Lovran, und auf der Insel verbinden Busse die Stadt Krk mit Baška, Punat und Malinska. Autofähren setzen von Valbiska auf Krk nach Merag auf Cres über, und im Sommer verbinden schnelle Katamarane Rijeka mit Cres, Lošinj und Rab. Für die Dörfer auf Krk und die Straße auf die Učka brauchen Sie ein Auto oder ein Fahrrad.',
        it: 'Abbazia divenne una località alla moda alla fine dell’Ottocento, e le sue ville e i suoi parchi costeggiano ancora il Lungomare, la passeggiata che corre per dodici chilometri da Volosca attraverso Abbazia fino a Laurana. Sopra la costa, il Parco naturale del Monte Maggiore offre faggete e la vetta del Vojak, da cui nelle giornate limpide si vede tutto il golfo. Sull’isola di Krk meritano una visita le mura e la piazza del duomo della città di Krk, il convento francescano sull’isolotto di Košljun davanti a Punat, Vrbnik, il paese arroccato su una scogliera sopra il mare, e la lunga spiaggia di ciottoli di Baška.\n\nGli scampi del Quarnero sono l’orgoglio delle cucine locali: crudi, alla griglia o alla buzara, in un sugo di vino, aglio e pomodoro. In autunno Laurana festeggia i suoi marroni, i maruni, e nelle pasticcerie di Abbazia vive ancora la tradizione viennese. Krk ha una pasta fatta a mano tutta sua, le šurlice, spesso servite con gulasch di agnello, un formaggio di pecora e un prosciutto locali, e i vigneti intorno a Vrbnik danno la Žlahtina, un bianco leggero da bere giovane.\n\nL’aeroporto di Fiume si trova proprio sull’isola di Krk, collegata alla terraferma dal ponte di Krk. Gli autobus urbani vanno da Fiume lungo la costa fino ad Abbazia e Laurana, e sull’isola gli autobus collegano la città di Krk con Baška, Punat e Malinska. I traghetti per le auto attraversano da Valbiska, su Krk, a Merag, su Cres, e d’estate catamarani veloci collegano Fiume con Cres, Lošinj e Rab. Per i paesi di Krk e la strada del Monte Maggiore serve un’auto o una bicicletta.',
        hr: 'Opatija je krajem 19. stoljeća postala otmjeno ljetovalište, a njezine vile i parkovi i danas obrubljuju Lungomare, šetnicu uz more koja se dvanaest kilometara proteže od Voloskog preko Opatije do Lovrana. Iznad obale Park prirode Učka nudi bukove šume i vrh Vojak, s kojega se za vedrih dana vidi cijeli zaljev. Na Krku prošećite zidinama i trgom pred katedralom u gradu Krku, posjetite franjevački samostan na otočiću Košljunu kod Punta te se odvezite do Vrbnika, mjesta na litici iznad mora, i do dugačke šljunčane plaže u Baški.\n\nKvarnerski škampi ponos su ovdašnjih kuhinja, sirovi, s roštilja ili na buzaru, u umaku od vina, češnjaka i rajčice. U jesen Lovran slavi svoje marune, a u opatijskim slastičarnama živi bečka tradicija. Krk ima svoju ručno rađenu tjesteninu, šurlice, često uz gulaš od janjetine, vlastiti ovčji sir i pršut, a u vinogradima oko Vrbnika rađa žlahtina, lagano bijelo vino koje se pije mlado.\n\nZračna luka Rijeka nalazi se na samom Krku, koji je s kopnom povezan Krčkim mostom. Gradski autobusi voze iz Rijeke uz obalu do Opatije i Lovrana, a na otoku autobusi povezuju grad Krk s Baškom, Puntom i Malinskom. Trajekti za automobile plove iz Valbiske na Krku do Meraga na Cresu, a ljeti brzi katamarani povezuju Rijeku s Cresom, Lošinjem i Rabom. Za krčka sela i cestu na Učku trebat će Vam automobil ili bicikl.',
        sl: 'Opatija je konec 19. stoletja postala modno letovišče, njene vile in parki pa še danes obdajajo Lungomare, obmorsko sprehajališče, ki se dvanajst kilometrov vije od Voloskega skozi Opatijo do Lovrana. Nad obalo Naravni park Učka ponuja bukove gozdove in vrh Vojak, s katerega ob jasnem vremenu vidite ves zaliv. Na Krku se sprehodite po obzidju in trgu pred stolnico v mestu Krk, obiščite frančiškanski samostan na otočku Košljun pri Puntu ter se zapeljite v Vrbnik, vas na pečini nad morjem, in na dolgo prodnato plažo v Baški.\n\nKvarnerski škampi so ponos tukajšnjih kuhinj, surovi, z žara ali na buzaro, v omaki iz vina, česna in paradižnika. Jeseni Lovran praznuje svoj kostanj, marune, v opatijskih slaščičarnah pa živi dunajska tradicija. Krk ima svoje ročno narejene testenine, šurlice, pogosto z jagnječjim golažem, lasten ovčji sir in pršut, v vinogradih okoli Vrbnika pa zori žlahtina, lahko belo vino, ki ga pijemo mladega.\n\nLetališče Reka leži kar na Krku, ki ga s celino povezuje Krški most. Mestni avtobusi vozijo z Reke ob obali do Opatije in Lovrana, na otoku pa avtobusi povezujejo mesto Krk z Baško, Puntom in Malinsko. Trajekti za avtomobile plujejo iz Valbiske na Krku v Merag na Cresu, poleti pa hitri katamarani povezujejo Reko s Cresom, Lošinjem in Rabom. Za krške vasi in cesto na Učko boste potrebovali avto ali kolo.',
      },
      facts: {
        en: [
          'Nearest airports: Rijeka (RJK) on Krk, about 25 km from Krk town and 40 km from Opatija; Pula (PUY), Trieste (TRS) and Ljubljana (LJU)',
          'Best season: May to October by the sea; Opatija all year round',
          'Our properties: Grand Hotel Lovorika in Opatija, Vala Apartments in Krk',
        ],
        de: [
          'Nächste Flughäfen: Rijeka (RJK) auf Krk, etwa 25 km von der Stadt Krk und 40 km von Opatija; Pula (PUY), Triest (TRS) und Ljubljana (LJU)',
          'Beste Reisezeit: Mai bis Oktober am Meer; Opatija das ganze Jahr über',
          'Unsere Häuser: Grand Hotel Lovorika in Opatija, Appartements Vala in Krk',
        ],
        it: [
          'Aeroporti più vicini: Fiume (RJK) sull’isola di Krk, a circa 25 km dalla città di Krk e 40 km da Abbazia; Pola (PUY), Trieste (TRS) e Lubiana (LJU)',
          'Periodo migliore: da maggio a ottobre per il mare; Abbazia tutto l’anno',
          'Le nostre strutture: Grand Hotel Lovorika ad Abbazia, Appartamenti Vala a Krk',
        ],
        hr: [
          'Najbliže zračne luke: Rijeka (RJK) na Krku, oko 25 km od grada Krka i 40 km od Opatije; Pula (PUY), Trst (TRS) i Ljubljana (LJU)',
          'Najbolje vrijeme: od svibnja do listopada za more; Opatija tijekom cijele godine',
          'Naši objekti: Grand Hotel Lovorika u Opatiji, Apartmani Vala u Krku',
        ],
        sl: [
          'Najbližja letališča: Reka (RJK) na Krku, približno 25 km od mesta Krk in 40 km od Opatije; Pulj (PUY), Trst (TRS) in Ljubljana (LJU)',
          'Najboljši čas: od maja do oktobra za morje; Opatija vse leto',
          'Naše nastanitve: Grand Hotel Lovorika v Opatiji, Apartmaji Vala v Krku',
        ],
      },
    },
    {
      id: 'explore-dalmatia',
      group: croatia,
      title: {
        en: 'Dalmatia',
        de: 'Dalmatien',
        it: 'Dalmazia',
        hr: 'Dalmacija',
        sl: 'Dalmacija',
      },
      summary: {
        en: 'Stone cities, hundreds of islands and long summers, from the Roman palace at the heart of Split to the walls of Dubrovnik.',
        de: 'Steinerne Städte, Hunderte Inseln und lange Sommer, vom römischen Palast im Herzen von Split bis zu den Mauern von Dubrovnik.',
        it: 'Città di pietra, centinaia di isole e lunghe estati, dal palazzo romano nel cuore di Spalato alle mura di Dubrovnik.',
        hr: 'Kameni gradovi, stotine otoka i duga ljeta, od rimske palače u srcu Splita do dubrovačkih zidina.',
        sl: 'Kamnita mesta, na stotine otokov in dolga poletja, od rimske palače v osrčju Splita do dubrovniškega obzidja.',
      },
      body: {
        en: 'In Split, the old town lives inside the palace the Roman emperor Diocletian built for his retirement seventeen centuries ago: climb the bell tower of St Domnius, then walk up through the pine woods of Marjan hill for the sunset. Dubrovnik’s city walls run for almost two kilometres around the old town; walk them early in the morning, ride the cable car up Mount Srđ, and spend a day on the car-free Elaphiti Islands of Koločep, Lopud and Šipan. On Hvar, climb to the Fortica above Hvar town, swim in the coves of the Pakleni islands and look for the lavender fields around Velo Grablje.\n\nDalmatian cooking is simple and slow. Order peka, lamb or octopus baked for hours under an iron bell covered in embers (most taverns need a day’s notice), pašticada, beef braised in wine and prunes and served with gnocchi, or black risotto with cuttlefish ink. The oysters of Ston are famous along the whole coast, Hvar’s fishermen make gregada, a white fish stew with potatoes, and Dubrovnik ends its meals with rožata, a cousin of crème caramel. The red Plavac Mali and the white Pošip are the wines to try.\n\nSplit is the gateway to the islands: car ferries and catamarans leave its harbour for Hvar, Brač, Vis and Korčula several times a day, and the catamaran to Hvar town takes about an hour. Between Split and Dubrovnik, the A1 motorway and then the Pelješac Bridge take you down the coast in about three hours without crossing a border. In Dubrovnik, city buses run often from Lapad and Babin Kuk to the Pile Gate, and in the old towns themselves you walk: they are closed to cars, and many of their streets are stone steps.',
        de: 'In Split lebt die Altstadt innerhalb des Palastes, den sich der römische Kaiser Diokletian vor siebzehn Jahrhunderten für seinen Ruhestand erbauen ließ: Steigen Sie auf den Glockenturm der Kathedrale des heiligen Domnius und spazieren Sie zum Sonnenuntergang durch die Pinienwälder des Marjan-Hügels. Die Stadtmauern von Dubrovnik umschließen die Altstadt auf fast zwei Kilometern; gehen Sie sie früh am Morgen ab, fahren Sie mit der Seilbahn auf den Srđ und verbringen Sie einen Tag auf den autofreien Elaphitischen Inseln Koločep, Lopud und Šipan. Auf Hvar lohnen der Aufstieg zur Festung Fortica über der Stadt Hvar, ein Bad in den Buchten der Pakleni-Inseln und ein Abstecher zu den Lavendelfeldern um Velo Grablje.\n\nDie dalmatinische Küche ist einfach und nimmt sich Zeit. Bestellen Sie Peka, Lamm oder Oktopus, stundenlang unter einer mit Glut bedeckten Eisenglocke gegart (in den meisten Konobas einen Tag im Voraus), Pašticada, in Wein und Pflaumen geschmortes Rindfleisch mit Gnocchi, oder schwarzes Risotto mit Sepiatinte. Die Austern aus Ston sind an der ganzen Küste berühmt, die Fischer von Hvar kochen Gregada, einen hellen Fischeintopf mit Kartoffeln, und in Dubrovnik endet das Essen mit Rožata, einer Verwandten der Crème caramel. Dazu gehören der rote Plavac Mali und der weiße Pošip.\n\nSplit ist das Tor zu den Inseln: Autofähren und Katamarane fahren mehrmals täglich nach Hvar, Brač, Vis und Korčula, und der Katamaran in die Stadt Hvar braucht etwa eine Stunde. Zwischen Split und Dubrovnik bringen Sie die Autobahn A1 und danach die Pelješac-Brücke in rund drei Stunden die Küste hinunter, ohne eine Grenze zu überqueren. In Dubrovnik fahren Stadtbusse häufig von Lapad und Babin Kuk zum Pile-Tor, und in den Altstädten selbst gehen Sie zu Fuß: Sie sind für Autos gesperrt, und viele ihrer Gassen bestehen aus Steinstufen.',
        it: 'A Spalato il centro storico vive dentro il palazzo che l’imperatore romano Diocleziano si fece costruire per la vecchiaia diciassette secoli fa: salga sul campanile di San Doimo, poi attraversi le pinete della collina del Marjan per il tramonto. Le mura di Dubrovnik corrono per quasi due chilometri intorno alla città vecchia; le percorra di primo mattino, salga in funivia sul monte Srđ e dedichi una giornata alle isole Elafiti di Koločep, Lopud e Šipan, dove non circolano auto. A Hvar salga alla Fortica sopra la città, faccia il bagno nelle calette delle isole Pakleni e cerchi i campi di lavanda intorno a Velo Grablje.\n\nLa cucina dalmata è semplice e lenta. Ordini la peka, agnello o polpo cotti per ore sotto una campana di ferro coperta di braci (quasi tutte le konobe la preparano su prenotazione il giorno prima), la pašticada, manzo brasato nel vino con le prugne e servito con gli gnocchi, o il risotto nero al nero di seppia. Le ostriche di Ston sono famose su tutta la costa, i pescatori di Hvar preparano la gregada, uno stufato di pesce bianco con patate, e Dubrovnik chiude il pasto con la rožata, parente stretta del crème caramel. I vini da provare sono il rosso Plavac Mali e il bianco Pošip.\n\nSpalato è la porta delle isole: traghetti e catamarani partono più volte al giorno per Hvar, Brač, Vis e Korčula, e il catamarano per la città di Hvar impiega circa un’ora. Tra Spalato e Dubrovnik, l’autostrada A1 e poi il ponte di Pelješac portano lungo la costa in circa tre ore senza attraversare confini. A Dubrovnik gli autobus urbani partono spesso da Lapad e Babin Kuk per la Porta Pile, e nei centri storici si va a piedi: sono chiusi alle auto, e molte vie sono scalinate di pietra.',
        hr: 'U Splitu stara jezgra živi unutar palače koju je rimski car Dioklecijan prije sedamnaest stoljeća dao sagraditi za svoje umirovljenje: popnite se na zvonik sv. Duje, a zatim kroz borovu šumu Marjana prošećite do zalaska sunca. Dubrovačke zidine gotovo dva kilometra okružuju staru jezgru; prohodajte ih rano ujutro, žičarom se popnite na Srđ i provedite dan na Elafitima, na Koločepu, Lopudu i Šipanu, gdje nema automobila. Na Hvaru se popnite do Fortice iznad grada Hvara, okupajte se u uvalama Paklenih otoka i potražite polja lavande oko Velog Grablja.\n\nDalmatinska kuhinja jednostavna je i spora. Naručite peku, janjetinu ili hobotnicu koja se satima peče pod željeznim zvonom zatrpanim žarom (većina konoba traži narudžbu dan ranije), pašticadu, govedinu pirjanu u vinu sa suhim šljivama i posluženu s njokima, ili crni rižot sa sipinim crnilom. Stonske kamenice poznate su duž cijele obale, hvarski ribari kuhaju gregadu, brudet od bijele ribe s krumpirom, a Dubrovnik objed završava rožatom, rođakinjom krem karamela. Od vina kušajte crni plavac mali i bijeli pošip.\n\nSplit je vrata otoka: trajekti i katamarani nekoliko puta na dan isplovljavaju prema Hvaru, Braču, Visu i Korčuli, a katamaranom do grada Hvara treba oko sat vremena. Između Splita i Dubrovnika autocesta A1, a zatim Pelješki most vode niz obalu za otprilike tri sata, bez prelaska granice. U Dubrovniku gradski autobusi često voze s Lapada i Babinog kuka do Pila, a po starim jezgrama hoda se pješice: zatvorene su za automobile, a mnoge su im ulice kamene skaline.',
        sl: 'V Splitu staro mestno jedro živi znotraj palače, ki si jo je rimski cesar Dioklecijan pred sedemnajstimi stoletji dal zgraditi za svoja pozna leta: povzpnite se na zvonik sv. Dujma, nato pa se skozi borove gozdove hriba Marjan sprehodite do sončnega zahoda. Dubrovniško obzidje skoraj dva kilometra obdaja staro mesto; prehodite ga zgodaj zjutraj, z žičnico se zapeljite na Srđ in preživite dan na Elafitskih otokih Koločep, Lopud in Šipan, kjer ni avtomobilov. Na Hvaru se povzpnite do trdnjave Fortica nad mestom Hvar, se okopajte v zalivih Paklenih otokov in poiščite polja sivke okoli Velega Grablja.\n\nDalmatinska kuhinja je preprosta in počasna. Naročite peko, jagnjetino ali hobotnico, ki se ure in ure peče pod železnim zvonom, zasutim z žerjavico (večina konob jo pripravi le po naročilu dan prej), pašticado, govedino, dušeno v vinu s suhimi slivami in postreženo z njoki, ali črno rižoto s sipinim črnilom. Ostrige iz Stona slovijo po vsej obali, hvarski ribiči kuhajo gregado, enolončnico iz bele ribe s krompirjem, v Dubrovniku pa obrok sklene rožata, sorodnica kremne karamele. Od vin poskusite rdeči plavac mali in beli pošip.\n\nSplit je izhodišče za otoke: trajekti in katamarani večkrat na dan izplujejo proti Hvaru, Braču, Visu in Korčuli, s katamaranom do mesta Hvar pa potrebujete približno uro. Med Splitom in Dubrovnikom vas avtocesta A1 in nato Pelješki most v približno treh urah pripeljeta ob obali navzdol, ne da bi prečkali mejo. V Dubrovniku mestni avtobusi pogosto vozijo z Lapada in Babinega kuka do vrat Pile, po starih mestnih jedrih pa se hodi peš: zaprta so za avtomobile, mnoge ulice pa so kamnite stopnice.',
      },
      facts: {
        en: [
          'Nearest airports: Split (SPU), about 25 km from Split; Dubrovnik (DBV), about 20 km from Dubrovnik; for Hvar, fly to Split and take the catamaran',
          'Best season: May to June and September to October; July and August are hot and busy',
          'Our properties: Hotel Sustipan in Split, Hotel Elafiti in Dubrovnik, Villa Lavanda on Hvar',
        ],
        de: [
          'Nächste Flughäfen: Split (SPU), etwa 25 km von Split; Dubrovnik (DBV), etwa 20 km von Dubrovnik; nach Hvar über Split und mit dem Katamaran',
          'Beste Reisezeit: Mai bis Juni und September bis Oktober; Juli und August sind heiß und voll',
          'Unsere Häuser: Hotel Sustipan in Split, Hotel Elafiti in Dubrovnik, Villa Lavanda auf Hvar',
        ],
        it: [
          'Aeroporti più vicini: Spalato (SPU), a circa 25 km da Spalato; Dubrovnik (DBV), a circa 20 km da Dubrovnik; per Hvar, volo su Spalato e poi catamarano',
          'Periodo migliore: da maggio a giugno e da settembre a ottobre; luglio e agosto sono caldi e affollati',
          'Le nostre strutture: Hotel Sustipan a Spalato, Hotel Elafiti a Dubrovnik, Villa Lavanda a Hvar',
        ],
        hr: [
          'Najbliže zračne luke: Split (SPU), oko 25 km od Splita; Dubrovnik (DBV), oko 20 km od Dubrovnika; za Hvar letom do Splita pa katamaranom',
          'Najbolje vrijeme: od svibnja do lipnja i od rujna do listopada; u srpnju i kolovozu vruće je i gužva',
          'Naši objekti: Hotel Sustipan u Splitu, Hotel Elafiti u Dubrovniku, Vila Lavanda na Hvaru',
        ],
        sl: [
          'Najbližja letališča: Split (SPU), približno 25 km od Splita; Dubrovnik (DBV), približno 20 km od Dubrovnika; za Hvar z letalom do Splita in nato s katamaranom',
          'Najboljši čas: od maja do junija in od septembra do oktobra; julij in avgust sta vroča in polna obiskovalcev',
          'Naše nastanitve: Hotel Sustipan v Splitu, Hotel Elafiti v Dubrovniku, Vila Lavanda na Hvaru',
        ],
      },
    },
    {
      id: 'explore-julian-alps',
      group: slovenia,
      title: {
        en: 'Julian Alps',
        de: 'Julische Alpen',
        it: 'Alpi Giulie',
        hr: 'Julijske Alpe',
        sl: 'Julijske Alpe',
      },
      summary: {
        en: 'Two glacial lakes under the peaks of Triglav National Park: Bled with its island church and castle, Bohinj larger, wilder and quieter.',
        de: 'Zwei Gletscherseen unter den Gipfeln des Triglav-Nationalparks: Bled mit Inselkirche und Burg, Bohinj größer, wilder und stiller.',
        it: 'Due laghi glaciali sotto le vette del Parco nazionale del Tricorno: Bled con la chiesa sull’isola e il castello, Bohinj più grande, selvaggio e quieto.',
        hr: 'Dva ledenjačka jezera pod vrhovima Nacionalnog parka Triglav: Bled s crkvom na otočiću i dvorcem te veći, divljiji i mirniji Bohinj.',
        sl: 'Dve ledeniški jezeri pod vrhovi Triglavskega narodnega parka: Blejsko s cerkvijo na otoku in gradom ter večje, bolj divje in tiše Bohinjsko.',
      },
      body: {
        en: 'At Bled, a pletna, the flat-bottomed wooden boat of the lake, takes you to the island and its Church of the Assumption, where visitors ring the wishing bell. Bled Castle stands on a cliff high above the water, and a short drive away the boardwalks of the Vintgar Gorge follow the river Radovna between sheer rock walls. Lake Bohinj, half an hour further into the mountains, is larger and quieter: see the frescoes in the church of St John the Baptist by the bridge, walk up to the Savica waterfall, and take the cable car to Vogel for a view of Triglav, Slovenia’s highest peak.\n\nBled’s cream cake, the kremna rezina, has been made to the same recipe for decades: a layer of vanilla custard and one of whipped cream between thin sheets of puff pastry. In the village inns, order štruklji, rolled dumplings filled with cottage cheese or tarragon, buckwheat žganci with crackling, and the Carniolan sausage, kranjska klobasa. Trout from the Sava Bohinjka and mohant, the strong, soft cheese of Bohinj, are the valley’s own, and nearby Radovljica is the town of gingerbread hearts and honey, with a museum of beekeeping.\n\nBuses run several times a day from Ljubljana to Bled and on to Bohinj, and the Bohinj railway, one of the most scenic lines in the Alps, stops at Bled Jezero and Bohinjska Bistrica, from where a car train carries cars through the tunnel towards the Soča valley. A path runs all the way around Lake Bled, six kilometres on the flat, and bicycles can be hired at both lakes. In summer, buses from Ribčev Laz take you to the Savica waterfall and the Vogel cable car; to cross the Vršič pass, Slovenia’s highest road, you need a car.',
        de: 'In Bled bringt Sie eine Pletna, das flache Holzboot des Sees, zur Insel und ihrer Marienkirche, wo Besucher die Wunschglocke läuten. Die Burg von Bled thront auf einem Felsen hoch über dem Wasser, und eine kurze Fahrt entfernt folgen die Holzstege der Vintgar-Klamm der Radovna zwischen senkrechten Felswänden. Der Bohinjer See, eine halbe Stunde weiter in den Bergen, ist größer und stiller: Sehen Sie sich die Fresken in der Kirche Johannes des Täufers an der Brücke an, wandern Sie zum Savica-Wasserfall und fahren Sie mit der Seilbahn auf den Vogel, mit Blick auf den Triglav, Sloweniens höchsten Gipfel.\n\nDie Bleder Cremeschnitte, die Kremna rezina, wird seit Jahrzehnten nach demselben Rezept gebacken: eine Schicht Vanillecreme und eine Schicht Schlagsahne zwischen dünnen Blätterteigplatten. In den Dorfgasthäusern bestellen Sie Štruklji, gerollte Teigtaschen mit Topfen oder Estragon, Buchweizen-Žganci mit Grieben und die Krainer Wurst, Kranjska klobasa. Forellen aus der Sava Bohinjka und Mohant, der kräftige, weiche Käse aus Bohinj, sind Spezialitäten des Tals, und im nahen Radovljica, der Stadt der Lebkuchenherzen und des Honigs, gibt es ein Imkereimuseum.\n\nBusse fahren mehrmals täglich von Ljubljana nach Bled und weiter nach Bohinj, und die Wocheiner Bahn, eine der schönsten Strecken der Alpen, hält in Bled Jezero und Bohinjska Bistrica, von wo ein Autozug durch den Tunnel Richtung Soča-Tal fährt. Ein ebener Weg führt sechs Kilometer um den ganzen Bleder See, und an beiden Seen können Sie Fahrräder leihen. Im Sommer bringen Busse Sie von Ribčev Laz zum Savica-Wasserfall und zur Vogel-Seilbahn; für den Vršič-Pass, die höchste Passstraße Sloweniens, brauchen Sie ein Auto.',
        it: 'A Bled una pletna, la barca di legno a fondo piatto del lago, La porta sull’isola e alla sua chiesa dell’Assunta, dove i visitatori suonano la campana dei desideri. Il castello di Bled sorge su una rupe alta sopra l’acqua, e a breve distanza in auto le passerelle della gola di Vintgar seguono il fiume Radovna tra pareti di roccia verticali. Il lago di Bohinj, mezz’ora più addentro nelle montagne, è più grande e tranquillo: ammiri gli affreschi della chiesa di San Giovanni Battista accanto al ponte, salga alla cascata Savica e prenda la funivia del Vogel per la vista sul Tricorno, la vetta più alta della Slovenia.\n\nLa torta alla crema di Bled, la kremna rezina, si prepara da decenni con la stessa ricetta: uno strato di crema alla vaniglia e uno di panna montata tra due sottili fogli di pasta sfoglia. Nelle trattorie di paese ordini gli štruklji, involtini di pasta ripieni di ricotta o dragoncello, i žganci di grano saraceno con i ciccioli e la salsiccia della Carniola, la kranjska klobasa. Le trote della Sava Bohinjka e il mohant, il formaggio morbido e saporito di Bohinj, sono specialità della valle, e la vicina Radovljica è la città dei cuori di pan di zenzero e del miele, con un museo dell’apicoltura.\n\nGli autobus partono più volte al giorno da Lubiana per Bled e proseguono per Bohinj, e la ferrovia di Bohinj, una delle linee più panoramiche delle Alpi, ferma a Bled Jezero e a Bohinjska Bistrica, da dove un treno navetta porta le auto attraverso la galleria verso la valle dell’Isonzo. Un sentiero pianeggiante di sei chilometri gira tutto intorno al lago di Bled, e a entrambi i laghi si noleggiano biciclette. D’estate gli autobus da Ribčev Laz portano alla cascata Savica e alla funivia del Vogel; per il passo della Moistrocca (Vršič), la strada più alta della Slovenia, serve l’auto.',
        hr: 'Na Bledu Vas pletna, plosnati drveni čamac s ovoga jezera, vozi do otočića i njegove crkve Marijina uznesenja, gdje posjetitelji zvone zvonom želja. Blejski dvorac stoji na litici visoko iznad vode, a nedaleko odande drvene staze klanca Vintgar prate rijeku Radovnu između okomitih stijena. Bohinjsko jezero, pola sata dalje u planine, veće je i mirnije: pogledajte freske u crkvi sv. Ivana Krstitelja kraj mosta, prošećite do slapa Savica i žičarom se popnite na Vogel, s pogledom na Triglav, najviši vrh Slovenije.\n\nBlejska kremšnita, kremna rezina, desetljećima se radi po istom receptu: sloj kreme od vanilije i sloj šlaga između tankih listova lisnatog tijesta. U seoskim gostionicama naručite štrukle punjene svježim sirom ili estragonom, heljdine žgance s čvarcima i kranjsku kobasicu. Pastrve iz Save Bohinjke i mohant, jaki, mekani bohinjski sir, specijaliteti su doline, a obližnja Radovljica grad je licitarskih srca i meda, s muzejom pčelarstva.\n\nAutobusi nekoliko puta na dan voze iz Ljubljane na Bled i dalje do Bohinja, a bohinjska pruga, jedna od najslikovitijih u Alpama, staje na postajama Bled Jezero i Bohinjska Bistrica, odakle autovlak prevozi automobile kroz tunel prema dolini Soče. Ravna staza od šest kilometara vodi oko cijelog Blejskog jezera, a na oba jezera mogu se unajmiti bicikli. Ljeti autobusi iz Ribčeva Laza voze do slapa Savica i žičare Vogel; za prijelaz preko Vršiča, najviše ceste u Sloveniji, treba Vam automobil.',
        sl: 'Na Bledu vas pletna, ploskodna lesena ladja tega jezera, popelje na otok in do cerkve Marijinega vnebovzetja, kjer obiskovalci pozvonijo z zvonom želja. Blejski grad stoji na pečini visoko nad vodo, le kratko vožnjo stran pa lesene poti soteske Vintgar sledijo Radovni med navpičnimi skalnimi stenami. Bohinjsko jezero, pol ure globlje v gorah, je večje in tišje: oglejte si freske v cerkvi sv. Janeza Krstnika ob mostu, povzpnite se do slapa Savica in se z nihalko zapeljite na Vogel, od koder se vidi Triglav, najvišji vrh Slovenije.\n\nBlejsko kremno rezino že desetletja pečejo po istem receptu: plast vaniljeve kreme in plast stepene smetane med tankima listoma listnatega testa. V vaških gostilnah naročite štruklje s skuto ali pehtranom, ajdove žgance z ocvirki in kranjsko klobaso. Postrvi iz Save Bohinjke in mohant, močan mehki bohinjski sir, so posebnosti doline, bližnja Radovljica pa je mesto lectovih src in medu, z Muzejem čebelarstva.\n\nAvtobusi večkrat na dan vozijo iz Ljubljane na Bled in naprej v Bohinj, Bohinjska proga, ena najlepših v Alpah, pa ustavlja na postajah Bled Jezero in Bohinjska Bistrica, od koder avtovlak pelje avtomobile skozi predor proti Soški dolini. Ravna pot dolžine šest kilometrov vodi okoli vsega Blejskega jezera, kolesa pa si lahko izposodite ob obeh jezerih. Poleti avtobusi iz Ribčevega Laza vozijo do slapa Savica in nihalke na Vogel; za prelaz Vršič, najvišjo cesto v Sloveniji, potrebujete avto.',
      },
      facts: {
        en: [
          'Nearest airports: Ljubljana (LJU), about 35 km from Bled and 60 km from Bohinj; Klagenfurt (KLU), about 70 km; Trieste (TRS) and Venice (VCE)',
          'Best season: June to September for hiking and swimming, December to March for skiing; October for the autumn colours',
          'Our properties: Hotel Lipov Gaj in Bled, Vogar Chalets at Lake Bohinj',
        ],
        de: [
          'Nächste Flughäfen: Ljubljana (LJU), etwa 35 km von Bled und 60 km von Bohinj; Klagenfurt (KLU), etwa 70 km; Triest (TRS) und Venedig (VCE)',
          'Beste Reisezeit: Juni bis September zum Wandern und Baden, Dezember bis März zum Skifahren; Oktober für die Herbstfarben',
          'Unsere Häuser: Hotel Lipov Gaj in Bled, Vogar Chalets am Bohinjer See',
        ],
        it: [
          'Aeroporti più vicini: Lubiana (LJU), a circa 35 km da Bled e 60 km da Bohinj; Klagenfurt (KLU), a circa 70 km; Trieste (TRS) e Venezia (VCE)',
          'Periodo migliore: da giugno a settembre per escursioni e bagni, da dicembre a marzo per lo sci; ottobre per i colori dell’autunno',
          'Le nostre strutture: Hotel Lipov Gaj a Bled, Chalet Vogar sul lago di Bohinj',
        ],
        hr: [
          'Najbliže zračne luke: Ljubljana (LJU), oko 35 km od Bleda i 60 km od Bohinja; Klagenfurt (KLU), oko 70 km; Trst (TRS) i Venecija (VCE)',
          'Najbolje vrijeme: od lipnja do rujna za planinarenje i kupanje, od prosinca do ožujka za skijanje; listopad za jesenske boje',
          'Naši objekti: Hotel Lipov Gaj na Bledu, Brvnare Vogar na Bohinjskom jezeru',
        ],
        sl: [
          'Najbližja letališča: Ljubljana (LJU), približno 35 km od Bleda in 60 km od Bohinja; Celovec (KLU), približno 70 km; Trst (TRS) in Benetke (VCE)',
          'Najboljši čas: od junija do septembra za pohodništvo in kopanje, od decembra do marca za smučanje; oktober za jesenske barve',
          'Naše nastanitve: Hotel Lipov Gaj na Bledu, Brunarice Vogar ob Bohinjskem jezeru',
        ],
      },
    },
    {
      id: 'explore-slovenian-coast',
      group: slovenia,
      title: {
        en: 'Slovenian Coast',
        de: 'Slowenische Küste',
        it: 'Costa slovena',
        hr: 'Slovenska obala',
        sl: 'Slovenska obala',
      },
      summary: {
        en: 'Less than fifty kilometres of coast between Italy and Croatia, with Venetian Piran, working salt pans and the wine hills of Slovenian Istria.',
        de: 'Keine fünfzig Kilometer Küste zwischen Italien und Kroatien, mit dem venezianischen Piran, Salinen in Betrieb und den Weinhügeln des slowenischen Istrien.',
        it: 'Meno di cinquanta chilometri di costa tra Italia e Croazia, con la veneziana Pirano, saline ancora attive e le colline del vino dell’Istria slovena.',
        hr: 'Manje od pedeset kilometara obale između Italije i Hrvatske, s venecijanskim Piranom, solanama koje još rade i vinorodnim brežuljcima slovenske Istre.',
        sl: 'Manj kot petdeset kilometrov obale med Italijo in Hrvaško, z beneškim Piranom, delujočimi solinami in vinorodnimi griči slovenske Istre.',
      },
      body: {
        en: 'Piran stands on a narrow peninsula: Tartini Square, named after the violinist born here, opens onto the harbour, and from the church of St George and its bell tower you see the whole town, the Gulf of Trieste and, on clear days, the Alps. Walk the old town walls above the roofs, then head south to the Sečovlje Salina Nature Park, where salt is still harvested by hand as it has been for seven centuries. Izola is a fishing town with a harbour full of boats, Koper has the Venetian Gothic Praetorian Palace, and an hour inland lie the Škocjan Caves, a UNESCO site, and the Lipica stud farm, home of the Lipizzaner horses.\n\nFish is what the coast eats: grilled sea bass and bream, fried sardines and squid, and brodet, a fish stew served with polenta. Piran salt seasons every table, and its fleur de sel, the salt flower, makes a fine present to take home. Slovenian Istria grows the olives for an excellent oil and two wines, the red Refošk and the white Malvazija. Inland on the Karst, taste pršut dried by the bora wind and Teran, the dark red wine of the red earth.\n\nPiran’s old town is closed to cars: park in the Fornače garage at its entrance and take the free shuttle bus to Tartini Square. Buses link Koper, Izola, Portorož and Piran through the day, and the Parenzana cycle path, laid on the bed of an old railway, runs along the coast from Koper to Izola and through a tunnel towards Portorož. In summer, passenger boats sail from Piran to Trieste and Venice, and the Karst and its caves are less than an hour away by car.',
        de: 'Piran liegt auf einer schmalen Halbinsel: Der Tartini-Platz, benannt nach dem hier geborenen Geiger, öffnet sich zum Hafen, und von der Kirche des heiligen Georg und ihrem Glockenturm sehen Sie die ganze Stadt, den Golf von Triest und an klaren Tagen die Alpen. Gehen Sie auf der Stadtmauer über die Dächer und dann nach Süden in den Naturpark der Salinen von Sečovlje, wo das Salz seit sieben Jahrhunderten von Hand gewonnen wird. Izola ist ein Fischerstädtchen mit einem Hafen voller Boote, Koper hat den venezianisch-gotischen Prätorenpalast, und eine Stunde landeinwärts liegen die Höhlen von Škocjan, ein UNESCO-Welterbe, und das Gestüt Lipica, die Heimat der Lipizzaner.\n\nAn der Küste isst man Fisch: gegrillten Wolfsbarsch und Goldbrasse, frittierte Sardinen und Tintenfische und Brodet, einen Fischeintopf mit Polenta. Das Salz aus Piran würzt jeden Tisch, und seine Salzblüte, die Fleur de Sel, ist ein schönes Mitbringsel. Im slowenischen Istrien wachsen die Oliven für ein ausgezeichnetes Öl und zwei Weine, der rote Refošk und der weiße Malvazija. Landeinwärts im Karst probieren Sie Pršut, von der Bora getrocknet, und Teran, den dunklen Rotwein der roten Erde.\n\nDie Altstadt von Piran ist für Autos gesperrt: Parken Sie in der Garage Fornače am Ortseingang und fahren Sie mit dem kostenlosen Shuttlebus zum Tartini-Platz. Busse verbinden Koper, Izola, Portorož und Piran den ganzen Tag, und der Radweg Parenzana auf der Trasse einer alten Bahnlinie führt an der Küste von Koper nach Izola und durch einen Tunnel Richtung Portorož. Im Sommer fahren Passagierschiffe von Piran nach Triest und Venedig, und der Karst mit seinen Höhlen ist mit dem Auto keine Stunde entfernt.',
        it: 'Pirano sorge su una stretta penisola: piazza Tartini, intitolata al violinista che qui nacque, si apre sul porto, e dalla chiesa di San Giorgio e dal suo campanile si vedono tutta la città, il golfo di Trieste e, nelle giornate limpide, le Alpi. Percorra le mura sopra i tetti, poi scenda a sud verso il Parco naturale delle Saline di Sicciole, dove il sale si raccoglie ancora a mano come da sette secoli. Isola è una cittadina di pescatori con il porto pieno di barche, Capodistria ha il Palazzo Pretorio in gotico veneziano, e a un’ora nell’entroterra si trovano le Grotte di San Canziano, patrimonio UNESCO, e l’allevamento di Lipica, casa dei cavalli lipizzani.\n\nSulla costa si mangia pesce: branzino e orata alla griglia, sardine e calamari fritti e il brodetto, uno stufato di pesce servito con la polenta. Il sale di Pirano condisce ogni tavola, e il suo fior di sale è un bel regalo da portare a casa. L’Istria slovena dà le olive di un olio eccellente e due vini, il rosso Refosco e il bianco Malvasia. Nell’entroterra, sul Carso, assaggi il prosciutto asciugato dalla bora e il Terrano, il rosso scuro della terra rossa.\n\nIl centro di Pirano è chiuso alle auto: si parcheggia nel garage Fornače all’ingresso della città e si prende il bus navetta gratuito fino a piazza Tartini. Gli autobus collegano Capodistria, Isola, Portorose e Pirano per tutto il giorno, e la pista ciclabile Parenzana, ricavata sul tracciato di una vecchia ferrovia, corre lungo la costa da Capodistria a Isola e attraverso una galleria verso Portorose. D’estate i battelli passeggeri collegano Pirano con Trieste e Venezia, e il Carso con le sue grotte è a meno di un’ora d’auto.',
        hr: 'Piran leži na uskom poluotoku: Tartinijev trg, nazvan po violinistu koji je ovdje rođen, otvara se prema luci, a s crkve sv. Jurja i njezina zvonika vidi se cijeli grad, Tršćanski zaljev i, za vedrih dana, Alpe. Prošećite gradskim zidinama iznad krovova, a zatim se uputite na jug u Krajinski park Sečoveljske soline, gdje se sol i danas bere ručno, kao već sedam stoljeća. Izola je ribarski gradić s lukom punom brodica, u Kopru je Pretorska palača u venecijanskoj gotici, a sat vožnje u unutrašnjost nalaze se Škocjanske špilje, pod zaštitom UNESCO-a, i ergela Lipica, dom lipicanaca.\n\nNa obali se jede riba: brancin i orada s roštilja, pržene srdele i lignje te brodet, riblji paprikaš s palentom. Piranska sol začinja svaki stol, a njezin solni cvijet lijep je poklon za ponijeti kući. Slovenska Istra daje masline za izvrsno ulje i dva vina, crni refošk i bijelu malvaziju. U unutrašnjosti, na Krasu, kušajte pršut koji suši bura i teran, tamno crno vino crvene zemlje.\n\nStara jezgra Pirana zatvorena je za automobile: parkirajte u garaži Fornače na ulazu u grad i besplatnim autobusom odvezite se do Tartinijeva trga. Autobusi cijeli dan povezuju Kopar, Izolu, Portorož i Piran, a biciklistička staza Parenzana, na trasi stare pruge, vodi uz obalu od Kopra do Izole i kroz tunel prema Portorožu. Ljeti putnički brodovi plove iz Pirana do Trsta i Venecije, a Kras sa svojim špiljama udaljen je manje od sat vožnje.',
        sl: 'Piran stoji na ozkem polotoku: Tartinijev trg, imenovan po violinistu, ki se je rodil tukaj, se odpira proti pristanišču, s cerkve sv. Jurija in njenega zvonika pa vidite vse mesto, Tržaški zaliv in ob jasnem vremenu Alpe. Sprehodite se po mestnem obzidju nad strehami, nato pa se odpravite na jug v Krajinski park Sečoveljske soline, kjer sol še vedno pridelujejo ročno, tako kot že sedem stoletij. Izola je ribiško mesto s pristaniščem, polnim čolnov, Koper ima Pretorsko palačo v beneški gotiki, uro v notranjost pa ležijo Škocjanske jame, vpisane na Unescov seznam, in kobilarna Lipica, dom lipicancev.\n\nNa obali jedo ribo: brancin in orada z žara, ocvrte sardele in lignji ter brodet, ribja enolončnica s polento. Piranska sol začini vsako mizo, njen solni cvet pa je lepo darilo za domov. Slovenska Istra daje oljke za odlično olje in dve vini, rdeči refošk in belo malvazijo. V notranjosti, na Krasu, poskusite pršut, ki ga suši burja, in teran, temno rdeče vino rdeče zemlje.\n\nStaro mestno jedro Pirana je zaprto za promet: parkirajte v garaži Fornače ob vhodu v mesto in se z brezplačnim avtobusom zapeljite do Tartinijevega trga. Avtobusi ves dan povezujejo Koper, Izolo, Portorož in Piran, kolesarska pot Parenzana na trasi stare železnice pa vodi ob obali od Kopra do Izole in skozi predor proti Portorožu. Poleti potniške ladje plujejo iz Pirana v Trst in Benetke, Kras z jamami pa je manj kot uro vožnje stran.',
      },
      facts: {
        en: [
          'Nearest airports: Trieste (TRS), about 70 km; Ljubljana (LJU), about 130 km; Venice (VCE), about 200 km',
          'Best season: May to September; the salt harvest is in summer',
          'Our property: Solinarka Apartments in the old town of Piran',
        ],
        de: [
          'Nächste Flughäfen: Triest (TRS), etwa 70 km; Ljubljana (LJU), etwa 130 km; Venedig (VCE), etwa 200 km',
          'Beste Reisezeit: Mai bis September; die Salzernte ist im Sommer',
          'Unser Haus: Appartements Solinarka in der Altstadt von Piran',
        ],
        it: [
          'Aeroporti più vicini: Trieste (TRS), a circa 70 km; Lubiana (LJU), a circa 130 km; Venezia (VCE), a circa 200 km',
          'Periodo migliore: da maggio a settembre; la raccolta del sale è in estate',
          'La nostra struttura: Appartamenti Solinarka nel centro storico di Pirano',
        ],
        hr: [
          'Najbliže zračne luke: Trst (TRS), oko 70 km; Ljubljana (LJU), oko 130 km; Venecija (VCE), oko 200 km',
          'Najbolje vrijeme: od svibnja do rujna; berba soli je ljeti',
          'Naš objekt: Apartmani Solinarka u staroj jezgri Pirana',
        ],
        sl: [
          'Najbližja letališča: Trst (TRS), približno 70 km; Ljubljana (LJU), približno 130 km; Benetke (VCE), približno 200 km',
          'Najboljši čas: od maja do septembra; sol pridelujejo poleti',
          'Naša nastanitev: Apartmaji Solinarka v starem mestnem jedru Pirana',
        ],
      },
    },
    {
      id: 'explore-lake-garda',
      group: italy,
      title: {
        en: 'Lake Garda',
        de: 'Gardasee',
        it: 'Lago di Garda',
        hr: 'Gardsko jezero',
        sl: 'Gardsko jezero',
      },
      summary: {
        en: 'Italy’s largest lake, with olive groves, lemon houses and Roman ruins in the south and mountains rising straight from the water in the north.',
        de: 'Italiens größter See, mit Olivenhainen, Zitronenhäusern und römischen Ruinen im Süden und Bergen, die im Norden direkt aus dem Wasser steigen.',
        it: 'Il lago più grande d’Italia, con uliveti, limonaie e rovine romane a sud e montagne che a nord si alzano direttamente dall’acqua.',
        hr: 'Najveće talijansko jezero, s maslinicima, kućama za limune i rimskim ruševinama na jugu te planinama koje se na sjeveru dižu ravno iz vode.',
        sl: 'Največje italijansko jezero, z oljčnimi nasadi, limonarijami in rimskimi ruševinami na jugu ter gorami, ki se na severu dvigajo naravnost iz vode.',
      },
      body: {
        en: 'Sirmione sits at the tip of a narrow peninsula on the south shore: cross the drawbridge of the Scaliger Castle, a moated fortress of the 13th century, and walk out to the Grottoes of Catullus, the ruins of a great Roman villa above the water. On the north shore, Riva del Garda has an old harbour under the Apponale Tower, and above the town the Bastione, a Venetian fort you reach on foot or by a panoramic lift. Nearby, the castle of Arco stands on a rock above the olive groves, the Varone waterfall drops through a narrow gorge, and from Malcesine a rotating cable car climbs Monte Baldo.\n\nThe lake has fish of its own: lavarello (whitefish), trout and the small lake sardines, grilled, dried or served in carpione, marinated in vinegar and herbs. Garda olive oil comes from some of the most northerly olive groves in the world and has a protected name. In the south, drink Lugana, a white from the vineyards between Sirmione and Desenzano, or Bardolino and its rosé, Chiaretto; around Riva, in Trentino, try carne salada, thinly sliced cured beef, with beans and a glass of Nosiola or Teroldego.\n\nFerries and fast hydrofoils link the towns on every shore, from Desenzano and Sirmione up to Riva, and a car ferry crosses between Maderno and Torri del Benaco. Trains on the Milan–Venice line stop at Desenzano del Garda-Sirmione and Peschiera del Garda, with buses on to Sirmione; Riva is reached by bus from Rovereto station. Sirmione’s historic centre is closed to traffic, so leave the car outside and walk, and around Riva cycle paths lead to Torbole and Arco and up the Ponale road to Lake Ledro.',
        de: 'Sirmione liegt an der Spitze einer schmalen Halbinsel am Südufer: Gehen Sie über die Zugbrücke der Skaligerburg, einer Wasserburg aus dem 13. Jahrhundert, und hinaus zu den Grotten des Catull, den Ruinen einer großen römischen Villa über dem Wasser. Am Nordufer hat Riva del Garda einen alten Hafen unter dem Apponale-Turm und über der Stadt den Bastione, eine venezianische Festung, die Sie zu Fuß oder mit einem Panoramaaufzug erreichen. In der Nähe thront die Burg von Arco auf einem Felsen über den Olivenhainen, der Varone-Wasserfall stürzt durch eine enge Schlucht, und von Malcesine fährt eine drehbare Seilbahn auf den Monte Baldo.\n\nDer See hat eigene Fische: Renke (Lavarello), Forelle und die kleinen Seesardinen, gegrillt, getrocknet oder „in carpione“, in Essig und Kräutern eingelegt. Das Olivenöl vom Gardasee stammt aus einigen der nördlichsten Olivenhaine der Welt und trägt eine geschützte Herkunftsbezeichnung. Im Süden trinkt man Lugana, einen Weißwein aus den Weinbergen zwischen Sirmione und Desenzano, oder Bardolino und seinen Rosé, den Chiaretto; rund um Riva, im Trentino, probieren Sie Carne salada, dünn geschnittenes gepökeltes Rindfleisch, mit Bohnen und einem Glas Nosiola oder Teroldego.\n\nFähren und schnelle Tragflügelboote verbinden die Orte an allen Ufern, von Desenzano und Sirmione bis hinauf nach Riva, und eine Autofähre pendelt zwischen Maderno und Torri del Benaco. Die Züge der Strecke Mailand–Venedig halten in Desenzano del Garda-Sirmione und Peschiera del Garda, von dort fahren Busse nach Sirmione; nach Riva kommen Sie mit dem Bus vom Bahnhof Rovereto. Die historische Altstadt von Sirmione ist für den Verkehr gesperrt, also lassen Sie das Auto draußen und gehen zu Fuß, und rund um Riva führen Radwege nach Torbole und Arco und über die Ponale-Straße hinauf zum Ledrosee.',
        it: 'Sirmione si trova sulla punta di una stretta penisola della sponda sud: attraversi il ponte levatoio della Rocca Scaligera, una fortezza circondata dall’acqua del XIII secolo, e prosegua fino alle Grotte di Catullo, i resti di una grande villa romana affacciata sul lago. Sulla sponda nord, Riva del Garda ha un antico porto sotto la Torre Apponale e, sopra la città, il Bastione, un forte veneziano che si raggiunge a piedi o con un ascensore panoramico. Poco lontano, il castello di Arco domina gli uliveti da una rupe, la cascata del Varone precipita in una gola stretta e da Malcesine una funivia rotante sale sul Monte Baldo.\n\nIl lago ha i suoi pesci: lavarello, trota e le piccole sarde di lago, alla griglia, essiccate o in carpione, marinate nell’aceto con le erbe. L’olio del Garda nasce da alcuni degli uliveti più settentrionali del mondo e ha una denominazione protetta. A sud si beve il Lugana, un bianco delle vigne tra Sirmione e Desenzano, o il Bardolino con il suo rosato, il Chiaretto; intorno a Riva, in Trentino, assaggi la carne salada affettata sottile, con i fagioli e un bicchiere di Nosiola o Teroldego.\n\nTraghetti e aliscafi veloci collegano i paesi di tutte le sponde, da Desenzano e Sirmione fino a Riva, e un traghetto per le auto fa la spola tra Maderno e Torri del Benaco. I treni della linea Milano–Venezia fermano a Desenzano del Garda-Sirmione e a Peschiera del Garda, con autobus per Sirmione; Riva si raggiunge in autobus dalla stazione di Rovereto. Il centro storico di Sirmione è chiuso al traffico, quindi lasci l’auto fuori e prosegua a piedi, e intorno a Riva le piste ciclabili portano a Torbole e ad Arco e, lungo la strada del Ponale, fino al lago di Ledro.',
        hr: 'Sirmione se nalazi na vrhu uskog poluotoka na južnoj obali: prijeđite pokretni most Skaligerskog dvorca, utvrde iz 13. stoljeća okružene vodom, i prošećite do Katulovih špilja, ruševina velike rimske vile iznad jezera. Na sjevernoj obali Riva del Garda ima staru luku podno tornja Apponale, a iznad grada Bastione, mletačku utvrdu do koje se stiže pješice ili panoramskim dizalom. U blizini dvorac Arco stoji na stijeni iznad maslinika, slap Varone obrušava se kroz uski klanac, a iz Malcesinea rotirajuća žičara vozi na Monte Baldo.\n\nJezero ima svoju ribu: lavarello (bjelicu), pastrvu i male jezerske srdele, s roštilja, sušene ili in carpione, marinirane u octu i začinskom bilju. Gardsko maslinovo ulje potječe iz nekih od najsjevernijih maslinika na svijetu i ima zaštićeno ime. Na jugu pijte luganu, bijelo vino iz vinograda između Sirmionea i Desenzana, ili bardolino i njegov rosé, chiaretto; oko Rive, u Trentinu, kušajte carne salada, tanko narezanu usoljenu govedinu, s grahom i čašom nosiole ili teroldega.\n\nTrajekti i brzi hidrogliseri povezuju mjesta na svim obalama, od Desenzana i Sirmionea do Rive, a trajekt za automobile vozi između Maderna i Torrija del Benaco. Vlakovi na pruzi Milano – Venecija staju u postajama Desenzano del Garda-Sirmione i Peschiera del Garda, odakle autobusi voze do Sirmionea; do Rive se stiže autobusom s kolodvora u Roveretu. Povijesna jezgra Sirmionea zatvorena je za promet pa automobil ostavite izvan nje i prošećite, a oko Rive biciklističke staze vode do Torbolea i Arca te cestom Ponale do jezera Ledro.',
        sl: 'Sirmione leži na konici ozkega polotoka na južni obali: prečkajte dvižni most Skaligerskega gradu, trdnjave iz 13. stoletja, ki jo obdaja voda, in se sprehodite do Katulovih jam, ruševin velike rimske vile nad jezerom. Na severni obali ima Riva del Garda staro pristanišče pod stolpom Apponale, nad mestom pa Bastione, beneško trdnjavo, do katere pridete peš ali s panoramskim dvigalom. V bližini grad Arco stoji na skali nad oljčnimi nasadi, slap Varone pada skozi ozko sotesko, iz Malcesineja pa se vrtljiva žičnica vzpenja na Monte Baldo.\n\nJezero ima svoje ribe: lavarella (ozimico), postrv in majhne jezerske sardele, z žara, posušene ali in carpione, marinirane v kisu z zelišči. Gardsko oljčno olje izvira iz nekaterih najsevernejših oljčnih nasadov na svetu in ima zaščiteno ime. Na jugu pijte lugano, belo vino iz vinogradov med Sirmionejem in Desenzanom, ali bardolino in njegov rose, chiaretto; okoli Rive, v Trentinu, poskusite carne salada, tanko narezano razsoljeno govedino, s fižolom in kozarcem nosiole ali teroldega.\n\nTrajekti in hitri hidrogliserji povezujejo kraje na vseh obalah, od Desenzana in Sirmioneja do Rive, trajekt za avtomobile pa vozi med Madernom in Torrijem del Benaco. Vlaki na progi Milano–Benetke ustavljajo na postajah Desenzano del Garda-Sirmione in Peschiera del Garda, od koder avtobusi vozijo do Sirmioneja; do Rive pridete z avtobusom z železniške postaje Rovereto. Zgodovinsko jedro Sirmioneja je zaprto za promet, zato avto pustite zunaj in se sprehodite, okoli Rive pa kolesarske poti vodijo do Torboleja in Arca ter po cesti Ponale do jezera Ledro.',
      },
      facts: {
        en: [
          'Nearest airports: Verona (VRN), about 35 km from Sirmione and 95 km from Riva del Garda; Bergamo (BGY) and Venice (VCE), 1.5 to 2 hours by car',
          'Best season: April to June and September to October; the winds for sailing blow all summer',
          'Our properties: Limonaia Residence in Sirmione, Hotel Ora in Riva del Garda',
        ],
        de: [
          'Nächste Flughäfen: Verona (VRN), etwa 35 km von Sirmione und 95 km von Riva del Garda; Bergamo (BGY) und Venedig (VCE), 1,5 bis 2 Autostunden',
          'Beste Reisezeit: April bis Juni und September bis Oktober; der Wind zum Segeln weht den ganzen Sommer',
          'Unsere Häuser: Residence Limonaia in Sirmione, Hotel Ora in Riva del Garda',
        ],
        it: [
          'Aeroporti più vicini: Verona (VRN), a circa 35 km da Sirmione e 95 km da Riva del Garda; Bergamo (BGY) e Venezia (VCE), da 1,5 a 2 ore d’auto',
          'Periodo migliore: da aprile a giugno e da settembre a ottobre; i venti per la vela soffiano tutta l’estate',
          'Le nostre strutture: Residence La Limonaia a Sirmione, Hotel Ora a Riva del Garda',
        ],
        hr: [
          'Najbliže zračne luke: Verona (VRN), oko 35 km od Sirmionea i 95 km od Rive del Garda; Bergamo (BGY) i Venecija (VCE), 1,5 do 2 sata vožnje',
          'Najbolje vrijeme: od travnja do lipnja i od rujna do listopada; vjetrovi za jedrenje pušu cijelo ljeto',
          'Naši objekti: Residence Limonaia u Sirmioneu, Hotel Ora u Rivi del Garda',
        ],
        sl: [
          'Najbližja letališča: Verona (VRN), približno 35 km od Sirmioneja in 95 km od Rive del Garda; Bergamo (BGY) in Benetke (VCE), 1,5 do 2 uri vožnje',
          'Najboljši čas: od aprila do junija in od septembra do oktobra; vetrovi za jadranje pihajo vse poletje',
          'Naše nastanitve: Residence Limonaia v Sirmioneju, Hotel Ora v Rivi del Garda',
        ],
      },
    },
    {
      id: 'explore-dolomites',
      group: italy,
      title: {
        en: 'Dolomites',
        de: 'Dolomiten',
        it: 'Dolomiti',
        hr: 'Dolomiti',
        sl: 'Dolomiti',
      },
      summary: {
        en: 'Pale limestone towers above green pastures, a UNESCO World Heritage Site for skiing in winter and hiking from hut to hut in summer.',
        de: 'Helle Kalktürme über grünen Almen, ein UNESCO-Welterbe zum Skifahren im Winter und zum Wandern von Hütte zu Hütte im Sommer.',
        it: 'Pallide torri di roccia sopra verdi pascoli, patrimonio dell’umanità UNESCO, per sciare d’inverno e camminare di rifugio in rifugio d’estate.',
        hr: 'Blijedi kameni tornjevi iznad zelenih pašnjaka, UNESCO-ova svjetska baština, za skijanje zimi i pješačenje od planinarskog doma do doma ljeti.',
        sl: 'Bledi skalni stolpi nad zelenimi pašniki, Unescova svetovna dediščina, za smučanje pozimi in hojo od koče do koče poleti.',
      },
      body: {
        en: 'Around Cortina d’Ampezzo rise the Tofane, the Cinque Torri and Monte Cristallo: walk to the turquoise Lake Sorapis, take the cable car up Lagazuoi with its First World War tunnels, or drive to the Tre Cime di Lavaredo, three great walls of rock best seen from the hut at their foot. In Val Gardena, lifts take you from Ortisei up to the meadows of Seceda, facing the sharp ridge of the Odle peaks, and to the Alpe di Siusi, the largest high alpine pasture in Europe. The valley’s woodcarvers have worked for centuries, and the workshops and the Museum Gherdëina in Ortisei show their craft.\n\nMountain cooking here mixes Ladin, Tyrolean and Venetian traditions. In Cortina, order casunziei, half-moon ravioli filled with red beetroot and finished with poppy seeds and melted butter; in Val Gardena, canederli, bread dumplings with speck or cheese, schlutzkrapfen filled with spinach, and Kaiserschmarrn, the torn pancake served with cranberry jam. Lunch at a mountain hut is part of every hike, with polenta, mushrooms and, in autumn, game, and the wines of South Tyrol, Lagrein and Gewürztraminer, are poured all over the valley.\n\nIn winter one Dolomiti Superski pass covers some 1,200 kilometres of slopes, among them the Sella Ronda, the circuit around the Sella massif that you can ski in a day from Val Gardena. Buses link Ortisei with the railway stations of Ponte Gardena and Bolzano, and Cortina with the station of Calalzo, and in summer buses also cross the high passes, among them the Gardena, Sella and Falzarego passes. Lifts run in summer and winter, but check the timetables: between the seasons many lifts and huts close.',
        de: 'Rund um Cortina d’Ampezzo ragen die Tofane, die Cinque Torri und der Monte Cristallo auf: Wandern Sie zum türkisfarbenen Sorapis-See, fahren Sie mit der Seilbahn auf den Lagazuoi mit seinen Stollen aus dem Ersten Weltkrieg, oder fahren Sie zu den Drei Zinnen, drei gewaltigen Felswänden, die Sie am besten von der Hütte an ihrem Fuß sehen. In Gröden bringen Sie Bahnen von St. Ulrich hinauf auf die Wiesen der Seceda, gegenüber dem scharfen Grat der Geislerspitzen, und auf die Seiser Alm, die größte Hochalm Europas. Die Holzschnitzer des Tals arbeiten seit Jahrhunderten, und ihre Werkstätten und das Museum Gherdëina in St. Ulrich zeigen ihr Handwerk.\n\nDie Bergküche verbindet hier ladinische, Tiroler und venezianische Traditionen. In Cortina bestellen Sie Casunziei, halbmondförmige Teigtaschen mit roter Bete, mit Mohn und zerlassener Butter; in Gröden Knödel mit Speck oder Käse, Schlutzkrapfen mit Spinat und einen Kaiserschmarrn mit Preiselbeeren. Eine Einkehr auf der Hütte gehört zu jeder Wanderung, mit Polenta, Pilzen und im Herbst Wild, und die Südtiroler Weine, Lagrein und Gewürztraminer, schenkt man im ganzen Tal aus.\n\nIm Winter gilt ein einziger Dolomiti-Superski-Pass für rund 1.200 Pistenkilometer, darunter die Sellaronda, die Runde um das Sellamassiv, die Sie von Gröden aus an einem Tag fahren. Busse verbinden St. Ulrich mit den Bahnhöfen Waidbruck und Bozen und Cortina mit dem Bahnhof Calalzo, und im Sommer fahren Busse auch über die hohen Pässe, darunter Grödner Joch, Sellajoch und Falzarego. Die Bahnen fahren im Sommer und im Winter, doch prüfen Sie die Fahrpläne: Zwischen den Saisons schließen viele Bahnen und Hütten.',
        it: 'Intorno a Cortina d’Ampezzo si alzano le Tofane, le Cinque Torri e il Monte Cristallo: cammini fino al turchese lago di Sorapis, salga in funivia sul Lagazuoi con le sue gallerie della Prima guerra mondiale, o raggiunga le Tre Cime di Lavaredo, tre immense pareti di roccia che si ammirano meglio dal rifugio ai loro piedi. In Val Gardena gli impianti portano da Ortisei ai prati del Seceda, di fronte alla cresta affilata delle Odle, e all’Alpe di Siusi, il più grande alpeggio d’alta quota d’Europa. Gli intagliatori della valle lavorano il legno da secoli, e le botteghe e il Museum Gherdëina di Ortisei ne mostrano l’arte.\n\nQui la cucina di montagna unisce tradizioni ladine, tirolesi e venete. A Cortina ordini i casunziei, mezzelune di pasta ripiene di barbabietola rossa, condite con semi di papavero e burro fuso; in Val Gardena i canederli allo speck o al formaggio, gli schlutzkrapfen agli spinaci e il Kaiserschmarrn, la frittata dolce strappata servita con la marmellata di mirtilli rossi. Il pranzo in rifugio fa parte di ogni escursione, con polenta, funghi e in autunno selvaggina, e i vini dell’Alto Adige, Lagrein e Gewürztraminer, si versano in tutta la valle.\n\nD’inverno un solo skipass Dolomiti Superski copre circa 1.200 chilometri di piste, tra cui il Sellaronda, il giro intorno al massiccio del Sella che si percorre in un giorno partendo dalla Val Gardena. Gli autobus collegano Ortisei con le stazioni di Ponte Gardena e Bolzano, e Cortina con la stazione di Calalzo, e d’estate gli autobus attraversano anche i passi più alti, tra cui il Gardena, il Sella e il Falzarego. Gli impianti funzionano d’estate e d’inverno, ma controlli gli orari: tra una stagione e l’altra molti impianti e rifugi chiudono.',
        hr: 'Oko Cortine d’Ampezzo uzdižu se Tofane, Cinque Torri i Monte Cristallo: prošećite do tirkiznog jezera Sorapis, žičarom se popnite na Lagazuoi s tunelima iz Prvoga svjetskog rata ili se odvezite do Tre Cime di Lavaredo, triju golemih stijena koje se najbolje vide s planinarskog doma podno njih. U dolini Val Gardena žičare Vas iz Ortiseija voze na livade Seceda, nasuprot oštrom grebenu vrhova Odle, i na Alpe di Siusi, najveći visokoplaninski pašnjak u Europi. Drvorezbari iz doline stoljećima rade svoj zanat, a radionice i Museum Gherdëina u Ortiseiju pokazuju njihovo umijeće.\n\nPlaninska kuhinja ovdje spaja ladinsku, tirolsku i venetsku tradiciju. U Cortini naručite casunziei, raviole u obliku polumjeseca punjene ciklom, s makom i otopljenim maslacem; u Val Gardeni knedle sa speckom ili sirom, schlutzkrapfen punjene špinatom i kaiserschmarrn, potrgane palačinke s pekmezom od brusnica. Ručak u planinarskom domu dio je svakog izleta, uz palentu, gljive i u jesen divljač, a južnotirolska vina, lagrein i gewürztraminer, toče se po cijeloj dolini.\n\nZimi jedna karta Dolomiti Superski vrijedi za oko 1200 kilometara staza, među njima i za Sella Rondu, krug oko masiva Sella koji se iz Val Gardene može odvoziti u jednom danu. Autobusi povezuju Ortisei s kolodvorima Ponte Gardena i Bolzano, a Cortinu s kolodvorom Calalzo, a ljeti autobusi voze i preko visokih prijevoja, među njima Gardena, Sella i Falzarego. Žičare rade ljeti i zimi, ali provjerite vozne redove: između sezona mnoge žičare i planinarski domovi su zatvoreni.',
        sl: 'Okoli Cortine d’Ampezzo se dvigajo Tofane, Cinque Torri in Monte Cristallo: pojdite do turkiznega jezera Sorapis, z žičnico se zapeljite na Lagazuoi z rovi iz prve svetovne vojne ali se odpeljite do Treh Cin, treh mogočnih skalnih sten, ki jih najlepše vidite s koče pod njimi. V dolini Val Gardena vas žičnice iz Ortiseija popeljejo na travnike Seceda, nasproti ostremu grebenu vrhov Odle, in na Alpe di Siusi, največji visokogorski pašnik v Evropi. Rezbarji iz doline les obdelujejo že stoletja, njihove delavnice in Museum Gherdëina v Ortiseiju pa kažejo njihovo umetnost.\n\nGorska kuhinja tu združuje ladinsko, tirolsko in beneško izročilo. V Cortini naročite casunziei, polkrožne raviole, polnjene z rdečo peso, z makom in stopljenim maslom; v Val Gardeni cmoke s špehom ali sirom, schlutzkrapfen s špinačo in kaiserschmarrn, natrgane palačinke z brusnično marmelado. Kosilo na koči je del vsakega izleta, s polento, gobami in jeseni z divjačino, južnotirolska vina, lagrein in traminec, pa točijo po vsej dolini.\n\nPozimi ena vozovnica Dolomiti Superski velja za približno 1200 kilometrov prog, med njimi za Sella Rondo, krog okoli masiva Sella, ki ga iz Val Gardene prevozite v enem dnevu. Avtobusi povezujejo Ortisei z železniškima postajama Ponte Gardena in Bolzano, Cortino pa s postajo Calalzo, poleti pa avtobusi vozijo tudi čez visoke prelaze, med njimi Gardena, Sella in Falzarego. Žičnice obratujejo poleti in pozimi, vendar preverite vozne rede: med sezonama so številne žičnice in koče zaprte.',
      },
      facts: {
        en: [
          'Nearest airports: Innsbruck (INN), about 120 km from Ortisei; Venice (VCE), about 160 km from Cortina; Bolzano (BZO), 35 km from Ortisei, with few flights',
          'Best season: December to March for skiing, late June to September for hiking',
          'Our properties: Ciasa Aurora in Ortisei, Hotel Larice in Cortina d’Ampezzo',
        ],
        de: [
          'Nächste Flughäfen: Innsbruck (INN), etwa 120 km von St. Ulrich; Venedig (VCE), etwa 160 km von Cortina; Bozen (BZO), 35 km von St. Ulrich, mit wenigen Flügen',
          'Beste Reisezeit: Dezember bis März zum Skifahren, Ende Juni bis September zum Wandern',
          'Unsere Häuser: Ciasa Aurora in St. Ulrich in Gröden, Hotel Larice in Cortina d’Ampezzo',
        ],
        it: [
          'Aeroporti più vicini: Innsbruck (INN), a circa 120 km da Ortisei; Venezia (VCE), a circa 160 km da Cortina; Bolzano (BZO), a 35 km da Ortisei, con pochi voli',
          'Periodo migliore: da dicembre a marzo per lo sci, da fine giugno a settembre per le escursioni',
          'Le nostre strutture: Ciasa Aurora a Ortisei, Hotel Larice a Cortina d’Ampezzo',
        ],
        hr: [
          'Najbliže zračne luke: Innsbruck (INN), oko 120 km od Ortiseija; Venecija (VCE), oko 160 km od Cortine; Bolzano (BZO), 35 km od Ortiseija, s malo letova',
          'Najbolje vrijeme: od prosinca do ožujka za skijanje, od kraja lipnja do rujna za planinarenje',
          'Naši objekti: Ciasa Aurora u Ortiseiju, Hotel Larice u Cortini d’Ampezzo',
        ],
        sl: [
          'Najbližja letališča: Innsbruck (INN), približno 120 km od Ortiseija; Benetke (VCE), približno 160 km od Cortine; Bocen (BZO), 35 km od Ortiseija, z malo leti',
          'Najboljši čas: od decembra do marca za smučanje, od konca junija do septembra za pohodništvo',
          'Naše nastanitve: Ciasa Aurora v Ortiseiju, Hotel Larice v Cortini d’Ampezzo',
        ],
      },
    },
  ],
}
