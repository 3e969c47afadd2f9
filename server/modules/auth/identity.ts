/** Lower-cased, NFC-normalised key used for case-insensitive uniqueness (user names and e-mail addresses). */
export function identityKey(value: string): string {
  return value.normalize('NFC').toLocaleLowerCase('en-US');
}
