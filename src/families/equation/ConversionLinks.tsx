import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useUiSelector } from '../../engine/store/uiStore';
import { hashWithQuery } from '../../engine/url/hashQuery';
import { NEGATION_IN_CONVERSIONS } from './equationInfo';
import type { EquationSession } from './equationSession';

const FAMILY_PATH = '/equationevaluationvisualizer';

const linkTo = (mode: 'postfix' | 'prefix', expression: string) => hashWithQuery(`${FAMILY_PATH}/${mode}`, new URLSearchParams({ expr: expression }));

/**
 * Beyond the anchors: an infix input's postfix and prefix forms, each opening that mode
 * with it. Contained (layout and paint): a long expression's forms are thousands of characters,
 * and the page's repaint at every stage frame should not walk them again.
 */
export function ConversionLinks({ session }: { session: EquationSession }) {
  const postfix = useUiSelector(session.store, (s) => s.extras.postfixForm);
  const prefix = useUiSelector(session.store, (s) => s.extras.prefixForm);
  const negatesBracket = useUiSelector(session.store, (s) => s.extras.negatesBracket);
  if (!postfix || !prefix) return null;
  return (
    <Typography
      component="div"
      variant="body2"
      data-testid="conversions"
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, overflowWrap: 'anywhere', contain: 'content' }}
    >
      <span>
        As postfix:{' '}
        <Link href={linkTo('postfix', postfix)} sx={{ fontFamily: 'monospace' }} data-testid="postfix-form">
          {postfix}
        </Link>
      </span>
      <span>
        As prefix:{' '}
        <Link href={linkTo('prefix', prefix)} sx={{ fontFamily: 'monospace' }} data-testid="prefix-form">
          {prefix}
        </Link>
      </span>
      {/* Only where it explains something: an expression without a negated bracket has no -1 x * in its forms. */}
      {negatesBracket && (
        <Typography component="span" variant="body2" data-testid="conversion-note" sx={{ color: 'text.secondary' }}>
          {NEGATION_IN_CONVERSIONS}
        </Typography>
      )}
    </Typography>
  );
}
