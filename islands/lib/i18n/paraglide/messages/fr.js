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
	return /** @type {LocalizedString} */ (`Modifications`)
};

export const footer_data_as_of = /** @type {(inputs: Footer_Data_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Données au ${i?.date}`)
};

export const footer_legal = /** @type {(inputs: Footer_LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentions légales`)
};

export const footer_not_affiliated = /** @type {(inputs: Footer_Not_AffiliatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce site n'est affilié ni au Vatican ni au Saint-Siège. Ses données proviennent de sources publiques, à des fins éducatives.`)
};

export const footer_open_data = /** @type {(inputs: Footer_Open_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Données ouvertes et API`)
};

export const footer_privacy = /** @type {(inputs: Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de confidentialité`)
};

export const footer_ratings = /** @type {(inputs: Footer_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment les évaluations sont faites`)
};

export const footer_terms = /** @type {(inputs: Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions d'utilisation`)
};

export const header_close_menu = /** @type {(inputs: Header_Close_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer le menu`)
};

export const header_home_label = /** @type {(inputs: Header_Home_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} : accueil`)
};

export const header_open_menu = /** @type {(inputs: Header_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir le menu`)
};

export const in_english = /** @type {(inputs: In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en anglais`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue`)
};

export const nav_home = /** @type {(inputs: Nav_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accueil`)
};

export const nav_insights = /** @type {(inputs: Nav_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le conclave en chiffres`)
};

export const nav_label = /** @type {(inputs: Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principal`)
};

export const nav_live = /** @type {(inputs: Nav_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En direct`)
};

export const nav_why_pope = /** @type {(inputs: Nav_Why_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi un pape ?`)
};

export const not_found_back = /** @type {(inputs: Not_Found_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux cardinaux`)
};

export const not_found_text = /** @type {(inputs: Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune page à cette adresse. Elle a peut-être été déplacée, ou le lien comporte une faute.`)
};

export const not_found_title = /** @type {(inputs: Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page introuvable`)
};

export const site_tagline = /** @type {(inputs: Site_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informations sur les cardinaux de l'Église catholique`)
};

export const skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller au contenu`)
};