/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Dialogs_Donation_BodyInputs */
/** @typedef {{}} Dialogs_Donation_Body_Without_UrlInputs */
/** @typedef {{}} Dialogs_Donation_CloseInputs */
/** @typedef {{}} Dialogs_Donation_DonateInputs */
/** @typedef {{}} Dialogs_Donation_LaterInputs */
/** @typedef {{}} Dialogs_Donation_TitleInputs */
/** @typedef {{}} Dialogs_Toast_DismissInputs */
/** @typedef {{}} Dialogs_Toast_Poll_AlreadyInputs */
/** @typedef {{}} Dialogs_Toast_Poll_FailedInputs */
/** @typedef {{}} Dialogs_Toast_Poll_RecordedInputs */
/** @typedef {{}} Dialogs_Toast_Poll_ThanksInputs */
/** @typedef {{}} Dialogs_Toast_Vote_ErrorInputs */
/** @typedef {{}} Dialogs_Toast_Vote_FailedInputs */
/** @typedef {{}} Dialogs_Toast_Vote_SubmittedInputs */
/** @typedef {{}} Dialogs_Toast_Vote_ThanksInputs */
/** @typedef {{}} Dialogs_Welcome_BodyInputs */
/** @typedef {{}} Dialogs_Welcome_ButtonInputs */
/** @typedef {{ contactEmail: NonNullable<unknown> }} Dialogs_Welcome_ContactInputs */
/** @typedef {{}} Dialogs_Welcome_CorrectionsInputs */
/** @typedef {{}} Dialogs_Welcome_TitleInputs */
/** @typedef {{}} Directory_AgeInputs */
/** @typedef {{}} Directory_All_CountriesInputs */
/** @typedef {{}} Directory_All_RanksInputs */
/** @typedef {{}} Directory_All_RegionsInputs */
/** @typedef {{}} Directory_Any_OrderInputs */
/** @typedef {{}} Directory_Any_PopeInputs */
/** @typedef {{}} Directory_ApplyInputs */
/** @typedef {{ date: NonNullable<unknown> }} Directory_Banner_KickerInputs */
/** @typedef {{}} Directory_Banner_LinkInputs */
/** @typedef {{}} Directory_Banner_PopeInputs */
/** @typedef {{}} Directory_Banner_TextInputs */
/** @typedef {{}} Directory_Chip_Conclave_ElectorsInputs */
/** @typedef {{}} Directory_Chip_ElectorsInputs */
/** @typedef {{}} Directory_Chip_Under_80Inputs */
/** @typedef {{}} Directory_Clear_AllInputs */
/** @typedef {{}} Directory_Clear_SearchInputs */
/** @typedef {{}} Directory_ConclavesInputs */
/** @typedef {{}} Directory_CountryInputs */
/** @typedef {{}} Directory_CreatedInputs */
/** @typedef {{}} Directory_Created_ByInputs */
/** @typedef {{ date: NonNullable<unknown> }} Directory_Created_OnInputs */
/** @typedef {{}} Directory_DeceasedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Directory_DiedInputs */
/** @typedef {{}} Directory_ElectorInputs */
/** @typedef {{}} Directory_Empty_TextInputs */
/** @typedef {{}} Directory_Empty_TitleInputs */
/** @typedef {{}} Directory_Error_TextInputs */
/** @typedef {{}} Directory_Error_TitleInputs */
/** @typedef {{}} Directory_Experience_AnyInputs */
/** @typedef {{}} Directory_Experience_NoInputs */
/** @typedef {{}} Directory_Experience_YesInputs */
/** @typedef {{}} Directory_Filter_FormInputs */
/** @typedef {{}} Directory_FiltersInputs */
/** @typedef {{}} Directory_GridInputs */
/** @typedef {{}} Directory_HeadingInputs */
/** @typedef {{}} Directory_LivedInputs */
/** @typedef {{ birth: NonNullable<unknown>, death: NonNullable<unknown>, age: NonNullable<unknown> }} Directory_Lived_YearsInputs */
/** @typedef {{}} Directory_LoadingInputs */
/** @typedef {{}} Directory_Loading_SuggestionsInputs */
/** @typedef {{}} Directory_NextInputs */
/** @typedef {{}} Directory_No_SuggestionsInputs */
/** @typedef {{ page: NonNullable<unknown> }} Directory_PageInputs */
/** @typedef {{}} Directory_PagesInputs */
/** @typedef {{}} Directory_PopeInputs */
/** @typedef {{}} Directory_PreviousInputs */
/** @typedef {{}} Directory_Quick_FiltersInputs */
/** @typedef {{}} Directory_RankInputs */
/** @typedef {{}} Directory_RegionInputs */
/** @typedef {{}} Directory_Region_AfricaInputs */
/** @typedef {{}} Directory_Region_AmericasInputs */
/** @typedef {{}} Directory_Region_AsiaInputs */
/** @typedef {{}} Directory_Region_EuropeInputs */
/** @typedef {{}} Directory_Region_OceaniaInputs */
/** @typedef {{}} Directory_Religious_OrderInputs */
/** @typedef {{}} Directory_Remove_SearchInputs */
/** @typedef {{ count: NonNullable<unknown> }} Directory_ResultsInputs */
/** @typedef {{ term: NonNullable<unknown> }} Directory_Search_ChipInputs */
/** @typedef {{}} Directory_Search_LabelInputs */
/** @typedef {{}} Directory_Search_PlaceholderInputs */
/** @typedef {{}} Directory_Sort_AgeInputs */
/** @typedef {{}} Directory_Sort_ByInputs */
/** @typedef {{}} Directory_Sort_CountryInputs */
/** @typedef {{}} Directory_Sort_CreatedInputs */
/** @typedef {{}} Directory_Sort_First_NameInputs */
/** @typedef {{}} Directory_Sort_Last_NameInputs */
/** @typedef {{}} Directory_StatusInputs */
/** @typedef {{}} Directory_SuggestedInputs */
/** @typedef {{}} Directory_Under_80_LinkInputs */
/** @typedef {{ electors: NonNullable<unknown>, total: NonNullable<unknown> }} Directory_Under_80_OfInputs */
/** @typedef {{}} Directory_UnknownInputs */
/** @typedef {{ age: NonNullable<unknown> }} Directory_Years_OldInputs */
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
import * as registry from "../registry.js"


