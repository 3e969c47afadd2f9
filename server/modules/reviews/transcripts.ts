import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../shared/constants';
import { playerError, badRequest } from '../../lib/app-error';
import { titleFoundInText } from '../content/title-guard';

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
      const slotParams = { n: slot + 1, language: LANGUAGE_NAMES[lang] };
      if (!text) {
        if (required === 'to save') throw badRequest('transcriptRequired', slotParams);
        if (required === 'to activate') throw badRequest('cannotActivate', slotParams);
        continue;
      }
      const found = titleFoundInText(text, names);
      if (found !== undefined) throw playerError('VALIDATION', 'transcriptNamesGame', { ...slotParams, found });
    }
  }
}
