import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { LatestReview } from '../../services/reviews';

/** Longer texts start folded so twenty reviews of 3000 characters do not swamp the footer. */
const FOLD_AT = 280;

/**
 * The first `FOLD_AT` characters, counted as code points: cutting UTF-16 units could split an
 * emoji's surrogate pair and end the folded text in '�'. Undefined when the text fits.
 */
function folded(text: string): string | undefined {
  const characters = [...text];
  return characters.length > FOLD_AT ? `${characters.slice(0, FOLD_AT).join('').trimEnd()}…` : undefined;
}

/** One review: picture, name, rating and text. The text is rendered as text, never as HTML. */
export function ReviewCard({ review }: { review: LatestReview }) {
  const [unfolded, setUnfolded] = useState(false);
  const textId = useId();
  const name = review.userName || 'A visitor';
  const short = folded(review.feedback);
  const long = short !== undefined;
  const text = long && !unfolded ? short : review.feedback;
  return (
    <Box component="li" data-testid="review" sx={{ p: 2, borderRadius: 2, bgcolor: 'background.paper', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Avatar src={review.profilePic || undefined} alt="" slotProps={{ img: { referrerPolicy: 'no-referrer' } }}>
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="review-name">
            {name}
          </Typography>
          <Rating value={review.rating} readOnly size="small" aria-label={`Rated ${review.rating} out of 5`} />
        </Box>
      </Box>
      <Typography id={textId} variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="review-text">
        {text}
      </Typography>
      {long && (
        <Button size="small" aria-expanded={unfolded} aria-controls={textId} onClick={() => setUnfolded((u) => !u)} sx={{ mt: 0.5, px: 0 }}>
          {unfolded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </Box>
  );
}
