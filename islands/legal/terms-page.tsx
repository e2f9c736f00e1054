import { termsText } from "./legal-texts.ts";
import { LegalPage } from "./legal-page.tsx";

/** /terms */
export default function TermsPage() {
  return <LegalPage text={termsText.read()} />;
}
