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
	return /** @type {LocalizedString} */ (`Cardinalis è gratuito, senza pubblicità e non ti traccia. Se ti è stato utile, una piccola donazione aiuta a tenerlo online e aggiornato.`)
};

export const dialogs_donation_body_without_url = /** @type {(inputs: Dialogs_Donation_Body_Without_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinalis è gratuito, senza pubblicità e non ti traccia. Se ti è stato utile, il modo migliore per sostenerlo è condividerlo con chi segue la vita della Chiesa.`)
};

export const dialogs_donation_close = /** @type {(inputs: Dialogs_Donation_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiudi`)
};

export const dialogs_donation_donate = /** @type {(inputs: Dialogs_Donation_DonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dona con carta`)
};

export const dialogs_donation_later = /** @type {(inputs: Dialogs_Donation_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forse più tardi`)
};

export const dialogs_donation_title = /** @type {(inputs: Dialogs_Donation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sostieni questo sito`)
};

export const dialogs_toast_dismiss = /** @type {(inputs: Dialogs_Toast_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiudi`)
};

export const dialogs_toast_poll_already = /** @type {(inputs: Dialogs_Toast_Poll_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forse hai già votato in questo sondaggio.`)
};

export const dialogs_toast_poll_failed = /** @type {(inputs: Dialogs_Toast_Poll_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrazione del voto non riuscita`)
};

export const dialogs_toast_poll_recorded = /** @type {(inputs: Dialogs_Toast_Poll_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voto registrato`)
};

export const dialogs_toast_poll_thanks = /** @type {(inputs: Dialogs_Toast_Poll_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grazie per aver partecipato a questo sondaggio!`)
};

export const dialogs_toast_vote_error = /** @type {(inputs: Dialogs_Toast_Vote_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nell'invio del voto`)
};

export const dialogs_toast_vote_failed = /** @type {(inputs: Dialogs_Toast_Vote_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invio del voto non riuscito`)
};

export const dialogs_toast_vote_submitted = /** @type {(inputs: Dialogs_Toast_Vote_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voto inviato`)
};

export const dialogs_toast_vote_thanks = /** @type {(inputs: Dialogs_Toast_Vote_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grazie per aver partecipato al nostro sondaggio sull'elezione del papa.`)
};

export const dialogs_welcome_body = /** @type {(inputs: Dialogs_Welcome_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo è un sito indipendente e divulgativo sul Collegio cardinalizio e sul conclave. Non è affiliato alla Santa Sede. I fatti provengono da fonti pubbliche e sono verificati, ma gli errori capitano e gli incarichi cambiano.`)
};

export const dialogs_welcome_button = /** @type {(inputs: Dialogs_Welcome_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ho capito`)
};

export const dialogs_welcome_contact = /** @type {(inputs: Dialogs_Welcome_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puoi anche scrivere a ${i?.contactEmail}. Allo stesso indirizzo sono benvenute le richieste di sponsorizzazione e pubblicità.`)
};

export const dialogs_welcome_corrections = /** @type {(inputs: Dialogs_Welcome_CorrectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hai notato un errore o un incarico non aggiornato? Apri il profilo del cardinale e scegli «Suggerisci una correzione»: le correzioni dei lettori mantengono accurato questo elenco.`)
};

export const dialogs_welcome_title = /** @type {(inputs: Dialogs_Welcome_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benvenuti su Cardinalis`)
};

export const directory_age = /** @type {(inputs: Directory_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Età`)
};

export const directory_all_countries = /** @type {(inputs: Directory_All_CountriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutti i paesi`)
};

export const directory_all_ranks = /** @type {(inputs: Directory_All_RanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutti gli ordini`)
};

export const directory_all_regions = /** @type {(inputs: Directory_All_RegionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutte le aree`)
};

export const directory_any_order = /** @type {(inputs: Directory_Any_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualsiasi o nessuno`)
};

export const directory_any_pope = /** @type {(inputs: Directory_Any_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualsiasi papa`)
};

export const directory_apply = /** @type {(inputs: Directory_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applica i filtri`)
};

export const directory_banner_kicker = /** @type {(inputs: Directory_Banner_KickerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Habemus Papam · ${i?.date}`)
};

export const directory_banner_link = /** @type {(inputs: Directory_Banner_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conosci il nuovo Santo Padre →`)
};

export const directory_banner_pope = /** @type {(inputs: Directory_Banner_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papa Leone XIV`)
};

export const directory_banner_text = /** @type {(inputs: Directory_Banner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Robert Francis Prevost, il primo papa statunitense, è stato eletto nel secondo giorno del conclave.`)
};

export const directory_chip_conclave_electors = /** @type {(inputs: Directory_Chip_Conclave_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elettori in questo conclave`)
};

export const directory_chip_electors = /** @type {(inputs: Directory_Chip_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elettori`)
};

export const directory_chip_under_80 = /** @type {(inputs: Directory_Chip_Under_80Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sotto gli 80 anni`)
};

export const directory_clear_all = /** @type {(inputs: Directory_Clear_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancella tutti i filtri`)
};

export const directory_clear_search = /** @type {(inputs: Directory_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancella la ricerca`)
};

export const directory_conclaves = /** @type {(inputs: Directory_ConclavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conclavi`)
};

export const directory_country = /** @type {(inputs: Directory_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paese`)
};

export const directory_created = /** @type {(inputs: Directory_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creazione`)
};

export const directory_created_by = /** @type {(inputs: Directory_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creato da`)
};

export const directory_created_on = /** @type {(inputs: Directory_Created_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Creato: ${i?.date}`)
};

export const directory_deceased = /** @type {(inputs: Directory_DeceasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(defunto)`)
};

export const directory_died = /** @type {(inputs: Directory_DiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`† Morto il ${i?.date}`)
};

export const directory_elector = /** @type {(inputs: Directory_ElectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elettore`)
};

export const directory_empty_text = /** @type {(inputs: Directory_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun cardinale corrisponde ai criteri di ricerca. Prova con altri filtri.`)
};

export const directory_empty_title = /** @type {(inputs: Directory_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun cardinale trovato`)
};

export const directory_error_text = /** @type {(inputs: Directory_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si è verificato un errore nel caricamento dei dati sui cardinali. Riprova più tardi.`)
};

export const directory_error_title = /** @type {(inputs: Directory_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nel caricamento dei cardinali`)
};

export const directory_experience_any = /** @type {(inputs: Directory_Experience_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con o senza esperienza di conclave`)
};

export const directory_experience_no = /** @type {(inputs: Directory_Experience_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non ha partecipato a un conclave`)
};

export const directory_experience_yes = /** @type {(inputs: Directory_Experience_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ha partecipato a un conclave`)
};

export const directory_filter_form = /** @type {(inputs: Directory_Filter_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtra e ordina i cardinali`)
};

export const directory_filters = /** @type {(inputs: Directory_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtri`)
};

export const directory_grid = /** @type {(inputs: Directory_GridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinali`)
};

export const directory_heading = /** @type {(inputs: Directory_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinali della Chiesa cattolica`)
};

export const directory_lived = /** @type {(inputs: Directory_LivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vita`)
};

export const directory_lived_years = /** @type {(inputs: Directory_Lived_YearsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.birth}–${i?.death}, morto a ${i?.age} anni`)
};

export const directory_loading = /** @type {(inputs: Directory_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento dei cardinali`)
};

export const directory_loading_suggestions = /** @type {(inputs: Directory_Loading_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento dei suggerimenti...`)
};

export const directory_next = /** @type {(inputs: Directory_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successiva →`)
};

export const directory_no_suggestions = /** @type {(inputs: Directory_No_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun cardinale trovato`)
};

export const directory_page = /** @type {(inputs: Directory_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagina ${i?.page}`)
};

export const directory_pages = /** @type {(inputs: Directory_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagine`)
};

export const directory_pope = /** @type {(inputs: Directory_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papa`)
};

export const directory_previous = /** @type {(inputs: Directory_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Precedente`)
};

export const directory_quick_filters = /** @type {(inputs: Directory_Quick_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtri rapidi`)
};

export const directory_rank = /** @type {(inputs: Directory_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordine cardinalizio`)
};

export const directory_region = /** @type {(inputs: Directory_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Area geografica`)
};

export const directory_region_africa = /** @type {(inputs: Directory_Region_AfricaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Africa`)
};

export const directory_region_americas = /** @type {(inputs: Directory_Region_AmericasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Americhe`)
};

export const directory_region_asia = /** @type {(inputs: Directory_Region_AsiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asia`)
};

export const directory_region_europe = /** @type {(inputs: Directory_Region_EuropeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Europa`)
};

export const directory_region_oceania = /** @type {(inputs: Directory_Region_OceaniaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oceania`)
};

export const directory_religious_order = /** @type {(inputs: Directory_Religious_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordine religioso`)
};

export const directory_remove_search = /** @type {(inputs: Directory_Remove_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rimuovi la ricerca`)
};

export const directory_results = /** @type {(inputs: Directory_ResultsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(${i?.count} risultato)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`(${i?.count} risultati)`);
	return /** @type {LocalizedString} */ ("directory_results");
};

