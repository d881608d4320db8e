import { Fragment } from 'react';
import '../styles/base.css';

// Section 9's display form, dd-mm-yyyy: its hyphens are where a browser would break the line.
const DISPLAY_DATE = /(\d{2}-\d{2}-\d{4})/;

/**
 * A translated text with every date in it kept on one line: "Van 08-03-2027 tot en met
 * 18-03-2027" may wrap between its words, never inside a date ("18-03-" / "2027").
 */
export function UnbrokenDates({ text }: { readonly text: string }) {
  // split() with a capturing group puts the dates at the odd places.
  const parts = text.split(DISPLAY_DATE);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="date">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
