import type { TFunction } from 'i18next';
import { DAILY_REVIEW_COUNT, IMAGES_PER_LANGUAGE, LANGUAGE_NAMES, LANGUAGES } from '../../../../shared/constants';
import { AT_LEAST_ONE_IMAGE, TRANSCRIPT_MAX, transcriptRequiredMessage } from '../../../../shared/schemas/admin';
import { i18n } from '../../i18n';
import { TOO_MANY_REVIEWS } from './challenges/review-picker';
import { TRANSCRIPT_MISSING } from './reviews/review-form';

/** The admin texts (locales/<lang>/admin.json) of one language. */
export type AdminT = TFunction<'admin'>;

/** The English admin texts: the default of the helpers whose English output is fixed (docs/product.md §8: the English catalogue). */
export const englishAdminT = (): AdminT => i18n.getFixedT('en', 'admin');

/**
 * The English messages of the form checks (the shared schemas and the admin forms), with their
 * key in `checks` and the figures they name.
 */
const CHECKS: Record<string, [key: string, params?: Record<string, string | number>]> = {
  'Game name is required': ['gameNameRequired'],
  'Game name is too long (200 characters at most)': ['gameNameTooLong', { max: 200 }],
  'Genre is required': ['genreRequired'],
  'Genre is too long (100 characters at most)': ['genreTooLong', { max: 100 }],
  'Game image must be a URL (http:// or https://)': ['gameImageUrl'],
  'Difficulty must be easy, medium or hard': ['difficulty'],
  'An alias is too long (200 characters at most)': ['aliasTooLong', { max: 200 }],
  'At most 20 aliases': ['tooManyAliases', { max: 20 }],
  [`At most ${IMAGES_PER_LANGUAGE} images per language`]: ['tooManyImages', { max: IMAGES_PER_LANGUAGE }],
  [`A transcript is too long (${TRANSCRIPT_MAX} characters at most)`]: ['transcriptTooLong', { max: TRANSCRIPT_MAX }],
  [AT_LEAST_ONE_IMAGE]: ['atLeastOneImage'],
  [TRANSCRIPT_MISSING]: ['transcriptMissing'],
  'Please check the form': ['checkForm'],
  [TOO_MANY_REVIEWS]: ['tooManyReviews', { max: DAILY_REVIEW_COUNT }],
  [`Please select exactly ${DAILY_REVIEW_COUNT} reviews`]: ['exactlyThree', { max: DAILY_REVIEW_COUNT }],
  [`Please select ${DAILY_REVIEW_COUNT} different reviews`]: ['differentReviews', { max: DAILY_REVIEW_COUNT }],
  'Please select a date': ['selectDate'],
  'The date must be YYYY-MM-DD': ['dateFormat'],
};

// One entry per screenshot slot: "Transcript required for image 2 (Français): ...".
for (const language of LANGUAGES) {
  for (let index = 0; index < IMAGES_PER_LANGUAGE; index += 1) {
    CHECKS[transcriptRequiredMessage(language, index)] = ['transcriptRequired', { n: index + 1, language: LANGUAGE_NAMES[language] }];
  }
}

const NOT_STORED = /^reviewImages: image (\d+) \((.+?)\) must be a screenshot uploaded or rendered here \(\/images\/\.\.\.webp\), not "(.*)"\. Upload the file instead of linking it\.$/s;

/**
 * A message of the review and challenge form checks in the interface language; a message it does
 * not know (a server's own text, say) is returned as it is.
 */
export function translateAdminMessage(t: AdminT, message: string): string {
  const known = CHECKS[message];
  if (known) return t(`checks.${known[0]}`, known[1] ?? {});
  const notStored = NOT_STORED.exec(message);
  if (notStored) return t('checks.notStored', { n: notStored[1], language: notStored[2], shown: notStored[3] });
  return message;
}
