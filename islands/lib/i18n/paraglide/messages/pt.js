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
	return /** @type {LocalizedString} */ (`Alterações`)
};

export const footer_data_as_of = /** @type {(inputs: Footer_Data_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dados de ${i?.date}`)
};

export const footer_legal = /** @type {(inputs: Footer_LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informação legal`)
};

export const footer_not_affiliated = /** @type {(inputs: Footer_Not_AffiliatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este sítio não está ligado ao Vaticano nem à Santa Sé. Os dados provêm de fontes públicas e têm fins educativos.`)
};

export const footer_open_data = /** @type {(inputs: Footer_Open_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dados abertos e API`)
};

export const footer_privacy = /** @type {(inputs: Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Política de privacidade`)
};

export const footer_ratings = /** @type {(inputs: Footer_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como são feitas as avaliações`)
};

export const footer_terms = /** @type {(inputs: Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termos de utilização`)
};

export const header_close_menu = /** @type {(inputs: Header_Close_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fechar o menu`)
};

export const header_home_label = /** @type {(inputs: Header_Home_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}: página inicial`)
};

export const header_open_menu = /** @type {(inputs: Header_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir o menu`)
};

export const in_english = /** @type {(inputs: In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`em inglês`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const nav_home = /** @type {(inputs: Nav_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Início`)
};

export const nav_insights = /** @type {(inputs: Nav_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O conclave em números`)
};

export const nav_label = /** @type {(inputs: Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principal`)
};

export const nav_live = /** @type {(inputs: Nav_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Em direto`)
};

export const nav_why_pope = /** @type {(inputs: Nav_Why_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Porquê um papa?`)
};

export const not_found_back = /** @type {(inputs: Not_Found_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar aos cardeais`)
};

export const not_found_text = /** @type {(inputs: Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há nenhuma página neste endereço. Pode ter mudado de lugar, ou a ligação tem um erro.`)
};

export const not_found_title = /** @type {(inputs: Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página não encontrada`)
};

export const site_tagline = /** @type {(inputs: Site_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informação sobre os cardeais da Igreja Católica`)
};

export const skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saltar para o conteúdo`)
};