import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/member-icons';
import { focusableIn } from '../modal/focus-trap';
import { frontRange, slidePlacement } from './placement';
import './carousel-3d.css';

/** A horizontal drag shorter than this is a tap, not a swipe. */
const SWIPE_PX = 40;

type Carousel3dProps<T> = {
  title: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** How many slides show at once (spec §9: 3); the rest wait off stage. */
  visibleCount: number;
  previousLabel: string;
  nextLabel: string;
  /** "3 of 6": names each slide for screen readers. */
  slideLabel: (position: number, total: number) => string;
  /** "Showing 2–4 of 6": announced after a move. */
  statusLabel: (from: number, to: number, total: number) => string;
};

/**
 * A labelled carousel region (WAI-ARIA APG pattern) with a 3D stage: the front slide faces the
 * viewer, its neighbours turn towards it. It moves one slide at a time with the arrow buttons,
 * the Left/Right keys while focus is inside, and a swipe. Slides off stage are inert and hidden
 * from assistive technology. `prefers-reduced-motion` turns the movement off (carousel-3d.css).
 */
export function Carousel3d<T>({
  title,
  items,
  itemKey,
  renderItem,
  visibleCount,
  previousLabel,
  nextLabel,
  slideLabel,
  statusLabel,
}: Carousel3dProps<T>) {
  const headingId = useId();
  const stageId = useId();
  const total = items.length;
  const { min, max } = frontRange(total, visibleCount);
  const movable = max > min;
  const half = Math.floor(visibleCount / 2);
  // Starts with the first `visibleCount` slides on stage; a shorter list keeps it in range.
  const [wanted, setWanted] = useState(min);
  const [moved, setMoved] = useState(false);
  const front = Math.max(min, Math.min(max, wanted));
  const stageRef = useRef<HTMLDivElement>(null);
  const focusFront = useRef(false);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  /** False at either end, where there is nowhere to go. */
  const move = (by: 1 | -1): boolean => {
    const next = Math.max(min, Math.min(max, front + by));
    if (next === front) return false;
    setWanted(next);
    setMoved(true);
    return true;
  };

  useEffect(() => {
    if (!focusFront.current) return;
    focusFront.current = false;
    const slide = stageRef.current?.querySelector<HTMLElement>('[data-front="true"]');
    if (slide) focusableIn(slide)[0]?.focus();
  }, [front]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!movable || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const inStage = stageRef.current?.contains(document.activeElement) ?? false;
    if (move(event.key === 'ArrowRight' ? 1 : -1)) focusFront.current = inStage;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swiped.current = false;
    swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || !movable) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
    swiped.current = true;
    move(dx < 0 ? 1 : -1);
  };
  // The click that ends a swipe must not open the card under the finger.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const arrow = (by: 1 | -1, label: string, end: boolean) => (
    <button
      type="button"
      className="carousel3d__arrow"
      aria-label={label}
      aria-controls={stageId}
      // aria-disabled, not disabled: a focused button must not lose focus at the end
      aria-disabled={end || undefined}
      onClick={() => move(by)}
    >
      {by < 0 ? <ChevronLeftIcon size={20} /> : <ChevronRightIcon size={20} />}
    </button>
  );

  return (
    <section
      className="carousel3d"
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      onKeyDown={onKeyDown}
    >
      <div className="carousel3d__head">
        <h2 className="carousel3d__title" id={headingId}>
          {title}
        </h2>
        {movable ? (
          <div className="carousel3d__controls">
            {arrow(-1, previousLabel, front === min)}
            {arrow(1, nextLabel, front === max)}
          </div>
        ) : null}
      </div>
      <div
        ref={stageRef}
        id={stageId}
        className="carousel3d__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
        onClickCapture={onClickCapture}
      >
        {items.map((item, index) => {
          const place = slidePlacement({ index, front, total, visibleCount });
          const style = {
            '--offset': place.offset,
            '--depth': place.depth,
            zIndex: 10 - Math.ceil(place.depth),
          } as CSSProperties;
          return (
            <div
              key={itemKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index + 1, total)}
              aria-hidden={place.onStage ? undefined : true}
              inert={!place.onStage}
              data-front={place.offset === 0 ? 'true' : undefined}
              className={[
                'carousel3d__slide',
                place.offset === 0 ? 'carousel3d__slide--front' : '',
                place.onStage ? '' : 'carousel3d__slide--off',
              ]
                .filter(Boolean)
                .join(' ')}
              style={style}
            >
              {renderItem(item)}
            </div>
          );
        })}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {movable && moved ? statusLabel(front - half + 1, front + half + 1, total) : ''}
      </p>
    </section>
  );
}
