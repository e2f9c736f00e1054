import { PageTabs } from "../ui/page-tabs.tsx";
import { RatingsPanel } from "./ratings-panel.tsx";
import { QuotesPanel } from "./quotes-panel.tsx";
import { TitledList } from "./titled-list.tsx";
import type { PopeProfile } from "./pope-profile.ts";
import { m } from "../lib/i18n/messages.ts";

/** The tabs: Theological Profile, Views, Leadership, Notable Quotes, Priorities. */
export function ProfileTabs({ profile }: { profile: PopeProfile }) {
  return (
    <section aria-labelledby="profile-tabs-title">
      <h2 id="profile-tabs-title" className="sr-only">{m.pope_tabs_heading()}</h2>
      <PageTabs
        label={m.pope_tabs_label()}
        tabs={[
          { value: "theological", label: m.pope_tab_theological(), content: <RatingsPanel ratings={profile.ratings} /> },
          { value: "views", label: m.pope_tab_views(), content: <TitledList items={profile.views} empty={m.pope_views_empty()} /> },
          { value: "leadership", label: m.pope_tab_leadership(), content: <TitledList items={profile.leadership} empty={m.pope_leadership_empty()} /> },
          { value: "quotes", label: m.pope_tab_quotes(), content: <QuotesPanel quotes={profile.quotes} /> },
          { value: "priorities", label: m.pope_tab_priorities(), content: <TitledList items={profile.priorities} empty={m.pope_priorities_empty()} /> },
        ]}
      />
    </section>
  );
}
