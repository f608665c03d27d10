// A formatted figure that may wrap only after a thousands separator ('$2,999,997,<wbr>000'); one that
// cannot be computed shows a dash and says 'not available' to screen readers.
import { Fragment } from 'react';
import { roiWording } from '@/content/pricing';

export function FigureText({ text }: { text: string }) {
  if (text === roiWording.notAvailable) {
    return (
      <>
        <span aria-hidden="true">{text}</span>
        <span className="sr-only">{roiWording.notAvailableSpoken}</span>
      </>
    );
  }
  const groups = text.split(',');
  return groups.map((group, index) => (
    <Fragment key={index}>
      {index > 0 ? (
        <>
          ,<wbr />
        </>
      ) : null}
      {group}
    </Fragment>
  ));
}

/** Long figures step down one type size so they still read as one line where they can. */
export const isLongFigure = (text: string, limit: number) => text.length > limit;
