import { TextNotice } from "./text-notice.tsx";
import { useSiteMessage } from "./queries.ts";
import { m } from "../lib/i18n/messages.ts";

/** The operator's home-page message, when one is set. Mounted by the home page. */
export default function HomeMessage({ className }: { className?: string }) {
  const message = useSiteMessage("home-page-message");
  return <TextNotice message={message} label={m.live_announcement()} className={className} />;
}