export const dialogs_donation_body = /** @type {(inputs: Dialogs_Donation_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinalis est gratuit, sans publicité et ne vous piste pas. S'il vous a été utile, un petit don aide à le garder en ligne et à jour.`)
};

export const dialogs_donation_body_without_url = /** @type {(inputs: Dialogs_Donation_Body_Without_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinalis est gratuit, sans publicité et ne vous piste pas. S'il vous a été utile, le meilleur soutien est de le partager avec quelqu'un qui suit la vie de l'Église.`)
};

export const dialogs_donation_close = /** @type {(inputs: Dialogs_Donation_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

export const dialogs_donation_donate = /** @type {(inputs: Dialogs_Donation_DonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faire un don par carte`)
};

export const dialogs_donation_later = /** @type {(inputs: Dialogs_Donation_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus tard`)
};

export const dialogs_donation_title = /** @type {(inputs: Dialogs_Donation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soutenir ce site`)
};

export const dialogs_toast_dismiss = /** @type {(inputs: Dialogs_Toast_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

export const dialogs_toast_poll_already = /** @type {(inputs: Dialogs_Toast_Poll_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez peut-être déjà voté dans ce sondage.`)
};

export const dialogs_toast_poll_failed = /** @type {(inputs: Dialogs_Toast_Poll_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de l'enregistrement du vote`)
};

export const dialogs_toast_poll_recorded = /** @type {(inputs: Dialogs_Toast_Poll_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vote enregistré`)
};

export const dialogs_toast_poll_thanks = /** @type {(inputs: Dialogs_Toast_Poll_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci d'avoir participé à ce sondage !`)
};

export const dialogs_toast_vote_error = /** @type {(inputs: Dialogs_Toast_Vote_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de l'envoi du vote`)
};

export const dialogs_toast_vote_failed = /** @type {(inputs: Dialogs_Toast_Vote_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de l'envoi du vote`)
};

export const dialogs_toast_vote_submitted = /** @type {(inputs: Dialogs_Toast_Vote_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vote envoyé`)
};

export const dialogs_toast_vote_thanks = /** @type {(inputs: Dialogs_Toast_Vote_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci d'avoir participé à notre sondage sur l'élection du pape.`)
};

export const dialogs_welcome_body = /** @type {(inputs: Dialogs_Welcome_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce site indépendant et pédagogique est consacré au Collège cardinalice et au conclave. Il n'est pas affilié au Saint-Siège. Les faits proviennent de sources publiques et sont vérifiés, mais des erreurs arrivent et les fonctions changent.`)
};

export const dialogs_welcome_button = /** @type {(inputs: Dialogs_Welcome_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`J'ai compris`)
};

export const dialogs_welcome_contact = /** @type {(inputs: Dialogs_Welcome_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous pouvez aussi écrire à ${i?.contactEmail}. Les demandes de parrainage et de publicité sont les bienvenues à la même adresse.`)
};

export const dialogs_welcome_corrections = /** @type {(inputs: Dialogs_Welcome_CorrectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez repéré une erreur ou une fonction périmée ? Ouvrez le profil du cardinal et choisissez « Suggérer une correction » : les corrections des lecteurs gardent cet annuaire exact.`)
};

export const dialogs_welcome_title = /** @type {(inputs: Dialogs_Welcome_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenue sur Cardinalis`)
};

export const directory_age = /** @type {(inputs: Directory_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Âge`)
};

export const directory_all_countries = /** @type {(inputs: Directory_All_CountriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les pays`)
};

export const directory_all_ranks = /** @type {(inputs: Directory_All_RanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les ordres`)
};

export const directory_all_regions = /** @type {(inputs: Directory_All_RegionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les régions`)
};

export const directory_any_order = /** @type {(inputs: Directory_Any_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous ou aucun`)
};

export const directory_any_pope = /** @type {(inputs: Directory_Any_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout pape`)
};

export const directory_apply = /** @type {(inputs: Directory_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appliquer les filtres`)
};

export const directory_banner_kicker = /** @type {(inputs: Directory_Banner_KickerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Habemus Papam · ${i?.date}`)
};

export const directory_banner_link = /** @type {(inputs: Directory_Banner_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrir le nouveau Saint-Père →`)
};

export const directory_banner_pope = /** @type {(inputs: Directory_Banner_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pape Léon XIV`)
};

export const directory_banner_text = /** @type {(inputs: Directory_Banner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Robert Francis Prevost, premier pape originaire des États-Unis, a été élu au deuxième jour du conclave.`)
};

export const directory_chip_conclave_electors = /** @type {(inputs: Directory_Chip_Conclave_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Électeurs de ce conclave`)
};

export const directory_chip_electors = /** @type {(inputs: Directory_Chip_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Électeurs`)
};

export const directory_chip_under_80 = /** @type {(inputs: Directory_Chip_Under_80Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moins de 80 ans`)
};

export const directory_clear_all = /** @type {(inputs: Directory_Clear_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer tous les filtres`)
};

export const directory_clear_search = /** @type {(inputs: Directory_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer la recherche`)
};

export const directory_conclaves = /** @type {(inputs: Directory_ConclavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conclaves`)
};

export const directory_country = /** @type {(inputs: Directory_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pays`)
};

export const directory_created = /** @type {(inputs: Directory_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création`)
};

export const directory_created_by = /** @type {(inputs: Directory_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créé par`)
};

export const directory_created_on = /** @type {(inputs: Directory_Created_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Créé : ${i?.date}`)
};

export const directory_deceased = /** @type {(inputs: Directory_DeceasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(décédé)`)
};

export const directory_died = /** @type {(inputs: Directory_DiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`† Mort le ${i?.date}`)
};

export const directory_elector = /** @type {(inputs: Directory_ElectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Électeur`)
};

export const directory_empty_text = /** @type {(inputs: Directory_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun cardinal ne correspond à vos critères. Essayez d'autres filtres.`)
};

export const directory_empty_title = /** @type {(inputs: Directory_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun cardinal trouvé`)
};

export const directory_error_text = /** @type {(inputs: Directory_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s'est produite lors du chargement des données sur les cardinaux. Veuillez réessayer plus tard.`)
};

export const directory_error_title = /** @type {(inputs: Directory_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur de chargement des cardinaux`)
};

export const directory_experience_any = /** @type {(inputs: Directory_Experience_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avec ou sans expérience du conclave`)
};

export const directory_experience_no = /** @type {(inputs: Directory_Experience_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N'a participé à aucun conclave`)
};

export const directory_experience_yes = /** @type {(inputs: Directory_Experience_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A participé à un conclave`)
};

export const directory_filter_form = /** @type {(inputs: Directory_Filter_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer et trier les cardinaux`)
};

export const directory_filters = /** @type {(inputs: Directory_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtres`)
};

export const directory_grid = /** @type {(inputs: Directory_GridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinaux`)
};

export const directory_heading = /** @type {(inputs: Directory_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinaux de l'Église catholique`)
};

export const directory_lived = /** @type {(inputs: Directory_LivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vie`)
};

export const directory_lived_years = /** @type {(inputs: Directory_Lived_YearsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.birth}–${i?.death}, mort à ${i?.age} ans`)
};

export const directory_loading = /** @type {(inputs: Directory_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des cardinaux`)
};

export const directory_loading_suggestions = /** @type {(inputs: Directory_Loading_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des suggestions...`)
};

export const directory_next = /** @type {(inputs: Directory_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivante →`)
};

export const directory_no_suggestions = /** @type {(inputs: Directory_No_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun cardinal trouvé`)
};

export const directory_page = /** @type {(inputs: Directory_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

export const directory_pages = /** @type {(inputs: Directory_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages`)
};

export const directory_pope = /** @type {(inputs: Directory_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pape`)
};

export const directory_previous = /** @type {(inputs: Directory_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Précédente`)
};

export const directory_quick_filters = /** @type {(inputs: Directory_Quick_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtres rapides`)
};

export const directory_rank = /** @type {(inputs: Directory_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordre cardinalice`)
};

export const directory_region = /** @type {(inputs: Directory_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Région`)
};

export const directory_region_africa = /** @type {(inputs: Directory_Region_AfricaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afrique`)
};

export const directory_region_americas = /** @type {(inputs: Directory_Region_AmericasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amériques`)
};

export const directory_region_asia = /** @type {(inputs: Directory_Region_AsiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asie`)
};

export const directory_region_europe = /** @type {(inputs: Directory_Region_EuropeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Europe`)
};

export const directory_region_oceania = /** @type {(inputs: Directory_Region_OceaniaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Océanie`)
};

export const directory_religious_order = /** @type {(inputs: Directory_Religious_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordre religieux`)
};

export const directory_remove_search = /** @type {(inputs: Directory_Remove_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer la recherche`)
};

export const directory_results = /** @type {(inputs: Directory_ResultsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(${i?.count} résultat)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`(${i?.count} résultats)`);
	return /** @type {LocalizedString} */ ("directory_results");
};

