/**
 * The shape of a JSON profile file in content/profiles (see its README), as
 * the client reads it. Every field is optional: the record fills the gaps.
 */
export interface ProfileFileRating { rating: number; description?: string; evidence?: string }

export interface ProfileFile {
  name?: string;
  pontifical_name?: string;
  elected?: string;
  biography?: string;
  basic_info?: Record<string, string>;
  education?: { year?: string; degree?: string; institution?: string }[];
  career?: { period?: string; role?: string }[];
  church_positions?: string[];
  theological_positions?: { category?: string; description?: string }[];
  ratings?: Record<string, ProfileFileRating>;
  quotes?: { text?: string; source?: string; date?: string; context?: string }[];
  leadership?: { title?: string; description?: string }[];
  priorities?: { title?: string; description?: string }[];
  first_message?: { date?: string; occasion?: string; excerpts?: string[]; source?: { title?: string; url?: string } };
  sources?: { title?: string; url?: string }[];
}

/** The file's text as an object, or null when it is not a JSON object. */
export function parseProfileFile(text: string): ProfileFile | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as ProfileFile) : null;
  } catch {
    return null;
  }
}
