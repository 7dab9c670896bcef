/**
 * The name other players see at a shared table (card tables, fishing rooms). The platform's nickname is the
 * player's login until he picks another, and the vendor cannot tell the two apart, so it is never shown whole: the
 * first two characters (one when the name is shorter than five) and three stars, e.g. `de***` for `demo1`. A name
 * of one character, or none, gives null and the page shows the seat number. Player ids are never shown.
 */
export function maskedDisplayName(nickname: string | null | undefined): string | null {
  const characters = Array.from((nickname ?? '').trim());
  if (characters.length < 2) return null;
  const kept = characters.length < 5 ? 1 : 2;
  return `${characters.slice(0, kept).join('')}***`;
}
