import { useEffect, useRef, useState } from 'react';
import { Eye, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_FLAGS, LANGUAGE_NAMES, type Language } from '../../../../shared/constants';
import { costOf } from '../../../../shared/scoring';
import type { PlayableReview } from '../../../../shared/schemas/game';
import { imageUrl } from '../../lib/image-url';
import { CardPicture, type CardImage } from './card-picture';
import { CostBadge } from './cost-badge';
import { Transcript } from './transcript';
import { ScreenshotLightbox } from './screenshot-lightbox';
import { EnlargeButton } from './enlarge-button';
import { BrokenScreenshot } from './broken-screenshot';

/** The same image asked for again, past any failure the browser may remember for its address. */
const retryUrl = (src: string, attempt: number) => `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;

/** One screenshot; a broken one becomes a grey 'Image not found' placeholder with a Retry (docs/product.md §2). */
function Screenshot({ image, transcript, onOpen }: { image: CardImage; transcript: string | null; onOpen(): void }) {
  const [failed, setFailed] = useState(false);
  // Retries asked for: each asks the server for the image again (a new address, so no cached failure).
  const [attempt, setAttempt] = useState(0);
  if (failed) {
    return (
      <BrokenScreenshot
        alt={image.alt}
        transcript={transcript}
        retries={attempt}
        onRetry={() => {
          setAttempt((n) => n + 1);
          setFailed(false);
        }}
      />
    );
  }
  const shown = attempt === 0 ? image : { ...image, src: retryUrl(image.src, attempt), narrow: image.narrow && retryUrl(image.narrow, attempt) };
  return (
    <figure>
      <EnlargeButton onOpen={onOpen}>
        <CardPicture
          key={attempt}
          image={shown}
          onError={() => setFailed(true)}
          // A reserved minimum height keeps the card from jumping while the image loads.
          className="mx-auto block min-h-40 w-full max-w-[760px] rounded-xl bg-slate-800/60 max-sm:max-w-[480px]"
          testId="review-screenshot"
        />
      </EnlargeButton>
      {/* An uploaded screenshot has no phone version: its transcript reads as text instead. */}
      {!image.narrow && transcript && <Transcript text={transcript} />}
    </figure>
  );
}

/** The box art, shown once the review is resolved; hidden entirely if it fails to load. */
function GameImage({ src, title }: { src: string; title: string | null }) {
  const [hidden, setHidden] = useState(false);
  const { t } = useTranslation('game');
  if (hidden) return null;
  return (
    <img
      src={imageUrl(src)}
      alt={title ? t('card.boxArt', { title }) : t('card.boxArtUnknown')}
      onError={() => setHidden(true)}
      className="h-20 w-auto max-w-32 shrink-0 rounded-lg object-cover shadow-lg"
      data-testid="game-image"
    />
  );
}

interface ReviewCardProps {
  review: PlayableReview;
  score: number;
  /** The language the player chose to play in. */
  playLanguage: Language;
  /** Absent in hard mode: no extra screenshots. */
  onReveal?: () => void;
  revealing: boolean;
  /** Any action is running or the review is resolved. */
  locked: boolean;
}

/** Which language the review is written in; said plainly when it is not the one the player chose. */
function CardLanguage({ language, playLanguage }: { language: Language; playLanguage: Language }) {
  const other = language !== playLanguage;
  const { t } = useTranslation('game');
  return (
    <p className={`text-sm ${other ? 'text-amber-200' : 'text-slate-300'}`} data-testid="card-language">
      <span aria-hidden="true">{LANGUAGE_FLAGS[language]} </span>
      {other
        ? t('card.inOtherLanguage', { language: LANGUAGE_NAMES[language], chosen: LANGUAGE_NAMES[playLanguage] })
        : t('card.inLanguage', { language: LANGUAGE_NAMES[language] })}
    </p>
  );
}

/**
 * Whether Show Next Review would cost more than the score, so part of it is owed: the card then says
 * so beside the button's cost, and the jokers do not say it again.
 */
export const isRevealOwed = (review: PlayableReview, score: number) =>
  review.outcome === 'pending' && review.reviewImages.length < review.maxReviews && costOf({ score, owed: 0 }, 'reveal').owed > 0;

export function ReviewCard({ review, score, playLanguage, onReveal, revealing, locked }: ReviewCardProps) {
  const shown = review.reviewImages.length;
  const atMax = shown >= review.maxReviews;
  const isResolved = review.outcome !== 'pending';
  const listRef = useRef<HTMLOListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownAtMount = useRef(shown);
  const { t } = useTranslation('game');
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const screenshots = review.reviewImages.map((src, i) => ({
    src,
    narrow: review.reviewImagesNarrow[i] ?? null,
    alt: review.reviewImageAlts[i] ?? t('card.screenshotAlt', { n: i + 1 }),
    transcript: review.reviewImageAlts[i] ?? null,
  }));

  useEffect(() => {
    // A new review replaces the controls that had focus; start keyboard and screen-reader users at
    // its heading. No scrolling, and not the answer field: on phones that would pop up the keyboard.
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    // Bring a newly revealed screenshot into view (not the ones already there on load or resume).
    if (shown > shownAtMount.current) {
      const last = listRef.current?.lastElementChild;
      last?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
    }
  }, [shown]);

  return (
    <section className="card p-4 sm:p-6" aria-labelledby="review-card-title" data-testid="review-card">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          {/* Counts screenshots of this review; the daily's review count is in the circles. */}
          <h2 id="review-card-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
            {/* Hard mode (no reveal offered) shows one screenshot, whatever the review has. */}
            {onReveal ? t('card.heading', { shown, max: review.maxReviews }) : t('card.headingHard', { shown })}
          </h2>
          <CardLanguage language={review.language} playLanguage={playLanguage} />
        </div>
        {!isResolved && onReveal && (
          // The label says "Review" (docs/product.md §2, decision 29): the line under it says what it buys, a screenshot of this same review.
          <div className="flex flex-col items-end gap-1 text-right max-sm:w-full max-sm:items-stretch max-sm:text-left">
            <button
              type="button"
              className="btn btn-secondary text-sm"
              onClick={onReveal}
              disabled={atMax || locked}
              aria-describedby={atMax ? undefined : 'show-next-what'}
            >
              {revealing ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Eye className="h-4 w-4" aria-hidden="true" />}
              {t('card.showNext')}
              <CostBadge action="reveal" score={score} />
            </button>
            {!atMax && (
              <p id="show-next-what" className="text-xs text-slate-400" data-testid="show-next-what">
                {t('card.showNextWhat', { next: shown + 1, max: review.maxReviews })}
              </p>
            )}
          </div>
        )}
      </div>

      {/* Where a player can first go into debt: the reveal's cost at a score that cannot cover it. */}
      {onReveal && isRevealOwed(review, score) && (
        <p className="-mt-2 mb-4 text-xs text-slate-300" data-testid="reveal-owed-note">
          {t('jokers.owedNote')}
        </p>
      )}
      <ol ref={listRef} className="space-y-4">
        {screenshots.map((image, i) => (
          <li key={image.src}>
            <Screenshot image={image} transcript={image.transcript} onOpen={() => setEnlarged(i)} />
          </li>
        ))}
      </ol>
      {enlarged !== null && <ScreenshotLightbox images={screenshots} index={enlarged} onIndexChange={setEnlarged} onClose={() => setEnlarged(null)} />}
      {/* After the screenshots, so the first image of the card is always the review itself. */}
      {isResolved && review.correctAnswer && (
        <div className="mt-4 flex items-center gap-4 rounded-xl border border-slate-700 bg-slate-800/60 p-3" data-testid="answer-reveal">
          {review.gameImage && <GameImage src={review.gameImage} title={review.correctAnswer} />}
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-400">{t('card.theGame')}</p>
            <p className="text-lg font-bold break-words text-white">{review.correctAnswer}</p>
          </div>
        </div>
      )}
      {atMax && review.maxReviews > 1 && !isResolved && onReveal && (
        <p className="mt-3 text-center text-sm text-slate-400">{t('card.allShown')}</p>
      )}
    </section>
  );
}
