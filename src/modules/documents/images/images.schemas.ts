import { Type } from 'typebox';

export const ClientImageParams = Type.Object({ clientId: Type.Integer() });
export const ClientImageQuery = Type.Object({
  output: Type.Optional(Type.String({ description: 'octet (attachment) or inline_octet (inline): the image file instead of a data URL' })),
  maxWidth: Type.Optional(Type.Integer({ description: 'accepted; the image is not resized' })),
  maxHeight: Type.Optional(Type.Integer({ description: 'accepted; the image is not resized' })),
});
export const ClientImageUpload = Type.Union(
  [
    Type.String({ description: 'text/plain: data:image/png;base64,… (GIF, PNG or JPEG)' }),
    Type.Object({ file: Type.String({ format: 'binary', description: 'multipart/form-data part: a GIF, PNG or JPEG image' }) }),
  ],
  { description: 'a data URL as text, or a multipart form with the part `file`' },
);
export const ClientImageResult = Type.Object({ resourceId: Type.Integer({ description: 'the client' }) });
