import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { hrefOf } from '../url/hashQuery';

export interface SliderCard {
  link: string;
  type: string;
  pic: string;
}

/** Hover/focus animation styles for slider items; two are picked at random per slider (spec §2). */
const cardAnimations = {
  lift: { '&:hover, &:focus-visible': { transform: 'translateY(-6px)' } },
  tilt: { '&:hover, &:focus-visible': { transform: 'rotate(-2deg) scale(1.03)' } },
  glow: { '&:hover, &:focus-visible': { boxShadow: '0 0 0 3px #4fc3f7, 0 8px 24px rgba(79,195,247,0.35)' } },
  zoom: { '&:hover img, &:focus-visible img': { transform: 'scale(1.08)' } },
} as const;
type CardAnimation = keyof typeof cardAnimations;

function pickTwo(): [CardAnimation, CardAnimation] {
  const names = Object.keys(cardAnimations) as CardAnimation[];
  const first = names.splice(Math.floor(Math.random() * names.length), 1)[0]!;
  return [first, names[Math.floor(Math.random() * names.length)]!];
}

/**
 * Every card's title takes two lines' room, and never more: at a card's width (200 or 220 px)
 * many titles wrap ('Infix Evaluation (Two Pointer)', 'Shortest Job First (Preemptive)'), and a
 * card whose title wrapped stood taller than its neighbours, in every slider and at every width.
 * A title longer than two lines would end in an ellipsis; the link's name is still the whole text.
 */
const TITLE_LINES = 2;
const TITLE_PADDING_PX = 12;
const cardTitleSx = {
  p: `${TITLE_PADDING_PX}px`,
  fontWeight: 600,
  lineHeight: 1.5,
  // The box is border-box (CssBaseline): the room is the lines and the padding above and below.
  minHeight: `calc(${TITLE_LINES} * 1.5em + ${2 * TITLE_PADDING_PX}px)`,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: String(TITLE_LINES),
  overflow: 'hidden',
} as const;

interface CardSliderProps<C extends SliderCard> {
  label: string;
  cards: readonly C[];
  randomAnimations?: boolean;
  /**
   * A card's link as it stands when the visitor reaches for it (pointer, focus), for links that
   * follow page state (a sibling keeping the input): read then, not at each state change, so
   * the cards never re-render while a run plays.
   */
  liveHref?: (card: C) => string;
}

/** A horizontally scrolling row of preview cards, usable by touch, mouse and keyboard. */
export function CardSlider<C extends SliderCard>({ label, cards, randomAnimations = false, liveHref }: CardSliderProps<C>) {
  const slider = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const overflows = useCardsOverflow(slider, track, cards.length);
  // A phone swipes the row; wider, the arrows show only when there is something to scroll to.
  const arrowDisplay = { xs: 'none', sm: overflows ? 'inline-flex' : 'none' };
  const animations = useMemo(() => (randomAnimations ? pickTwo() : (['lift', 'lift'] as const)), [randomAnimations]);
  const scrollBy = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <Box ref={slider} sx={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton aria-label={`Scroll ${label} left`} onClick={() => scrollBy(-1)} sx={{ display: arrowDisplay }}>
        <ChevronLeft />
      </IconButton>
      <Box
        component="ul"
        ref={track}
        aria-label={label}
        sx={{
          display: 'flex',
          gap: 2,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          listStyle: 'none',
          m: 0,
          p: 1,
          flex: 1,
          minWidth: 0,
          scrollbarWidth: 'thin',
        }}
      >
        {cards.map((card, index) => (
          <Box component="li" key={card.link} sx={{ scrollSnapAlign: 'start', flex: '0 0 auto' }}>
            <Box
              component="a"
              href={hrefOf(card.link)}
              {...(liveHref && {
                onPointerEnter: (event: React.PointerEvent<HTMLAnchorElement>) => refreshHref(event.currentTarget, liveHref(card)),
                onPointerDown: (event: React.PointerEvent<HTMLAnchorElement>) => refreshHref(event.currentTarget, liveHref(card)),
                onFocus: (event: React.FocusEvent<HTMLAnchorElement>) => refreshHref(event.currentTarget, liveHref(card)),
              })}
              data-animation={animations[index % 2]}
              sx={{
                display: 'block',
                width: { xs: 200, sm: 220 },
                borderRadius: 2,
                overflow: 'hidden',
                bgcolor: 'background.paper',
                color: 'text.primary',
                textDecoration: 'none',
                transition: 'transform 300ms ease, box-shadow 300ms ease',
                // Every card shows keyboard focus with a ring of its own: the hover animations
                // alone (an 8% zoom inside the clip, a 6 px lift) were too faint to see. The
                // track's padding leaves the ring room inside its scroll clip.
                '&:focus-visible': { outline: '3px solid #4fc3f7', outlineOffset: '2px' },
                '& img': { transition: 'transform 300ms ease' },
                ...cardAnimations[animations[index % 2]!],
              }}
            >
              <Box sx={{ overflow: 'hidden', aspectRatio: '16 / 10', bgcolor: '#0a1522' }}>
                {/* contain: the previews are of several shapes (wide equation tapes, square boards), and cover cut them to fragments. */}
                <img
                  src={card.pic}
                  alt=""
                  loading="lazy"
                  width={220}
                  height={138}
                  style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
                />
              </Box>
              <Typography sx={cardTitleSx}>{card.type}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <IconButton aria-label={`Scroll ${label} right`} onClick={() => scrollBy(1)} sx={{ display: arrowDisplay }}>
        <ChevronRight />
      </IconButton>
    </Box>
  );
}

/**
 * Whether the row of cards is wider than the whole slider, measured before paint and again
 * whenever the slider's width changes (a window made narrower brings the arrows back). Against
 * the slider, not the track: the arrows shown narrow the track, and cards that fit once they are
 * gone would otherwise keep them for good.
 */
function useCardsOverflow(slider: RefObject<HTMLElement | null>, track: RefObject<HTMLElement | null>, cardCount: number): boolean {
  const [overflows, setOverflows] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the cards change: the row's width follows them, and no resize of the slider says so
  useLayoutEffect(() => {
    const outer = slider.current;
    const row = track.current;
    if (!outer || !row) return;
    const measure = () => setOverflows(row.scrollWidth > outer.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    return () => observer.disconnect();
  }, [slider, track, cardCount]);
  return overflows;
}

/** Written to the element itself: React keeps the base link and does not re-render. */
function refreshHref(anchor: HTMLAnchorElement, href: string): void {
  if (anchor.getAttribute('href') !== href) anchor.setAttribute('href', href);
}
