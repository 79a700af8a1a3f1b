import type { DangerRule } from "./danger-rules";

/**
 * Danger written in the languages people most often mix with English here (Spanish, Portuguese, French, German,
 * Italian, romanised Hindi, Tagalog, Indonesian): the plainest ways to say each kind of danger, so a person who writes
 * in their own language in a hard moment is not missed because the classifier has seen little of it. They read the
 * normalised text (lower case, accents and apostrophes gone: "j'ai" is "jai", "días" is "dias"), and what is written
 * in the past tense or about someone else grades a concern, as in English.
 */

/** Written about the past: "hace tres años", "il y a cinq ans", "vor Jahren", "dati", "saal pehle". */
const PAST =
  /\b(?:hace (?:\w+ )?(?:anos|meses)|cuando tenia|hace tiempo|il y a (?:\w+ )?(?:ans|mois)|quand javais|vor (?:\w+ )?(?:jahren|monaten)|als ich \w+ war|ha (?:\w+ )?(?:anos|meses)|anos atras|anni fa|dati|noong|saal pehle|sal pehle|pehle kabhi|tahun lalu|dulu)\b/;
/** About someone else: a friend, a sister, "she says", "woh". */
const SOMEONE_ELSE =
  /\b(?:mi (?:amig[oa]|herman[oa]|hij[oa]|novi[oa]|pareja|madre|padre|mama|papa)|mon (?:ami|amie|frere|fils|copain|pere)|ma (?:copine|soeur|fille|mere|amie)|mein(?:e)? (?:freund|freundin|bruder|schwester|sohn|tochter|mutter|vater)|meu (?:amigo|irmao|filho|namorado)|minha (?:amiga|irma|filha|namorada)|mio (?:amico|fratello|figlio)|mia (?:amica|sorella|figlia)|meri (?:dost|behen|behan|beti|maa)|mera (?:dost|bhai|beta)|woh|wo bol|usne|kaibigan ko|kapatid ko|anak ko|teman(?:ku)? |adik(?:ku)? |kakak(?:ku)? )\b/;

/** A song or film title, a joke, or someone's work: "mi canción favorita es 'Me quiero morir' jaja". */
const HARMLESS =
  /\b(?:cancion|chanson|cancao|canzone|lied|titulo|titre|titel|pelicula|film|filme|libro|livre|buch|serie|jaja\w*|jeje\w*|haha\w*|mdr|lol|kidding|bromeando|je rigole|enfermer[oa]|enfermeir[oa]|infirmier\w*|krankenschwester|pfleger\w*|paciente|pacientes|patient|patients|patienten)\b/;

const crisis = (signal: DangerRule["signal"], re: RegExp): DangerRule => ({ signal, re, unless: new RegExp(`${PAST.source}|${SOMEONE_ELSE.source}|${HARMLESS.source}`) });
const concern = (signal: DangerRule["signal"], re: RegExp): DangerRule => ({ signal, re, concern: true, unless: HARMLESS });

