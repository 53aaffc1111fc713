let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The bundled list of commonly used passwords (about 49,000, from the zxcvbn-ts project's common
 * dictionary, which is compiled from leaked-password corpora), loaded on first use: it costs tens of
 * megabytes that a server which sets no passwords never needs.
 */
function commonPasswordList(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set((dictionary['passwords-common'] ?? []).map((word) => String(word).toLowerCase())),
  );
  return commonPasswords;
}

/** Whether a password is on the list of commonly used passwords (letter case ignored). */
export async function isCommonPassword(plain: string): Promise<boolean> {
  return (await commonPasswordList()).has(plain.toLowerCase());
}

/** How many passwords the list holds. */
export async function commonPasswordCount(): Promise<number> {
  return (await commonPasswordList()).size;
}
