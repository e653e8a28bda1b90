import { SPIN_WHEEL, type SpinSlice } from '@wallet/contract';
import { useEffect, useEffectEvent, useRef } from 'react';
import { TURN, rotationAt, sliceBounds, type SpinPlan } from './wheel-math';

export type WheelSlice = Pick<SpinSlice, 'code' | 'label' | 'bgColor' | 'textColor'>;

const SIZE = SPIN_WHEEL.canvasPx;
/** Canvas angles start at 3 o'clock; the wheel's start at the pointer, at 12 o'clock. */
const TOP = -Math.PI / 2;

/** A label cut with "…" to fit `width` pixels. */
function fit(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The wheel turned by `rotation`, with the fixed pointer at the top (CSS pixels). */
function drawWheel(
  ctx: CanvasRenderingContext2D,
  slices: readonly WheelSlice[],
  rotation: number,
  font: string,
) {
  const centre = SIZE / 2;
  const radius = centre - 10;
  const count = slices.length;
  ctx.clearRect(0, 0, SIZE, SIZE);

  ctx.beginPath();
  ctx.arc(centre, centre, radius + 7, 0, TURN);
  ctx.fillStyle = '#e8ba4a';
  ctx.fill();

  const fontSize = Math.max(11, Math.min(17, ((TURN * radius * 0.6) / Math.max(1, count)) * 0.42));
  slices.forEach((slice, index) => {
    const { start, end, centre: middle } = sliceBounds(index, count, rotation);
    ctx.beginPath();
    ctx.moveTo(centre, centre);
    ctx.arc(centre, centre, radius, start + TOP, end + TOP);
    ctx.closePath();
    ctx.fillStyle = slice.bgColor;
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.55)';
    ctx.stroke();

    // along the radius, read from the rim inwards; on the left half turned over to stay upright
    const angle = middle + TOP;
    const flipped = Math.cos(angle) < 0;
    ctx.save();
    ctx.translate(centre, centre);
    ctx.rotate(flipped ? angle + Math.PI : angle);
    ctx.textAlign = flipped ? 'left' : 'right';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = slice.textColor;
    ctx.font = `700 ${fontSize}px ${font}`;
    const text = fit(ctx, slice.label, radius * 0.66);
    ctx.fillText(text, flipped ? -(radius - 14) : radius - 14, 0);
    ctx.restore();
  });

  // the hub
  ctx.beginPath();
  ctx.arc(centre, centre, radius * 0.13, 0, TURN);
  ctx.fillStyle = '#10162a';
  ctx.fill();
  ctx.lineWidth = 4;
  ctx.strokeStyle = '#e8ba4a';
  ctx.stroke();

  // the pointer: fixed at the top, pointing down into the slice that wins
  ctx.beginPath();
  ctx.moveTo(centre - 15, 1);
  ctx.lineTo(centre + 15, 1);
  ctx.lineTo(centre, 34);
  ctx.closePath();
  ctx.fillStyle = '#fff4d6';
  ctx.fill();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = '#10162a';
  ctx.stroke();
}

/**
 * Spec §9 wheel: a canvas of 350 CSS px (scaled down by CSS on a narrow screen, always square),
 * its backing store multiplied by devicePixelRatio so it stays crisp. At rest it shows the wheel
 * at `rotation`; given a `plan` it turns with friction to `plan.to` and then calls `onStop`.
 */
export function WheelCanvas({
  slices,
  rotation,
  plan,
  label,
  onStop,
}: {
  slices: readonly WheelSlice[];
  rotation: number;
  plan: SpinPlan | null;
  /** What the wheel shows, for screen readers (role img). */
  label: string;
  onStop: () => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stop = useEffectEvent(onStop);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d') ?? null;
    const font = canvas ? getComputedStyle(canvas).fontFamily || 'sans-serif' : 'sans-serif';
    if (canvas && ctx) {
      const ratio = Math.max(1, window.devicePixelRatio || 1);
      const backing = Math.round(SIZE * ratio);
      if (canvas.width !== backing) canvas.width = backing;
      if (canvas.height !== backing) canvas.height = backing;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    }
    const draw = (angle: number) => {
      if (ctx) drawWheel(ctx, slices, angle, font);
    };

    if (!plan) {
      draw(rotation);
      // the Thai and Lao fonts may arrive after the first drawing
      let current = true;
      void document.fonts?.ready.then(() => {
        if (current) draw(rotation);
      });
      return () => {
        current = false;
      };
    }

    let done = false;
    let frame = 0;
    const finish = () => {
      if (done) return;
      done = true;
      cancelAnimationFrame(frame);
      draw(plan.to);
      stop();
    };
    // also ends the spin where frames do not run (a hidden tab, no canvas)
    const timer = window.setTimeout(finish, plan.duration + (ctx ? 400 : 0));
    if (ctx) {
      const started = performance.now();
      const tick = (now: number) => {
        const elapsed = now - started;
        if (elapsed >= plan.duration) {
          finish();
          return;
        }
        draw(rotationAt(plan, elapsed));
        frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    }
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [slices, rotation, plan]);

  return (
    <canvas
      ref={canvasRef}
      className="wheel-canvas"
      width={SIZE}
      height={SIZE}
      role="img"
      aria-label={label}
    />
  );
}
