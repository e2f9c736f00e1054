import text from "../../content/pages/ratings-methodology.md" with { type: "text" };
import { MarkdownPage } from "../ui/markdown-page.tsx";

/** /ratings-methodology: how the profiles' ratings are made, category by category. */
export default function RatingsMethodologyPage() {
  return <MarkdownPage markdown={text} />;
}