export const directory_search_chip = /** @type {(inputs: Directory_Search_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ricerca: ${i?.term}`)
};

export const directory_search_label = /** @type {(inputs: Directory_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerca cardinali`)
};

export const directory_search_placeholder = /** @type {(inputs: Directory_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerca cardinali...`)
};

export const directory_sort_age = /** @type {(inputs: Directory_Sort_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Età (dal più giovane)`)
};

export const directory_sort_by = /** @type {(inputs: Directory_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordina per`)
};

export const directory_sort_country = /** @type {(inputs: Directory_Sort_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paese`)
};

export const directory_sort_created = /** @type {(inputs: Directory_Sort_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data di creazione (dalla più recente)`)
};

export const directory_sort_first_name = /** @type {(inputs: Directory_Sort_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome (A-Z)`)
};

export const directory_sort_last_name = /** @type {(inputs: Directory_Sort_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cognome (A-Z)`)
};

export const directory_status = /** @type {(inputs: Directory_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stato`)
};

export const directory_suggested = /** @type {(inputs: Directory_SuggestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinali suggeriti`)
};

export const directory_under_80_link = /** @type {(inputs: Directory_Under_80_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostra solo gli elettori`)
};

export const directory_under_80_of = /** @type {(inputs: Directory_Under_80_OfInputs) => LocalizedString} */ (i) => {const electorsPlural = registry.plural("it", i?.electors, {});
	if (electorsPlural === "one") return /** @type {LocalizedString} */ (`Di questi ${i?.total} cardinali sotto gli 80 anni, ${i?.electors} è elettore:`);
	if (electorsPlural === "other") return /** @type {LocalizedString} */ (`Di questi ${i?.total} cardinali sotto gli 80 anni, ${i?.electors} sono elettori:`);
	return /** @type {LocalizedString} */ ("directory_under_80_of");
};

