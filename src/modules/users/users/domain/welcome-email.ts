/** What a new user receives when the administrator asks for the password to be emailed (`sendPasswordToEmail`). */
export interface WelcomeEmailFacts {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly username: string;
  readonly password: string;
  readonly officeName: string;
}

/** Subject "Welcome <firstname> to <office>" (Fineract's) and a plain-text body with the sign-in details. */
export function welcomeEmail(facts: WelcomeEmailFacts): { readonly subject: string; readonly text: string } {
  return {
    subject: `Welcome ${facts.firstname} to ${facts.officeName}`,
    text: [
      `Hello ${facts.firstname} ${facts.lastname},`,
      '',
      `A user account of ${facts.officeName} has been opened for this address (${facts.email}).`,
      'Sign in with:',
      `  username: ${facts.username}`,
      `  password: ${facts.password}`,
      '',
      'Please choose a password of your own right after your first sign-in.',
    ].join('\n'),
  };
}

const GROUPS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!#$%*+-=?@_'] as const;

/**
 * A random password of `length` characters holding upper- and lower-case letters, digits and symbols (so
 * that common password policies accept it). `randomBelow(n)` must give a uniform random integer in [0, n).
 */
export function generatedPassword(length: number, randomBelow: (n: number) => number): string {
  const all = GROUPS.join('');
  const chars = GROUPS.map((group) => group.charAt(randomBelow(group.length)));
  while (chars.length < length) {
    chars.push(all.charAt(randomBelow(all.length)));
  }
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}
