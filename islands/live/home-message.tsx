import { TextNotice } from "./text-notice.tsx";
import { useSiteMessage } from "./queries.ts";

/** The operator's home-page message, when one is set. Mounted by the home page. */
export default function HomeMessage({ className }: { className?: string }) {
  const message = useSiteMessage("home-page-message");
  return <TextNotice message={message} label="Announcement" className={className} />;
}