export const directory_search_chip = /** @type {(inputs: Directory_Search_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recherche : ${i?.term}`)
};

export const directory_search_label = /** @type {(inputs: Directory_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher des cardinaux`)
};

export const directory_search_placeholder = /** @type {(inputs: Directory_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher des cardinaux...`)
};

export const directory_sort_age = /** @type {(inputs: Directory_Sort_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Âge (le plus jeune d'abord)`)
};

export const directory_sort_by = /** @type {(inputs: Directory_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trier par`)
};

export const directory_sort_country = /** @type {(inputs: Directory_Sort_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pays`)
};

export const directory_sort_created = /** @type {(inputs: Directory_Sort_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de création (la plus récente d'abord)`)
};

export const directory_sort_first_name = /** @type {(inputs: Directory_Sort_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom (A-Z)`)
};

export const directory_sort_last_name = /** @type {(inputs: Directory_Sort_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom (A-Z)`)
};

export const directory_status = /** @type {(inputs: Directory_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statut`)
};

export const directory_suggested = /** @type {(inputs: Directory_SuggestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinaux suggérés`)
};

export const directory_under_80_link = /** @type {(inputs: Directory_Under_80_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher seulement les électeurs`)
};

export const directory_under_80_of = /** @type {(inputs: Directory_Under_80_OfInputs) => LocalizedString} */ (i) => {const electorsPlural = registry.plural("fr", i?.electors, {});
	if (electorsPlural === "one") return /** @type {LocalizedString} */ (`Sur ces ${i?.total} cardinaux de moins de 80 ans, ${i?.electors} est électeur :`);
	if (electorsPlural === "other") return /** @type {LocalizedString} */ (`Sur ces ${i?.total} cardinaux de moins de 80 ans, ${i?.electors} sont électeurs :`);
	return /** @type {LocalizedString} */ ("directory_under_80_of");
};

export const directory_unknown = /** @type {(inputs: Directory_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inconnu`)
};

export const directory_years_old = /** @type {(inputs: Directory_Years_OldInputs) => LocalizedString} */ (i) => {const agePlural = registry.plural("fr", i?.age, {});
	if (agePlural === "one") return /** @type {LocalizedString} */ (`${i?.age} an`);
	if (agePlural === "other") return /** @type {LocalizedString} */ (`${i?.age} ans`);
	return /** @type {LocalizedString} */ ("directory_years_old");
};

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