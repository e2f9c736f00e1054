import { useState } from "react";
import photoTable from "../../content/photos.json";

export const DEFAULT_PHOTO = "/images/cardinals/default_cardinal.png";

/**
 * The photo address for a cardinal: the built-in table first, else a name
 * derived from the slug. The server answers the latter with a licensed photo
 * from its photo folder when there is one, or with a drawn monogram portrait.
 */
export function photoSrc(cardinal: { fullName: string; slug: string }): string {
  const file = (photoTable as Record<string, string>)[cardinal.fullName];
  return `/images/cardinals/${file ?? `${cardinal.slug}.jpg`}`;
}

interface Props { cardinal: { fullName: string; slug: string }; className?: string; alt?: string }

/** A photo that switches to the default portrait when it cannot be loaded. */
export function CardinalPhoto({ cardinal, className, alt }: Props) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? DEFAULT_PHOTO : photoSrc(cardinal)}
      alt={alt ?? `Portrait of ${cardinal.fullName}`}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
