/** The site's mark: a gold cross on a cardinal-red shield, drawn for this project. */
export function Crest({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true">
      <path d="M20 2 L36 8 V20 C36 29 29 35 20 38 C11 35 4 29 4 20 V8 Z" fill="#5c1322" stroke="#d4aa45" strokeWidth="2" />
      <path d="M18 9 H22 V16 H28 V20 H22 V31 H18 V20 H12 V16 H18 Z" fill="#dfc16b" />
    </svg>
  );
}
