import text from "../../content/pages/privacy.md" with { type: "text" };
import { LegalPage } from "./legal-page.tsx";

/** /privacy */
export default function PrivacyPage() {
  return <LegalPage markdown={text} />;
}
