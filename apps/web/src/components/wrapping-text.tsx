import { Fragment } from 'react';

/** After these a file-like name may break: "Final_Version_2026.pdf" wraps after "_" rather than mid-word. */
const JOINERS = /(?<=[_./\\-])/;

/**
 * Long names wrap at word boundaries: at spaces, and after the joiners of file and compound names. A single
 * word wider than its box (the class `wrap-anywhere` on the parent) is the only thing ever broken inside.
 */
export function WrappingText({ text }: { text: string }) {
  const parts = text.split(JOINERS);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