export const directory_unknown = /** @type {(inputs: Directory_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sconosciuto`)
};

export const directory_years_old = /** @type {(inputs: Directory_Years_OldInputs) => LocalizedString} */ (i) => {const agePlural = registry.plural("it", i?.age, {});
	if (agePlural === "one") return /** @type {LocalizedString} */ (`${i?.age} anno`);
	if (agePlural === "other") return /** @type {LocalizedString} */ (`${i?.age} anni`);
	return /** @type {LocalizedString} */ ("directory_years_old");
};

export const footer_changes = /** @type {(inputs: Footer_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifiche`)
};

export const footer_data_as_of = /** @type {(inputs: Footer_Data_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dati aggiornati al ${i?.date}`)
};

export const footer_legal = /** @type {(inputs: Footer_LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note legali`)
};

export const footer_not_affiliated = /** @type {(inputs: Footer_Not_AffiliatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo sito non è affiliato al Vaticano né alla Santa Sede. I dati sono raccolti da fonti pubbliche a scopo informativo.`)
};

export const footer_open_data = /** @type {(inputs: Footer_Open_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dati aperti e API`)
};

export const footer_privacy = /** @type {(inputs: Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informativa sulla privacy`)
};

export const footer_ratings = /** @type {(inputs: Footer_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Come nascono le valutazioni`)
};

export const footer_terms = /** @type {(inputs: Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condizioni d'uso`)
};

export const header_close_menu = /** @type {(inputs: Header_Close_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiudi il menu`)
};

export const header_home_label = /** @type {(inputs: Header_Home_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}: pagina iniziale`)
};

export const header_open_menu = /** @type {(inputs: Header_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apri il menu`)
};

export const in_english = /** @type {(inputs: In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in inglese`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lingua`)
};

export const nav_home = /** @type {(inputs: Nav_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagina iniziale`)
};

export const nav_insights = /** @type {(inputs: Nav_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il conclave in cifre`)
};

export const nav_label = /** @type {(inputs: Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principale`)
};

export const nav_live = /** @type {(inputs: Nav_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In diretta`)
};

export const nav_why_pope = /** @type {(inputs: Nav_Why_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perché un papa?`)
};

export const not_found_back = /** @type {(inputs: Not_Found_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Torna ai cardinali`)
};

export const not_found_text = /** @type {(inputs: Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A questo indirizzo non c'è nessuna pagina. Potrebbe essere stata spostata, o il link contiene un errore.`)
};

export const not_found_title = /** @type {(inputs: Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagina non trovata`)
};

export const site_tagline = /** @type {(inputs: Site_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informazioni sui cardinali della Chiesa cattolica`)
};

export const skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vai al contenuto`)
};