/**
 * The published work the dream vocabulary and the built-in analysis draw on. Each symbol, emotion and suggestion
 * names its sources by these ids; `docs/dreams.md` lists them with what each one contributes.
 */
export const SOURCES = {
  hallVanDeCastle1966:
    "Hall, C. S., & Van de Castle, R. L. (1966). The Content Analysis of Dreams. New York: Appleton-Century-Crofts.",
  domhoff1996: "Domhoff, G. W. (1996). Finding Meaning in Dreams: A Quantitative Approach. New York: Plenum.",
  nielsen2003:
    "Nielsen, T. A., Zadra, A. L., Simard, V., Saucier, S., Stenstrom, P., Smith, C., & Kuiken, D. (2003). The typical dreams of Canadian university students. Dreaming, 13(4), 211-235.",
  schredl2010:
    "Schredl, M. (2010). Nightmare frequency and nightmare topics in a representative German sample. European Archives of Psychiatry and Clinical Neuroscience, 260(8), 565-570.",
  schredlHofmann2003:
    "Schredl, M., & Hofmann, F. (2003). Continuity between waking activities and dream activities. Consciousness and Cognition, 12(2), 298-308.",
  zadraDonderi2000:
    "Zadra, A., & Donderi, D. C. (2000). Nightmares and bad dreams: Their prevalence and relationship to well-being. Journal of Abnormal Psychology, 109(2), 273-281.",
  hartmann1998: "Hartmann, E. (1998). Dreams and Nightmares: The New Theory on the Origin and Meaning of Dreams. New York: Plenum.",
  revonsuo2000:
    "Revonsuo, A. (2000). The reinterpretation of dreams: An evolutionary hypothesis of the function of dreaming. Behavioral and Brain Sciences, 23(6), 877-901.",
  krakowZadra2006:
    "Krakow, B., & Zadra, A. (2006). Clinical management of chronic nightmares: Imagery rehearsal therapy. Behavioral Sleep Medicine, 4(1), 45-70.",
  aasm2018:
    "Morgenthaler, T. I., Auerbach, S., Casey, K. R., et al. (2018). Position paper for the treatment of nightmare disorder in adults: An American Academy of Sleep Medicine position paper. Journal of Clinical Sleep Medicine, 14(6), 1041-1055.",
  hill1996: "Hill, C. E. (1996). Working with Dreams in Psychotherapy. New York: Guilford Press.",
  brownDonderi1986:
    "Brown, R. J., & Donderi, D. C. (1986). Dream content and self-reported well-being among recurrent dreamers, past-recurrent dreamers, and nonrecurrent dreamers. Journal of Personality and Social Psychology, 50(3), 612-623.",
  labergeRheingold1990: "LaBerge, S., & Rheingold, H. (1990). Exploring the World of Lucid Dreaming. New York: Ballantine.",
  scullin2018:
    "Scullin, M. K., Krueger, M. L., Ballard, H. K., Pruett, N., & Bliwise, D. L. (2018). The effects of bedtime writing on difficulty falling asleep: A polysomnographic study comparing to-do lists and completed activity lists. Journal of Experimental Psychology: General, 147(1), 139-146.",
  walkerVanDerHelm2009:
    "Walker, M. P., & van der Helm, E. (2009). Overnight therapy? The role of sleep in emotional brain processing. Psychological Bulletin, 135(5), 731-748.",
  sharplessBarber2011:
    "Sharpless, B. A., & Barber, J. P. (2011). Lifetime prevalence rates of sleep paralysis: A systematic review. Sleep Medicine Reviews, 15(5), 311-315.",
} as const;

export type SourceId = keyof typeof SOURCES;
