/**
 * Section 2.10's smart search: an option matches when one of its aliases starts with what was
 * typed. An option's aliases are the parts of its text ("S. de Vries", "NL86 DMBK 4820 1937 45"),
 * each part without its spaces (an IBAN typed as one word), and each word ("Vries", "4820",
 * "214"), so a holder, an account or a pass number is found from its start. Case and accents
 * do not count.
 */
export function matchesSearch(optionText: string, typed: string): boolean {
  const query = normalise(typed).trim();
  if (query === '') return true;
  const parts = normalise(optionText)
    .split(',')
    .map((part) => part.trim());
  const compactQuery = compact(query);
  return parts.some(
    (part) =>
      part.startsWith(query) ||
      compact(part).startsWith(compactQuery) ||
      part.split(/\s+/).some((word) => word.startsWith(query)),
  );
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const compact = (text: string): string => text.replace(/\s+/g, '');
