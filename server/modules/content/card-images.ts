import type { ImageStore } from '../../lib/image-store';
import { renderReviewCard, type ReviewCardInput } from './review-card';

/**
 * Renders a review card in both layouts and stores them: the wide card under its own name, the
 * phone version beside it (ImageStore.narrowOf), so whoever is shown the card can be shown its
 * narrow version too, and nobody else (docs/security.md). Throws AppError('VALIDATION') on bad input.
 */
export async function saveRenderedCard(images: ImageStore, input: ReviewCardInput): Promise<{ imagePath: string; altText: string }> {
  const wide = await renderReviewCard(input, 'wide');
  const narrow = await renderReviewCard(input, 'narrow');
  const imagePath = await images.save(wide.webp);
  await images.saveNarrow(imagePath, narrow.webp);
  return { imagePath, altText: wide.altText };
}
