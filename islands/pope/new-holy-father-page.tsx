import { Markdown } from "../ui/markdown.tsx";
import { PageSpinner } from "../ui/page-spinner.tsx";
import { usePopeFile, usePopeRecord } from "./queries.ts";
import { PontificateEnded } from "./pontificate-ended.tsx";
import { mergePopeProfile } from "./pope-profile.ts";
import { PopeBanner } from "./pope-banner.tsx";
import { BioCard } from "./bio-card.tsx";
import { EducationCard } from "./education-card.tsx";
import { CareerTimeline } from "./career-timeline.tsx";
import { ProfileTabs } from "./profile-tabs.tsx";
import { FirstMessage } from "./first-message.tsx";
import { SourceList } from "./source-list.tsx";
import { PopeFooter } from "./pope-footer.tsx";
import { InEnglish } from "../ui/in-english.tsx";
import { m } from "../lib/i18n/messages.ts";

function LoadError() {
  return (
    <div className="page flex justify-center py-24">
      <div role="alert" className="card w-full max-w-md p-8 text-center">
        <h1 className="font-serif text-2xl font-semibold text-cardinal-800">{m.pope_error_heading()}</h1>
        <p className="mt-2 text-ink-700">{m.pope_error_text()}</p>
      </div>
    </div>
  );
}

/** /new-holy-father: the record of Leo XIV with his profile file merged over it. */
export default function NewHolyFatherPage() {
  const record = usePopeRecord();
  const file = usePopeFile();
  if (record.isError) return <LoadError />;
  if (!record.data || file.isPending) return <PageSpinner label={m.pope_loading()} />;
  // A missing or unreadable file is not an error: the record alone still makes a profile.
  const profile = mergePopeProfile(record.data, file.data ?? null);
  return (
    <article className="page space-y-10 py-6 sm:py-10">
      <PontificateEnded />
      <PopeBanner pontificalName={profile.pontificalName} nameWithOrder={profile.nameWithOrder} elected={profile.elected} />
      <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <aside className="space-y-6">
          <BioCard cardinal={record.data} facts={profile.facts} />
          <EducationCard education={profile.education} />
        </aside>
        <div className="min-w-0 space-y-10">
          {profile.biography && (
            <section aria-labelledby="biography-title" className="max-w-3xl">
              <div className="flex flex-wrap items-baseline gap-x-3">
                <h2 id="biography-title" className="font-serif text-2xl font-semibold text-ink-900">{m.pope_life_heading()}</h2>
                <InEnglish />
              </div>
              <div lang="en"><Markdown text={profile.biography} className="text-[1.0625rem]" /></div>
            </section>
          )}
          <CareerTimeline career={profile.career} />
        </div>
      </div>
      <ProfileTabs profile={profile} />
      {profile.firstMessage && <FirstMessage message={profile.firstMessage} />}
      <SourceList sources={profile.sources} title={m.pope_sources_heading()} id="sources-title" />
      <PopeFooter />
    </article>
  );
}
