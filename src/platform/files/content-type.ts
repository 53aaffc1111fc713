/** File signatures ("magic numbers") of the content types whose bytes can be recognised. */
const SIGNATURES: readonly { readonly types: readonly string[]; readonly bytes: readonly number[] }[] = [
  { types: ['image/png'], bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { types: ['image/jpeg'], bytes: [0xff, 0xd8, 0xff] },
  { types: ['image/gif'], bytes: [0x47, 0x49, 0x46, 0x38] },
  { types: ['application/pdf'], bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  {
    // Office Open XML files are ZIP archives.
    types: [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/zip',
    ],
    bytes: [0x50, 0x4b, 0x03, 0x04],
  },
  {
    // Legacy Word and Excel files are OLE compound documents.
    types: ['application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint'],
    bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  },
];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);
}

/** The content type without parameters, lower case: `Image/PNG; x=y` → `image/png`. */
export function bareContentType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * Whether the bytes can be of `contentType`: for a type with a known signature the bytes must start with
 * it; other types (plain text, CSV…) cannot be told from their bytes and pass.
 */
export function bytesMatchContentType(bytes: Uint8Array, contentType: string): boolean {
  const type = bareContentType(contentType);
  const signature = SIGNATURES.find((s) => s.types.includes(type));
  return signature === undefined || startsWith(bytes, signature.bytes);
}

/** The image type the bytes show (JPEG, PNG or GIF), if any. */
export function imageContentTypeOf(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/gif' | undefined {
  for (const type of ['image/jpeg', 'image/png', 'image/gif'] as const) {
    if (bytesMatchContentType(bytes, type)) {
      return type;
    }
  }
  return undefined;
}
