/**
 * The messages players may read from the server (error bodies) and from the shared schemas (form
 * checks), each under a stable key. The English text here is the fallback; the web app shows the
 * `errors` catalogue's `server.<key>` in the interface language. `{{name}}` marks a variable part.
 */
export const PLAYER_MESSAGES = {
  invalidLogin: 'Invalid email or password',
  usernameTaken: 'Username is already taken',
  emailTaken: 'An account with this email already exists',
  sessionExpired: 'Your session has expired. Please log in again.',
  loginToContinue: 'Please log in to continue.',
  loginAgain: 'Please log in again',
  adminsOnly: 'Admins only',
  accountLocked: 'Too many attempts for this account. Please wait {{minutes}} minutes and try again.',
  tooManyRequests: 'Too many requests. Please wait {{after}} and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  noDailyYet: 'No daily challenge is available yet: there are not enough active reviews.',
  reviewJustAnswered: 'This review was just answered. Please reload.',
  dailyChanged: 'Your daily challenge changed. Please reload.',
  noActiveReviews: 'No active reviews in this language yet.',
  allCompleted: 'You have played every review in this language!',
  sessionAlreadySaved: 'This session was already saved.',
  reviewNotFound: 'Review not found',
  notServed: 'This review was not served to you. Load a review first.',
  reviewWithdrawn: 'This review was withdrawn from free play: it is in a coming daily challenge. Load the next review.',
  noMoreReviews: 'No more reviews!',
  hintNeedsPoints: 'You need at least {{cost}} points to use a hint!',
  reviewFinished: 'This review is already finished.',
  noMoreScreenshots: 'No more screenshots for this review.',
  hardModeNoHelp: 'Hard mode: no extra screenshots, hints or skips.',
  hardModeTooLate: "Hard mode must be chosen before the day's screenshots are shown.",
  nothingToSave: 'Nothing to save yet: complete at least one review first.',
  finishDailyFirst: 'Finish the daily challenge first.',
  profileNotFound: 'Profile not found',
  emailRequired: 'Email is required',
  emailTooLong: 'Email is too long',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Minimum {{min}} characters',
  passwordMax: 'Maximum {{max}} characters',
  usernameRequired: 'Username is required',
  usernameMin: 'Username must be at least {{min}} characters',
  usernameMax: 'Username must be at most {{max}} characters',
  usernameChars: 'Username may only contain letters, digits, _ . and -',
  contactRequired: 'Please fill in all required fields.',
  nameTooLong: 'Name is too long (100 characters at most)',
  subjectTooLong: 'Subject is too long (200 characters at most)',
  messageTooLong: 'Message is too long (5000 characters at most)',
  linkInvalid: 'This link is not valid or has expired. Please ask for a new one.',
  wrongPassword: 'Your current password is not correct.',
  nothingToChange: 'Nothing to change: enter a new username or a new password.',
  sameEmail: 'This is already the e-mail address of your account.',
  resetLimited: 'Too many reset e-mails for this address. Please wait {{minutes}} minutes and try again.',
  leagueNameRequired: 'Please give your league a name.',
  leagueNameTooLong: 'A league name is at most {{max}} characters.',
  leagueLimit: 'You can create up to {{max}} leagues.',
  leagueFull: 'This league is full ({{max}} members).',
  inviteInvalid: 'This invite link is not valid any more. Ask for a new one.',
  leagueNotFound: 'League not found',
  leagueOwnerOnly: "Only the league's owner can do this.",
  ownerCannotLeave: 'The owner cannot leave the league: delete it instead.',
  notInLeague: 'This player is not in the league.',
  dayNotYet: 'That day has not come yet.',
  reportNotPlayed: 'You can report a puzzle once you have played it to its end.',
  reportTwice: 'You already reported this puzzle. Thank you!',
  reportNoteTooLong: 'The note is too long ({{max}} characters at most)',
  challengeNotFound: 'This challenge link is not valid.',
  noDayChallenge: 'There was no daily challenge on that day.',
  dayNotOutYet: 'That daily challenge is not out yet: each day opens at midnight UTC.',
  usernameOrEmailTaken: 'Username or email is already registered',
  nulText: '{{field}}: text cannot contain NUL characters',
  moderatorsOnly: 'Moderators only',
  moderateOnly: 'You moderate only {{languages}} submissions.',
  submissionNotFound: 'Submission not found',
  ownSubmission: 'You cannot moderate your own submission: another moderator will review it.',
  submissionApprovedAlready: 'This submission was already approved.',
  submissionRefusedAlready: 'This submission was already refused.',
  submissionDecidedByOther: 'This submission was already decided by another moderator.',
  editReorderOnly: 'An edit can only reorder or remove the screenshots of this submission.',
  screenshotNotFound: 'Screenshot {{n}} not found',
  screenshotFileMissing: 'The screenshot file is missing',
  gameHasLanguageReview: '{{game}} already has a {{language}} review. Refuse this one as a duplicate, or ask an admin to replace it.',
  gameInDaily: '{{game}} is in the daily challenge of {{date}}. Approve this submission after that day.',
  gameBeingPlayed: '{{game}} is being played right now. Try again later.',
  submitPerDay: 'You can send {{max}} puzzles a day. Please come back tomorrow.',
  submitPending: 'You already have {{max}} puzzles waiting for a moderator. Please wait until some are reviewed.',
  gameNotListed: '"{{game}}" is not in the game list. Pick it from the suggestions, or mark it as a new title.',
  screenshotTwice: 'The same screenshot is added twice.',
  screenshotNotUploaded: 'Screenshot {{n}} was not uploaded here (or has expired). Upload it again.',
  textNamesGame: 'The review text must not contain the game name or an alias (found "{{found}}")',
  reviewerNamesGame: 'The reviewer name must not contain the game name or an alias (found "{{found}}")',
  cardTextNamesGame: 'Review text {{n}}: The review text must not contain the game name or an alias (found "{{found}}")',
  cardReviewerNamesGame: 'Review text {{n}}: The reviewer name must not contain the game name or an alias (found "{{found}}")',
  transcriptNamesGame: 'Transcript of image {{n}} ({{language}}): The review text must not contain the game name or an alias (found "{{found}}")',
  transcriptRequired: 'Transcript required for image {{n}} ({{language}}): an active review needs the text of every screenshot (players get it as the image description).',
  cannotActivate: 'This review cannot be activated: image {{n}} ({{language}}) has no transcript. Edit the review and type the text each screenshot shows.',
  textFontMissing: 'The review text contains characters the card font cannot draw: {{characters}}',
  reviewerFontMissing: 'The reviewer name contains characters the card font cannot draw: {{characters}}',
  uploadNotMultipart: 'Send the image as multipart/form-data with the field "image".',
  uploadNoFile: 'Choose an image file to upload (field "image").',
  uploadIncomplete: 'The upload was incomplete or malformed. Please try again.',
  imageTooLarge: 'Image is too large: the limit is {{mb}} MB.',
  imageInvalid: 'This file is not a valid image. Upload a JPEG, PNG or WebP file.',
  imageUnsupported: 'Unsupported image type. Upload a JPEG, PNG or WebP file.',
  imageDimensions: 'Image dimensions are too large ({{width}}x{{height}}); keep it under {{megapixels}} megapixels.',
  imageDamaged: 'This image is damaged or truncated and cannot be read.',
} as const;

export type PlayerMessageKey = keyof typeof PLAYER_MESSAGES;
export type MessageParams = Record<string, string | number>;

/** The English text of a keyed message with its variable parts filled in. */
export function playerMessage(key: PlayerMessageKey, params: MessageParams = {}): string {
  return PLAYER_MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export interface KeyedMessage {
  key: PlayerMessageKey;
  params: Record<string, string>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = Object.entries(PLAYER_MESSAGES).map(([key, template]) => {
  const names = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
  const source = template
    .split(/\{\{\w+\}\}/)
    .map(escape)
    .join('(.+?)');
  return { key: key as PlayerMessageKey, names, pattern: new RegExp(`^${source}$`) };
});

/** The key and variable parts of a known player message; null for any other text. */
export function keyOfMessage(message: string): KeyedMessage | null {
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { key, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return null;
}
