import text from "../../content/pages/terms.md" with { type: "text" };
import { LegalPage } from "./legal-page.tsx";

/** /terms */
export default function TermsPage() {
  return <LegalPage markdown={text} />;
}
