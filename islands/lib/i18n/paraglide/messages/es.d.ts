export const conclave_announced_at: (inputs: Conclave_Announced_AtInputs) => LocalizedString;
export const conclave_ballot_banner: (inputs: Conclave_Ballot_BannerInputs) => LocalizedString;
export const conclave_ballot_line: (inputs: Conclave_Ballot_LineInputs) => LocalizedString;
export const conclave_begins_at: (inputs: Conclave_Begins_AtInputs) => LocalizedString;
export const conclave_black_smoke: (inputs: Conclave_Black_SmokeInputs) => LocalizedString;
export const conclave_day: (inputs: Conclave_DayInputs) => LocalizedString;
export const conclave_elected: (inputs: Conclave_ElectedInputs) => LocalizedString;
export const conclave_electors: (inputs: Conclave_ElectorsInputs) => LocalizedString;
export const conclave_electors_note: (inputs: Conclave_Electors_NoteInputs) => LocalizedString;
export const conclave_electors_word: (inputs: Conclave_Electors_WordInputs) => LocalizedString;
export const conclave_follow_live: (inputs: Conclave_Follow_LiveInputs) => LocalizedString;
export const conclave_habemus_papam_line: (inputs: Conclave_Habemus_Papam_LineInputs) => LocalizedString;
export const conclave_heading_conclave: (inputs: Conclave_Heading_ConclaveInputs) => LocalizedString;
export const conclave_heading_elected: (inputs: Conclave_Heading_ElectedInputs) => LocalizedString;
export const conclave_heading_vacant: (inputs: Conclave_Heading_VacantInputs) => LocalizedString;
export const conclave_majority: (inputs: Conclave_MajorityInputs) => LocalizedString;
export const conclave_may_begin: (inputs: Conclave_May_BeginInputs) => LocalizedString;
export const conclave_no_smoke: (inputs: Conclave_No_SmokeInputs) => LocalizedString;
export const conclave_notes: (inputs: Conclave_NotesInputs) => LocalizedString;
export const conclave_sede_vacante_since: (inputs: Conclave_Sede_Vacante_SinceInputs) => LocalizedString;
export const conclave_see_in_directory: (inputs: Conclave_See_In_DirectoryInputs) => LocalizedString;
export const conclave_see_vacant: (inputs: Conclave_See_VacantInputs) => LocalizedString;
export const conclave_smoke_heading: (inputs: Conclave_Smoke_HeadingInputs) => LocalizedString;
export const conclave_source: (inputs: Conclave_SourceInputs) => LocalizedString;
export const conclave_start: (inputs: Conclave_StartInputs) => LocalizedString;
export const conclave_start_announced: (inputs: Conclave_Start_AnnouncedInputs) => LocalizedString;
export const conclave_start_window: (inputs: Conclave_Start_WindowInputs) => LocalizedString;
export const conclave_took_name: (inputs: Conclave_Took_NameInputs) => LocalizedString;
export const conclave_under_way_since: (inputs: Conclave_Under_Way_SinceInputs) => LocalizedString;
export const conclave_vacancy_died: (inputs: Conclave_Vacancy_DiedInputs) => LocalizedString;
export const conclave_vacancy_renounced: (inputs: Conclave_Vacancy_RenouncedInputs) => LocalizedString;
export const conclave_white_smoke: (inputs: Conclave_White_SmokeInputs) => LocalizedString;
export const conclave_white_smoke_headline: (inputs: Conclave_White_Smoke_HeadlineInputs) => LocalizedString;
export const footer_changes: (inputs: Footer_ChangesInputs) => LocalizedString;
export const footer_data_as_of: (inputs: Footer_Data_As_OfInputs) => LocalizedString;
export const footer_legal: (inputs: Footer_LegalInputs) => LocalizedString;
export const footer_not_affiliated: (inputs: Footer_Not_AffiliatedInputs) => LocalizedString;
export const footer_open_data: (inputs: Footer_Open_DataInputs) => LocalizedString;
export const footer_privacy: (inputs: Footer_PrivacyInputs) => LocalizedString;
export const footer_ratings: (inputs: Footer_RatingsInputs) => LocalizedString;
export const footer_terms: (inputs: Footer_TermsInputs) => LocalizedString;
export const header_close_menu: (inputs: Header_Close_MenuInputs) => LocalizedString;
export const header_home_label: (inputs: Header_Home_LabelInputs) => LocalizedString;
export const header_open_menu: (inputs: Header_Open_MenuInputs) => LocalizedString;
export const in_english: (inputs: In_EnglishInputs) => LocalizedString;
export const language_label: (inputs: Language_LabelInputs) => LocalizedString;
export const live_alert_off: (inputs: Live_Alert_OffInputs) => LocalizedString;
export const live_alert_on: (inputs: Live_Alert_OnInputs) => LocalizedString;
export const nav_home: (inputs: Nav_HomeInputs) => LocalizedString;
export const nav_insights: (inputs: Nav_InsightsInputs) => LocalizedString;
export const nav_label: (inputs: Nav_LabelInputs) => LocalizedString;
export const nav_live: (inputs: Nav_LiveInputs) => LocalizedString;
export const nav_why_pope: (inputs: Nav_Why_PopeInputs) => LocalizedString;
export const not_found_back: (inputs: Not_Found_BackInputs) => LocalizedString;
export const not_found_text: (inputs: Not_Found_TextInputs) => LocalizedString;
export const not_found_title: (inputs: Not_Found_TitleInputs) => LocalizedString;
export const site_tagline: (inputs: Site_TaglineInputs) => LocalizedString;
export const skip_to_content: (inputs: Skip_To_ContentInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conclave_Announced_AtInputs = {
    date: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Conclave_Ballot_BannerInputs = {
    day: NonNullable<unknown>;
    n: NonNullable<unknown>;
    smoke: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Conclave_Ballot_LineInputs = {
    n: NonNullable<unknown>;
    smoke: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Conclave_Begins_AtInputs = {
    date: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Conclave_Black_SmokeInputs = {};
export type Conclave_DayInputs = {
    day: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Conclave_ElectedInputs = {};
export type Conclave_ElectorsInputs = {};
export type Conclave_Electors_NoteInputs = {
    date: NonNullable<unknown>;
};
export type Conclave_Electors_WordInputs = {
    count: NonNullable<unknown>;
};
export type Conclave_Follow_LiveInputs = {};
export type Conclave_Habemus_Papam_LineInputs = {};
export type Conclave_Heading_ConclaveInputs = {};
export type Conclave_Heading_ElectedInputs = {};
export type Conclave_Heading_VacantInputs = {};
export type Conclave_MajorityInputs = {
    majority: NonNullable<unknown>;
};
export type Conclave_May_BeginInputs = {
    earliest: NonNullable<unknown>;
    latest: NonNullable<unknown>;
};
export type Conclave_No_SmokeInputs = {};
export type Conclave_NotesInputs = {};
export type Conclave_Sede_Vacante_SinceInputs = {
    date: NonNullable<unknown>;
};
export type Conclave_See_In_DirectoryInputs = {};
export type Conclave_See_VacantInputs = {};
export type Conclave_Smoke_HeadingInputs = {};
export type Conclave_SourceInputs = {};
export type Conclave_StartInputs = {};
export type Conclave_Start_AnnouncedInputs = {
    date: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Conclave_Start_WindowInputs = {
    earliest: NonNullable<unknown>;
    latest: NonNullable<unknown>;
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Conclave_Took_NameInputs = {
    name: NonNullable<unknown>;
};
export type Conclave_Under_Way_SinceInputs = {
    date: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Conclave_Vacancy_DiedInputs = {
    date: NonNullable<unknown>;
};
export type Conclave_Vacancy_RenouncedInputs = {
    date: NonNullable<unknown>;
};
export type Conclave_White_SmokeInputs = {};
export type Conclave_White_Smoke_HeadlineInputs = {};
export type Footer_ChangesInputs = {};
export type Footer_Data_As_OfInputs = {
    date: NonNullable<unknown>;
};
export type Footer_LegalInputs = {};
export type Footer_Not_AffiliatedInputs = {};
export type Footer_Open_DataInputs = {};
export type Footer_PrivacyInputs = {};
export type Footer_RatingsInputs = {};
export type Footer_TermsInputs = {};
export type Header_Close_MenuInputs = {};
export type Header_Home_LabelInputs = {
    site: NonNullable<unknown>;
};
export type Header_Open_MenuInputs = {};
export type In_EnglishInputs = {};
export type Language_LabelInputs = {};
export type Live_Alert_OffInputs = {};
export type Live_Alert_OnInputs = {};
export type Nav_HomeInputs = {};
export type Nav_InsightsInputs = {};
export type Nav_LabelInputs = {};
export type Nav_LiveInputs = {};
export type Nav_Why_PopeInputs = {};
export type Not_Found_BackInputs = {};
export type Not_Found_TextInputs = {};
export type Not_Found_TitleInputs = {};
export type Site_TaglineInputs = {};
export type Skip_To_ContentInputs = {};
