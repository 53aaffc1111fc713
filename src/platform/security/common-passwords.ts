import { dictionary } from '@zxcvbn-ts/language-common';

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * The bundled list of commonly used passwords (about 49,000, from the zxcvbn-ts project's common
 * dictionary, which is compiled from leaked-password corpora), read once on first use.
 */
function commonPasswordList(): ReadonlySet<string> {
  commonPasswords ??= new Set((dictionary['passwords-common'] ?? []).map((word) => String(word).toLowerCase()));
  return commonPasswords;
}

/** Whether a password is on the list of commonly used passwords (letter case ignored). */
export function isCommonPassword(plain: string): boolean {
  return commonPasswordList().has(plain.toLowerCase());
}

/** How many passwords the list holds. */
export function commonPasswordCount(): number {
  return commonPasswordList().size;
}
