/** Public facts about the site shown on the contact page. */
export const CONTACT_EMAIL = 'hello@reviewquest.example';
export const MODERATOR_APPLY_SUBJECT = 'Volunteer Moderator Application';
