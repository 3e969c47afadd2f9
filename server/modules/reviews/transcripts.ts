import { LANGUAGES, type Language } from '../../../shared/constants';
import { imageSlotName, transcriptRequiredMessage } from '../../../shared/schemas/admin';
import { AppError, badRequest } from '../../lib/app-error';
import { assertNoTitleInText } from '../content/title-guard';

/** A review's screenshots per language, in slot order, each with its transcript (alt text). */
export type TranscribedImages = Partial<Record<Language, { imagePath: string; altText: string | null }[]>>;

/**
 * The transcript of a screenshot is the text it shows; players get it as the alt text once the
 * screenshot is revealed. So it must not name the game (the typed-review check, reused as is), and
 * an active review needs one for every screenshot. Throws a 400 naming the image.
 */
export function assertTranscripts(images: TranscribedImages, names: string[], required: 'no' | 'to save' | 'to activate'): void {
  for (const lang of LANGUAGES) {
    for (const [slot, image] of (images[lang] ?? []).entries()) {
      const text = image.altText?.trim() ?? '';
      const where = imageSlotName(lang, slot);
      if (!text) {
        if (required === 'to save') throw badRequest(transcriptRequiredMessage(lang, slot));
        if (required === 'to activate') throw badRequest(`This review cannot be activated: ${where} has no transcript. Edit the review and type the text each screenshot shows.`);
        continue;
      }
      try {
        assertNoTitleInText(text, names);
      } catch (err) {
        if (err instanceof AppError) throw new AppError(err.code, `Transcript of ${where}: ${err.message}`);
        throw err;
      }
    }
  }
}