export const OTHER_LANGUAGE_RULES: DangerRule[] = [
  crisis(
    "wish-to-be-dead",
    /\b(?:quiero morir(?:me)?|me quiero morir|ganas de morir(?:me)?|no quiero (?:seguir )?(?:vivir|estar aqui|despertar(?:me)?)|ojala (?:me muera|no despierte|no despertar|estuviera muert[oa])|prefiero estar muert[oa]|desaparecer para siempre|quero morrer|vontade de morrer|nao quero (?:mais )?(?:viver|acordar|estar aqui)|queria estar mort[oa]|je veux mourir|envie de mourir|(?:plus|pas) envie de vivre|je ne veux plus (?:vivre|etre la|me reveiller)|(?:jaimerais|je voudrais) (?:etre mort|mourir|disparaitre|ne pas me reveiller)|will (?:nicht mehr leben|sterben)|mochte (?:sterben|nicht mehr leben)|nicht mehr (?:leben|aufwachen) (?:will|mochte)|wunschte ich ware tot|lieber tot|voglio morire|non voglio (?:piu )?vivere|vorrei (?:essere mort[oa]|morire|sparire)|(?:marna|mar jana|mar jaana) (?:chahta|chahti)|zinda nahi (?:rehna|rahna)|jeena nahi (?:chahta|chahti)|jeene (?:ka|ki) (?:mann|man|ichha|wajah) nahi|gusto ko nang? mamatay|ayoko nang? mabuhay|sana (?:mamatay na lang|hindi na ako magising)|(?:ingin|pengen|mau) mati|(?:tidak|gak|nggak) mau hidup lagi)\b/,
  ),
  crisis(
    "suicidal-intent",
    /\b(?:suicidarme|quitarme la vida|matarme|me voy a matar|acabar con mi vida|me matar|me suicidar|tirar (?:a )?minha (?:propria )?vida|acabar com (?:a )?minha vida|me suicider|me tuer|mettre fin a (?:mes jours|ma vie)|en finir avec (?:la vie|ma vie)|mich (?:umbringen|selbst toten|toten)|mir das leben (?:zu )?nehmen|mich vor (?:den|einen) zug (?:zu )?werfen|uccidermi|ammazzarmi|togliermi la vita|farla finita|suicidarmi|khudkushi|aatmahatya|atmahatya|khud ko (?:maar|khatam)|apne aap ko (?:maar|khatam)|jaan de (?:dunga|dungi|doon|du)|magpakamatay|(?:ta)?tapusin (?:\w+ ){0,3}buhay ko|(?:tirarme|aventarme|lanzarme) (?:de|del|desde|por) (?:un |una |el |la )?(?:puente|edificio|ventana|balcon|azotea|techo)|(?:sauter|me jeter) (?:du|dun|de la|par la|sous) (?:\w+ )?(?:pont|toit|immeuble|fenetre|balcon|train|metro)|(?:pular|me jogar) (?:da|de uma|do) (?:ponte|janela|predio)|papatayin ko (?:na )?(?:ang )?sarili ko|bunuh diri|(?:mengakhiri|akhiri) hidup(?:ku)?)\b/,
  ),
  crisis(
    "attempt",
    /\b(?:(?:me tome|tome|trague) (?:todas|todo|un bote|una caja|un monton de|\d+) (?:\w+ ){0,2}(?:pastillas|comprimidos)|(?:jai )?(?:pris|avale) (?:toutes|tout|une boite|la boite|plein de|\d+) (?:\w+ ){0,3}(?:cachets|comprimes|medicaments|pilules)|(?:alle|die ganze packung|eine packung|\d+) (?:\w+ ){0,2}(?:tabletten|pillen) (?:genommen|geschluckt)|tomei (?:todos|todas|\d+) (?:\w+ ){0,2}(?:comprimidos|remedios|pilulas)|(?:saari|sari|bahut|poori) (?:\w+ )?(?:goliyan|goliya|dawai|dawaiyan) (?:kha|le) (?:li|lee|liya|liye)|ininom ko (?:\w+ ){0,3}(?:gamot|tableta))\b/,
  ),
  crisis(
    "method-research",
    /\b(?:cuant[oa]s (?:\w+ ){0,3}(?:para|hay que tomar para) (?:morir|matarme)|como (?:morir|matarme|suicidarme) sin|combien de (?:\w+ ){1,6}pour mourir|comment (?:me tuer|me suicider|mourir sans)|wie viele (?:\w+ ){1,5}(?:um zu sterben|todlich)|quantos (?:\w+ ){1,5}para morrer|quanti (?:\w+ ){1,5}per morire|kitni (?:\w+ ){1,3}(?:se mar|khane se mar))/,
  ),
  crisis(
    "self-injury",
    /\b(?:cortarme (?:los brazos|las piernas|las munecas|otra vez|de nuevo)|me corte (?:los brazos|las piernas|las munecas|otra vez|de nuevo)|(?:hacerme|me hago|me hice) dano|me scarifi\w*|me faire du mal|je me (?:suis )?coupee? (?:les bras|les poignets|les cuisses|encore|a nouveau)|(?:mich )?(?:ritzen|geritzt|ritze mich)|mir weh (?:tun|getan)|me cortei (?:de novo|outra vez|os bracos|os pulsos)|me machuc(?:ar|ei)|tagliarmi|(?:haath|nas|kalai) (?:kaat|kaata|kaati)|sinasaktan ko (?:ang )?sarili ko|naglaslas|melukai diri(?:ku)?|menyakiti diri(?:ku)?)\b/,
  ),
  {
    signal: "harm-to-others",
    unless: HARMLESS,
    re: /\b(?:(?:ganas de|voy a|quiero) (?:matarlo|matarla|matarle|matarlos|apunalarlo|apunalarla|pegarle|hacerle dano)|(?:envie de|je vais|je veux) (?:le tuer|la tuer|les tuer|frapper|lui faire du mal)|(?:ihn|sie) (?:umbringen|toten|abstechen)|(?:vontade de|vou|quero) (?:mata lo|mata la|matar (?:ele|ela)|bater (?:nele|nela))|(?:usko|use|unko) (?:maar (?:doon|dunga|dungi|dalunga|daalunga)|khatam kar)|papatayin ko (?:siya|sya|sila))\b/,
  },
  {
    signal: "command-voices",
    unless: HARMLESS,
    re: /\b(?:voz|voces|voix|stimme|stimmen|voce|voci|awaaz|awaz|awaazein|boses|suara) (?:\w+ ){0,8}(?:matar\w*|morir\w*|saltar|dano|tuer|mourir|sauter|mal|toten|sterben|springen|uccidere|morire|maar|mar ja\w*|khatam|patayin|mamatay|tumalon|bunuh|mati)\b/,
  },
  crisis(
    "not-safe",
    /\b(?:no (?:estoy|me siento) (?:a salvo|segur[oa]) conmigo|no confio en mi mism[oa]|pas en securite avec moi|peur de ce que je (?:pourrais|vais) (?:me )?faire|nicht sicher mit mir|angst vor mir selbst|nao (?:estou|me sinto) segur[oa] comigo|non mi sento al sicuro con me)\b/,
  ),
  crisis(
    "preparation",
    /\b(?:cuando ya no este|cuando me haya ido|ya no voy a estar (?:aqui|mas)|cartas (?:\w+ ){0,6}(?:encontrar|leer) despues|quand je ne serai plus la|lettres? dadieu|abschiedsbrief\w*|wenn ich nicht mehr da bin|quando eu nao estiver mais|kal se (?:main|mai) nahi (?:rahunga|rahungi|rahoonga|rahoongi)|jab (?:main|mai) nahi (?:rahunga|rahungi))\b/,
  ),
  crisis(
    "eating-danger",
    /\b(?:(?:\d+|dos|tres|cuatro|cinco|seis|siete|varios) dias sin comer|me (?:hago|provoco) vomitar|(?:\d+|deux|trois|quatre|cinq|six|sept) jours sans manger|je me fais vomir|(?:\d+|zwei|drei|vier|funf|sechs|sieben) tagen? nichts (?:mehr )?gegessen|(?:\d+|dois|tres|quatro|cinco) dias sem comer|(?:\d+|do|teen|char|chaar|paanch) din se kuch nahi khaya)\b/,
  ),
  concern(
    "third-party",
    /\b(?:(?:no come|no ha comido) (?:desde )?hace (?:\w+ )?dias|(?:estarian|estariamos) mejor sin (?:el|ella)|mieux sans (?:lui|elle)|ohne (?:ihn|sie) besser dran|(?:woh|wo|vo) (?:\w+ ){0,3}(?:zinda nahi rehna|marna|mar jana) (?:chahti|chahta)|quiere morir|no quiere (?:seguir )?vivir|(?:se quiere|quiere) matar(?:se)?|se (?:corta|esta cortando|hace vomitar)|veut (?:mourir|se tuer|en finir)|se scarifie|se fait vomir|will (?:sterben|sich umbringen)|ritzt sich|quer morrer|quer se matar|vuole morire|(?:zinda nahi rehna|marna|mar jana) (?:chahti|chahta) (?:hai|thi|tha)|(?:wala|nawawalan) (?:na )?siyang? gana mabuhay)\b/,
  ),
  concern(
    "hopelessness",
    /\b(?:no (?:le )?veo (?:ningun |ningun tipo de )?(?:futuro|sentido|salida)|nada tiene sentido|soy una carga|(?:plus )?aucun avenir|je suis un poids|plus aucun sens|rien na de sens|keinen sinn mehr|keine zukunft|ich bin (?:nur )?eine last|nao vejo (?:futuro|sentido|saida)|sou um peso|nada faz sentido|non vedo (?:futuro|via duscita)|sono un peso|koi (?:matlab|umeed) nahi|(?:main|mai) bojh (?:hoon|hu)|sab khatam sa|wala nang (?:saysay|pag asa)|pabigat (?:lang )?ako|tidak ada harapan)\b/,
  ),
  concern(
    "past-attempt",
    /\b(?:intente (?:suicidarme|quitarme la vida|matarme)|mi intento|jai fait une tentative|tentative de suicide|tentei (?:me matar|suicidio)|tentativa de suicidio|selbstmordversuch|suizidversuch|sinubukan kong magpakamatay|percobaan bunuh diri)\b/,
  ),
];
