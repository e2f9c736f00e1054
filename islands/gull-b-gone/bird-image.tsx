import { useState } from "react";

export const GULL_IMAGE = "/games/gull-b-gone/gull.svg";
export const GAME_OVER_IMAGE = "/games/gull-b-gone/game-over.svg";
export const WIN_IMAGE = "/games/gull-b-gone/white-smoke.svg";

interface Props {
  src?: string;
  alt?: string;
  className?: string;
}

/** A picture that disappears instead of showing a broken-image box. */
export function BirdImage({ src = GULL_IMAGE, alt = "", className }: Props) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img src={src} alt={alt} className={className} onError={() => setFailed(true)} />;
}
