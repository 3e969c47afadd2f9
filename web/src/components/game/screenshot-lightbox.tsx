import { useEffect, useRef, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { CardPicture, type CardImage } from './card-picture';

export interface LightboxImage extends CardImage {
  /** An uploaded screenshot's transcript, shown under it as text (null when there is none). */
  transcript: string | null;
}

interface ScreenshotLightboxProps {
  /** The review's revealed screenshots only: the lightbox never asks for anything else. */
  images: LightboxImage[];
  index: number;
  onIndexChange(index: number): void;
  onClose(): void;
}

/** A horizontal swipe this long (px), starting at an edge of the card, moves to the next screenshot. */
const SWIPE_PX = 60;

/**
 * A revealed screenshot as large as the screen allows, never wider: on a phone the browser takes the
 * card's phone version (drawn for a narrow screen), so its text reads without dragging sideways; an
 * uploaded screenshot shows its transcript under it. Swipes, the arrows or the arrow keys move
 * between screenshots; pinch-zoom stays available.
 */
export function ScreenshotLightbox({ images, index, onIndexChange, onClose }: ScreenshotLightboxProps) {
  const { t } = useTranslation('lightbox');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; left: number } | null>(null);
  const image = images[index];
  const hasPrevious = index > 0;
  const hasNext = index < images.length - 1;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    // Each screenshot starts at its top-left corner, where its text begins.
    scrollerRef.current?.scrollTo({ left: 0, top: 0 });
  }, [index]);

  useEffect(() => {
    // On the window: a button that became disabled (at either end) leaves the focus on the page.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && index > 0) onIndexChange(index - 1);
      if (event.key === 'ArrowRight' && index < images.length - 1) onIndexChange(index + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, images.length, onIndexChange]);

  if (!image) return null;
  const go = (next: number) => onIndexChange(Math.max(0, Math.min(images.length - 1, next)));

  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const scroller = scrollerRef.current;
    touchStart.current = null;
    if (!start || !scroller || event.changedTouches.length !== 1) return;
    const dx = event.changedTouches[0]!.clientX - start.x;
    const atLeft = start.left <= 0;
    const atRight = start.left >= scroller.scrollWidth - scroller.clientWidth - 1;
    if (dx > SWIPE_PX && atLeft && hasPrevious) go(index - 1);
    else if (dx < -SWIPE_PX && atRight && hasNext) go(index + 1);
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="lightbox-title"
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950/95 p-0 text-slate-100 backdrop:bg-black/80"
      onClose={onClose}
      data-testid="screenshot-lightbox"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center gap-2 border-b border-slate-800 px-3 py-2">
          <h2 id="lightbox-title" className="flex-1 text-base font-semibold">
            {t('title', { number: index + 1, total: images.length })}
          </h2>
          <button type="button" className="btn btn-secondary p-2" onClick={() => go(index - 1)} disabled={!hasPrevious} aria-label={t('previous')}>
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </button>
          <button type="button" className="btn btn-secondary p-2" onClick={() => go(index + 1)} disabled={!hasNext} aria-label={t('next')}>
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </button>
          <button type="button" className="btn btn-secondary p-2" onClick={() => dialogRef.current?.close()} aria-label={t('close')} autoFocus>
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <p className="px-3 py-1 text-sm text-slate-300 sm:hidden">{t('hint')}</p>
        <div
          ref={scrollerRef}
          className="flex-1 overflow-auto overscroll-contain p-3 [touch-action:pan-x_pan-y_pinch-zoom]"
          onTouchStart={(event) => {
            const touch = event.touches[0];
            if (event.touches.length === 1 && touch) touchStart.current = { x: touch.clientX, left: scrollerRef.current?.scrollLeft ?? 0 };
          }}
          onTouchEnd={onTouchEnd}
        >
          {/* Wrapped to the screen: the width never exceeds it, the card scrolls down. */}
          <CardPicture key={image.src} image={image} className="mx-auto block h-auto max-w-full rounded-xl sm:max-w-[760px]" testId="lightbox-image" />
          {!image.narrow && image.transcript && (
            <p className="mx-auto mt-3 max-w-prose text-base leading-relaxed break-words whitespace-pre-line text-slate-100" data-testid="lightbox-transcript">
              {image.transcript}
            </p>
          )}
        </div>
      </div>
    </dialog>
  );
}
