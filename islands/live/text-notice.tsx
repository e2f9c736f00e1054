/**
 * An operator's message as plain text: React escapes it, and `whitespace-pre-line`
 * keeps its line breaks. Never rendered as HTML or markdown. Absent when empty.
 */
export function TextNotice({ message, label, className = "" }: { message: string; label: string; className?: string }) {
  if (message.trim() === "") return null;
  return (
    <aside
      aria-label={label}
      className={`rounded-lg border border-yellow-300 bg-yellow-50 px-4 py-3 text-yellow-900 whitespace-pre-line break-words ${className}`}
    >
      {message}
    </aside>
  );
}
