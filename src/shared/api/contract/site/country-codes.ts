/** The ISO 3166-1 alpha-2 codes of the world's countries and territories; their names come from `Intl.DisplayNames`. */
export const COUNTRY_CODES: readonly string[] = `
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ
CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR
GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO
JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR
MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO
RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV
TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`
  .trim()
  .split(/\s+/);

/** The demo's countries whose Hijri date differs from the Umm al-Qura one, and by how many days. */
export const DEMO_HIJRI_ADJUSTMENTS: Readonly<Record<string, number>> = { PK: -1, IN: -1, BD: -1, MA: -1, NG: 1, ZA: 1, GB: 2, LY: -2 };

/** A country's English name, as `Intl.DisplayNames` has it (the code itself where it has none). */
export function countryNameOf(code: string, language = 'en'): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
