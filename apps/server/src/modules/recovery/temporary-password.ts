import { randomInt } from 'node:crypto';
import { passwordSpecialCharacters } from '@rela/contracts';

const lowercase = 'abcdefghijkmnopqrstuvwxyz';
const uppercase = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';
/** The rule's special characters that are easy to read and to paste. */
const specials = [...'!@#%*.?'].filter((char) => passwordSpecialCharacters.includes(char)).join('');
const everything = lowercase + uppercase + digits + specials;

const pick = (alphabet: string) => alphabet.charAt(randomInt(alphabet.length));

/**
 * A random temporary password of `length` characters (CSPRNG) that meets the four password rules:
 * one of each class, the rest from all of them, shuffled. Look-alike characters are left out.
 */
export const newTemporaryPassword = (length = 16): string => {
  const characters = [pick(lowercase), pick(uppercase), pick(digits), pick(specials)];
  while (characters.length < length) characters.push(pick(everything));
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other] ?? '', characters[index] ?? ''];
  }
  return characters.join('');
};
