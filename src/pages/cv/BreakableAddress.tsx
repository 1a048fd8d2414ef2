import { Fragment } from 'react';

/**
 * A web address that, when it does not fit the line (a phone's 360 px), wraps after one of its
 * slashes ("…/placeholder/" then "planner") rather than at whichever letter reached the edge,
 * which left one letter on a line of its own. cv.css still lets a part longer than a whole line break.
 */
export function BreakableAddress({ address }: { address: string }) {
  return address.split(/(?<=\/)/).map((part, i) => (
    // The parts of one address never reorder: their index is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
