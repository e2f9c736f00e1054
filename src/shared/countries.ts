/**
 * The roster names each cardinal's country in English ("Italy", "Ivory Coast"):
 * that spelling is the data, the API's value and the directory filter's value.
 * To show a country in the page's language the interface needs its ISO 3166-1
 * code, which Intl.DisplayNames turns into a name in any language. A test checks
 * that every country in content/roster.json is named here.
 */
export const COUNTRY_CODES: Readonly<Record<string, string>> = {
  "Albania": "AL", "Algeria": "DZ", "Argentina": "AR", "Australia": "AU", "Austria": "AT",
  "Bangladesh": "BD", "Belgium": "BE", "Bolivia": "BO", "Bosnia and Herzegovina": "BA", "Brazil": "BR",
  "Burkina Faso": "BF", "Burundi": "BI", "Cameroon": "CM", "Canada": "CA", "Cape Verde": "CV",
  "Central African Republic": "CF", "Chile": "CL", "China": "CN", "China (Hong Kong)": "HK", "Colombia": "CO",
  "Costa Rica": "CR", "Croatia": "HR", "Cuba": "CU", "Czech Republic": "CZ", "Democratic Republic of the Congo": "CD",
  "Denmark": "DK", "Dominican Republic": "DO", "East Timor": "TL", "Ecuador": "EC", "Egypt": "EG",
  "El Salvador": "SV", "Ethiopia": "ET", "France": "FR", "Gabon": "GA", "Germany": "DE",
  "Ghana": "GH", "Guatemala": "GT", "Guinea": "GN", "Haiti": "HT", "Honduras": "HN",
  "Hungary": "HU", "India": "IN", "Indonesia": "ID", "Iran": "IR", "Iraq": "IQ",
  "Ireland": "IE", "Italy": "IT", "Ivory Coast": "CI", "Japan": "JP", "Kenya": "KE",
  "Laos": "LA", "Latvia": "LV", "Lebanon": "LB", "Lithuania": "LT", "Luxembourg": "LU",
  "Madagascar": "MG", "Malaysia": "MY", "Mali": "ML", "Malta": "MT", "Mauritius": "MU",
  "Mexico": "MX", "Mongolia": "MN", "Morocco": "MA", "Mozambique": "MZ", "Myanmar": "MM",
  "Netherlands": "NL", "New Zealand": "NZ", "Nicaragua": "NI", "Nigeria": "NG", "Pakistan": "PK",
  "Panama": "PA", "Papua New Guinea": "PG", "Paraguay": "PY", "Peru": "PE", "Philippines": "PH",
  "Poland": "PL", "Portugal": "PT", "Puerto Rico": "PR", "Rwanda": "RW", "Senegal": "SN",
  "Serbia": "RS", "Singapore": "SG", "Slovakia": "SK", "Slovenia": "SI", "South Africa": "ZA",
  "South Korea": "KR", "South Sudan": "SS", "Spain": "ES", "Sri Lanka": "LK", "Sudan": "SD",
  "Sweden": "SE", "Switzerland": "CH", "Syria": "SY", "Tanzania": "TZ", "Thailand": "TH",
  "Tonga": "TO", "Uganda": "UG", "Ukraine": "UA", "United Kingdom": "GB", "United States": "US",
  "Uruguay": "UY", "Vatican City": "VA", "Venezuela": "VE", "Vietnam": "VN", "Zambia": "ZM",
};

/**
 * Territories the roster names after their country ("China (Hong Kong)"): shown
 * the same way in every language, the country's name with the territory's.
 */
export const TERRITORY_OF: Readonly<Record<string, string>> = { HK: "CN" };

/**
 * Places in the roster that are not a country with an ISO code: the Latin
 * Patriarchate of Jerusalem is listed under its see. Each language's own name.
 */
export const PLACE_NAMES: Readonly<Record<string, Readonly<Record<"it" | "es" | "pt" | "fr" | "de" | "pl", string>>>> = {
  Jerusalem: { it: "Gerusalemme", es: "Jerusalén", pt: "Jerusalém", fr: "Jérusalem", de: "Jerusalem", pl: "Jerozolima" },
};
