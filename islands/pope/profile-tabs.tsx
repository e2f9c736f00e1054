import { PageTabs } from "../ui/page-tabs.tsx";
import { RatingsPanel } from "./ratings-panel.tsx";
import { QuotesPanel } from "./quotes-panel.tsx";
import { TitledList } from "./titled-list.tsx";
import type { PopeProfile } from "./pope-profile.ts";

/** The tabs: Theological Profile, Views, Leadership, Notable Quotes, Priorities. */
export function ProfileTabs({ profile }: { profile: PopeProfile }) {
  return (
    <section aria-labelledby="profile-tabs-title">
      <h2 id="profile-tabs-title" className="sr-only">Positions, leadership and words</h2>
      <PageTabs
        label="Profile of the pope"
        tabs={[
          { value: "theological", label: "Theological Profile", content: <RatingsPanel ratings={profile.ratings} /> },
          { value: "views", label: "Views", content: <TitledList items={profile.views} empty="His views have not been summarised yet." /> },
          { value: "leadership", label: "Leadership", content: <TitledList items={profile.leadership} empty="His leadership record has not been summarised yet." /> },
          { value: "quotes", label: "Notable Quotes", content: <QuotesPanel quotes={profile.quotes} /> },
          { value: "priorities", label: "Priorities", content: <TitledList items={profile.priorities} empty="His priorities have not been summarised yet." /> },
        ]}
      />
    </section>
  );
}
