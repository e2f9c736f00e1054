import { privacyText } from "./legal-texts.ts";
import { LegalPage } from "./legal-page.tsx";

/** /privacy */
export default function PrivacyPage() {
  return <LegalPage text={privacyText.read()} />;
}
