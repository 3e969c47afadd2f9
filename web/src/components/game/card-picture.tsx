import type { ReactEventHandler } from 'react';
import { imageUrl } from '../../lib/image-url';

/** Screens narrower than this (Tailwind's `sm`) get a rendered card's phone version. */
export const PHONE_MEDIA = '(max-width: 639px)';

export interface CardImage {
  src: string;
  /** The card's phone version (drawn narrower, its text larger), when the server has one. */
  narrow: string | null;
  alt: string;
}

/**
 * A review screenshot: the browser takes the card's phone version on a phone and the wide card
 * elsewhere (<picture>), so the review's text reads at 14 CSS px or more on a 360 px screen with
 * no sideways panning (docs/product.md, the review card). Both come from the server's list of the
 * screenshots shown to this player; nothing else is ever asked for.
 */
export function CardPicture({ image, className, onError, testId }: { image: CardImage; className: string; onError?: ReactEventHandler<HTMLImageElement>; testId: string }) {
  return (
    <picture>
      {image.narrow && <source media={PHONE_MEDIA} srcSet={imageUrl(image.narrow)} type="image/webp" />}
      <img src={imageUrl(image.src)} alt={image.alt} onError={onError} className={className} data-testid={testId} />
    </picture>
  );
}
