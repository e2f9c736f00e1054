/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Footer_ChangesInputs */
/** @typedef {{ date: NonNullable<unknown> }} Footer_Data_As_OfInputs */
/** @typedef {{}} Footer_LegalInputs */
/** @typedef {{}} Footer_Not_AffiliatedInputs */
/** @typedef {{}} Footer_Open_DataInputs */
/** @typedef {{}} Footer_PrivacyInputs */
/** @typedef {{}} Footer_RatingsInputs */
/** @typedef {{}} Footer_TermsInputs */
/** @typedef {{}} Header_Close_MenuInputs */
/** @typedef {{ site: NonNullable<unknown> }} Header_Home_LabelInputs */
/** @typedef {{}} Header_Open_MenuInputs */
/** @typedef {{}} In_EnglishInputs */
/** @typedef {{}} Language_LabelInputs */
/** @typedef {{}} Nav_HomeInputs */
/** @typedef {{}} Nav_InsightsInputs */
/** @typedef {{}} Nav_LabelInputs */
/** @typedef {{}} Nav_LiveInputs */
/** @typedef {{}} Nav_Why_PopeInputs */
/** @typedef {{}} Not_Found_BackInputs */
/** @typedef {{}} Not_Found_TextInputs */
/** @typedef {{}} Not_Found_TitleInputs */
/** @typedef {{}} Site_TaglineInputs */
/** @typedef {{}} Skip_To_ContentInputs */


export const footer_changes = /** @type {(inputs: Footer_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderungen`)
};

export const footer_data_as_of = /** @type {(inputs: Footer_Data_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Datenstand: ${i?.date}`)
};

export const footer_legal = /** @type {(inputs: Footer_LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechtliches`)
};

export const footer_not_affiliated = /** @type {(inputs: Footer_Not_AffiliatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Website steht in keiner Verbindung zum Vatikan oder zum Heiligen Stuhl. Ihre Daten stammen aus öffentlichen Quellen und dienen der Information.`)
};

export const footer_open_data = /** @type {(inputs: Footer_Open_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offene Daten & API`)
};

export const footer_privacy = /** @type {(inputs: Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datenschutzerklärung`)
};

export const footer_ratings = /** @type {(inputs: Footer_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie die Bewertungen entstehen`)
};

export const footer_terms = /** @type {(inputs: Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzungsbedingungen`)
};

export const header_close_menu = /** @type {(inputs: Header_Close_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menü schließen`)
};

export const header_home_label = /** @type {(inputs: Header_Home_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}: Startseite`)
};

export const header_open_menu = /** @type {(inputs: Header_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menü öffnen`)
};

export const in_english = /** @type {(inputs: In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`auf Englisch`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache`)
};

export const nav_home = /** @type {(inputs: Nav_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Startseite`)
};

export const nav_insights = /** @type {(inputs: Nav_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Konklave in Zahlen`)
};

export const nav_label = /** @type {(inputs: Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauptnavigation`)
};

export const nav_live = /** @type {(inputs: Nav_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live`)
};

export const nav_why_pope = /** @type {(inputs: Nav_Why_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warum ein Papst?`)
};

export const not_found_back = /** @type {(inputs: Not_Found_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zu den Kardinälen`)
};

export const not_found_text = /** @type {(inputs: Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unter dieser Adresse gibt es keine Seite. Vielleicht wurde sie verschoben, oder der Link enthält einen Tippfehler.`)
};

export const not_found_title = /** @type {(inputs: Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seite nicht gefunden`)
};

export const site_tagline = /** @type {(inputs: Site_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informationen über die Kardinäle der katholischen Kirche`)
};

export const skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Inhalt springen`)
};